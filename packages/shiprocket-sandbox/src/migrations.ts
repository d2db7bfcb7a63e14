import { timersTableSql } from '@store/sandbox-kit';

/**
 * The sandbox's own migrations, in order, each applied once (by name) in its own schema. Text in the
 * code, not files beside it, so a server that bundles this package (the shop's dist/server.js) carries them.
 */
export const SANDBOX_MIGRATIONS: ReadonlyArray<{ name: string; sql: string }> = [
  {
    name: '0001_tables.sql',
    sql: `
CREATE TABLE IF NOT EXISTS shiprocket_sandbox.orders (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 400000001 CACHE 1),
  "shipment_id" integer NOT NULL,
  "channel_order_id" text NOT NULL,
  "status" text DEFAULT 'NEW' NOT NULL,
  "status_code" integer DEFAULT 1 NOT NULL,
  "request" jsonb NOT NULL,
  "payment_method" text NOT NULL,
  "sub_total" double precision NOT NULL,
  "weight" double precision NOT NULL,
  "length" double precision NOT NULL,
  "breadth" double precision NOT NULL,
  "height" double precision NOT NULL,
  "delivery_pincode" text NOT NULL,
  "scenario" text DEFAULT 'normal' NOT NULL,
  "courier_id" integer,
  "courier_name" text,
  "awb" text,
  "awb_assigned_at" timestamp with time zone,
  "zone" text,
  "freight" double precision,
  "pickup_scheduled_for" timestamp with time zone,
  "pickup_token" text,
  "manifest_id" integer,
  "shipment_status" integer DEFAULT 0 NOT NULL,
  "scans" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "ndr_action" text,
  "delivery_attempts" integer DEFAULT 0 NOT NULL,
  "etd" timestamp with time zone,
  "picked_up_at" timestamp with time zone,
  "delivered_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
CREATE INDEX IF NOT EXISTS orders_shipment_idx ON shiprocket_sandbox.orders ("shipment_id");
CREATE UNIQUE INDEX IF NOT EXISTS orders_channel_idx ON shiprocket_sandbox.orders ("channel_order_id");
CREATE UNIQUE INDEX IF NOT EXISTS orders_awb_idx ON shiprocket_sandbox.orders ("awb");
CREATE INDEX IF NOT EXISTS orders_manifest_idx ON shiprocket_sandbox.orders ("manifest_id");
${timersTableSql('shiprocket_sandbox')}`,
  },
];
