import { timersTableSql } from '@store/sandbox-kit';

/**
 * The sandbox's own migrations, in order, each applied once (by name) in its own schema. Kept as text
 * in the code, not as files beside it, so the shop's bundled server (apps/api/dist/server.js, where
 * this package is inlined) carries them: a file path relative to this module would not exist there.
 */
export const SANDBOX_MIGRATIONS: ReadonlyArray<{ name: string; sql: string }> = [
  {
    name: '0001_tables.sql',
    sql: `
CREATE TABLE IF NOT EXISTS razorpay_sandbox.orders (
  id text PRIMARY KEY,
  amount integer NOT NULL,
  amount_paid integer NOT NULL DEFAULT 0,
  currency text NOT NULL,
  receipt text,
  notes jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'created',
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS orders_receipt_idx ON razorpay_sandbox.orders (receipt);
CREATE INDEX IF NOT EXISTS orders_created_idx ON razorpay_sandbox.orders (created_at DESC);

CREATE TABLE IF NOT EXISTS razorpay_sandbox.payments (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES razorpay_sandbox.orders (id),
  amount integer NOT NULL,
  currency text NOT NULL,
  status text NOT NULL,
  method text NOT NULL,
  amount_refunded integer NOT NULL DEFAULT 0,
  captured boolean NOT NULL DEFAULT false,
  vpa text,
  bank text,
  wallet text,
  card_id text,
  email text NOT NULL DEFAULT 'void@razorpay.com',
  contact text NOT NULL DEFAULT '+919000090000',
  fee integer,
  tax integer,
  error_code text,
  error_description text,
  error_source text,
  error_step text,
  error_reason text,
  capture_scenario text NOT NULL DEFAULT 'manual',
  refund_scenario text NOT NULL DEFAULT 'processed',
  refund_calls integer NOT NULL DEFAULT 0,
  webhook_scenario text NOT NULL DEFAULT 'once',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS payments_order_idx ON razorpay_sandbox.payments (order_id);

CREATE TABLE IF NOT EXISTS razorpay_sandbox.refunds (
  id text PRIMARY KEY,
  payment_id text NOT NULL REFERENCES razorpay_sandbox.payments (id),
  amount integer NOT NULL,
  idempotency_key text,
  request_hash text NOT NULL DEFAULT '',
  receipt text,
  notes jsonb NOT NULL DEFAULT '{}'::jsonb,
  speed_requested text NOT NULL DEFAULT 'normal',
  status text NOT NULL DEFAULT 'processed',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS refunds_idempotency_idx ON razorpay_sandbox.refunds (payment_id, idempotency_key);
CREATE INDEX IF NOT EXISTS refunds_payment_idx ON razorpay_sandbox.refunds (payment_id, created_at);
${timersTableSql('razorpay_sandbox')}`,
  },
];
