import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app';
import { migrationSteps, migrationsUpTo } from '../../test/migration-steps';
import type { DatabaseHandle } from './client';

/**
 * Migration 0016 turns refunds kept as fields of orders and checkouts into rows of their own, with
 * the payments they were made from, without losing one; refund jobs still queued find their row.
 * Runs on PGlite, or on PostgreSQL with TEST_DATABASE_URL.
 */

let database: DatabaseHandle;
let drop: () => Promise<void>;
let steps: ReturnType<typeof migrationSteps>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  steps = migrationSteps(database);
  await steps.migrateTo(migrationsUpTo(15));
});
afterAll(async () => {
  await database.close();
  await drop();
});

describe('migration 0016: refunds become rows', () => {
  it('keeps every refund, with its payment, status, gateway id and the key it was sent with; queued refund jobs find their row', async () => {
    // One statement a call: PGlite's prepared statements take one command each.
    for (const statement of [
      sql`INSERT INTO users (id, name, email, phone, password_hash) VALUES ('00000000-0000-4000-8000-000000000001', 'Asha', 'asha@example.in', '9876543210', 'x')`,
      sql`INSERT INTO products (id, slug, name, description, brand, category, price, original_price, stock, hsn)
        VALUES ('00000000-0000-4000-8000-0000000000a1', 'hp-15s', 'HP 15s', 'A laptop', 'HP', 'laptop', 50000, 55000, 3, '84713010')`,
      sql`INSERT INTO checkouts (id, user_id, state, items, subtotal, tax, total, shipping_address, holds_stock, gateway_order_id, payment_id, payment_method, refund_status, refund_id, note, expires_at) VALUES
        ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-000000000001', 'completed', '[]', 50000, 9000, 59000, '{}', false, 'order_A', 'pay_A', 'upi', NULL, NULL, NULL, now()),
        ('00000000-0000-4000-8000-0000000000c2', '00000000-0000-4000-8000-000000000001', 'completed', '[]', 50000, 9000, 59000, '{}', false, 'order_B', 'pay_B', 'card', NULL, NULL, NULL, now()),
        ('00000000-0000-4000-8000-0000000000c3', '00000000-0000-4000-8000-000000000001', 'refunded', '[]', 50000, 9000, 59000, '{}', false, 'order_C', 'pay_C', 'upi', 'processed', 'rfnd_C', NULL, now()),
        ('00000000-0000-4000-8000-0000000000c4', '00000000-0000-4000-8000-000000000001', 'flagged', '[]', 50000, 9000, 59000, '{}', false, 'order_D', 'pay_D', 'upi', NULL, NULL, 'paid 5899900 INR, expected 5900000 INR', now())`,
      sql`INSERT INTO orders (id, user_id, status, subtotal, tax, total, shipping_address, payment_method, payment_status, payment_id, checkout_id, gateway_order_id, refund_status, refund_amount, refund_id) VALUES
        ('00000000-0000-4000-8000-0000000000d1', '00000000-0000-4000-8000-000000000001', 'cancelled', 50000, 9000, 59000, '{}', 'upi', 'completed', 'pay_A', '00000000-0000-4000-8000-0000000000c1', 'order_A', 'processed', 59000, 'rfnd_A'),
        ('00000000-0000-4000-8000-0000000000d2', '00000000-0000-4000-8000-000000000001', 'cancelled', 50000, 9000, 59000, '{}', 'card', 'completed', 'pay_B', '00000000-0000-4000-8000-0000000000c2', 'order_B', 'pending', 59000, ''),
        ('00000000-0000-4000-8000-0000000000d3', '00000000-0000-4000-8000-000000000001', 'delivered', 50000, 9000, 59000, '{}', 'card', 'completed', 'pay_E', NULL, '', NULL, NULL, '')`,
      sql`INSERT INTO order_items (order_id, product_id, position, name, brand, price, quantity) VALUES ('00000000-0000-4000-8000-0000000000d3', '00000000-0000-4000-8000-0000000000a1', 0, 'HP 15s', 'HP', 50000, 1)`,
      sql`INSERT INTO jobs (kind, payload, max_attempts) VALUES
        ('payment-refund', '{"target": {"kind": "order", "id": "00000000-0000-4000-8000-0000000000d2"}, "paymentId": "pay_B", "amount": 5900000, "idempotencyKey": "order-00000000-0000-4000-8000-0000000000d2"}', 12)`,
    ])
      await database.db.execute(statement);
    await steps.migrateTo();

    const payments = await steps.rows<{ id: string; order_id: string | null; amount: number; currency: string }>(
      sql`SELECT id, order_id, amount, currency FROM payments ORDER BY id`,
    );
    expect(payments).toEqual([
      { id: 'pay_A', order_id: '00000000-0000-4000-8000-0000000000d1', amount: 5_900_000, currency: 'INR' },
      { id: 'pay_B', order_id: '00000000-0000-4000-8000-0000000000d2', amount: 5_900_000, currency: 'INR' },
      { id: 'pay_C', order_id: null, amount: 5_900_000, currency: 'INR' },
      { id: 'pay_D', order_id: null, amount: 5_899_900, currency: 'INR' },
      { id: 'pay_E', order_id: '00000000-0000-4000-8000-0000000000d3', amount: 5_900_000, currency: 'INR' },
    ]);
    const refunds = await steps.rows<{
      id: string;
      payment_id: string;
      amount: number;
      status: string;
      gateway_refund_id: string | null;
      idempotency_key: string;
      reason: string;
    }>(sql`SELECT id, payment_id, amount, status, gateway_refund_id, idempotency_key, reason FROM refunds ORDER BY payment_id`);
    expect(refunds.map(({ id: _id, ...refund }) => refund)).toEqual([
      {
        payment_id: 'pay_A',
        amount: 5_900_000,
        status: 'processed',
        gateway_refund_id: 'rfnd_A',
        idempotency_key: 'order-00000000-0000-4000-8000-0000000000d1',
        reason: 'order-cancelled',
      },
      // Never sent yet (its job was still queued): created, so the job sends it.
      {
        payment_id: 'pay_B',
        amount: 5_900_000,
        status: 'created',
        gateway_refund_id: null,
        idempotency_key: 'order-00000000-0000-4000-8000-0000000000d2',
        reason: 'order-cancelled',
      },
      {
        payment_id: 'pay_C',
        amount: 5_900_000,
        status: 'processed',
        gateway_refund_id: 'rfnd_C',
        idempotency_key: 'checkout-00000000-0000-4000-8000-0000000000c3',
        reason: 'sold-out',
      },
    ]);
    const [job] = await steps.rows<{ payload: { refundId: string } }>(sql`SELECT payload FROM jobs WHERE kind = 'payment-refund'`);
    expect(job!.payload).toEqual({ refundId: refunds.find((refund) => refund.payment_id === 'pay_B')!.id });
    const [flagged] = await steps.rows<{ flag_reason: string }>(sql`SELECT flag_reason FROM checkouts WHERE id = '00000000-0000-4000-8000-0000000000c4'`);
    expect(flagged!.flag_reason).toBe('amount-mismatch');
    const [line] = await steps.rows<{ hsn: string; gst_rate: number }>(sql`SELECT hsn, gst_rate FROM order_items`);
    expect(line).toEqual({ hsn: '84713010', gst_rate: 18 });
  });
});

describe('migration 0032: shop notifications say whom they are about', () => {
  let before: DatabaseHandle;
  let dropBefore: () => Promise<void>;
  let at: ReturnType<typeof migrationSteps>;
  beforeAll(async () => {
    ({ database: before, drop: dropBefore } = await openTestDatabase());
    at = migrationSteps(before);
    await at.migrateTo(migrationsUpTo(31));
  });
  afterAll(async () => {
    await before.close();
    await dropBefore();
  });

  it('links the ones written before to the account of their order, application or held payment, or to the sender of their message', async () => {
    const asha = '00000000-0000-4000-8000-000000000001';
    const ravi = '00000000-0000-4000-8000-000000000002';
    await at.run(
      sql`INSERT INTO users (id, name, email, phone, password_hash) VALUES
        (${asha}, 'Asha', 'asha@example.in', '9876543210', 'x'), (${ravi}, 'Ravi', 'ravi@example.in', '9876543211', 'x')`,
      sql`INSERT INTO orders (id, user_id, subtotal_paise, tax_paise, total, shipping_address)
        VALUES ('00000000-0000-4000-8000-0000000000d1', ${asha}, 50000, 9000, 590, '{}')`,
      sql`INSERT INTO checkouts (id, user_id, items, subtotal_paise, tax_paise, total, shipping_address, expires_at)
        VALUES ('00000000-0000-4000-8000-0000000000c1', ${ravi}, '[]', 50000, 9000, 590, '{}', now())`,
      sql`INSERT INTO applications (id, user_id, type, sub_type, personal_info, financial_info, pan_last4, aadhar_last4, identity_ciphertext, specific_details)
        VALUES ('00000000-0000-4000-8000-0000000000a1', ${ravi}, 'insurance', 'health', '{}', '{}', '234F', '0123', '', '{}')`,
      sql`INSERT INTO contact_messages (id, name, email, subject, message, ip)
        VALUES ('00000000-0000-4000-8000-0000000000e1', 'Meera', 'meera@example.in', 'sales', 'Is it in stock?', '10.0.0.1')`,
      sql`INSERT INTO shop_notifications (kind, title, text, target_type, target_id, dedupe_key) VALUES
        ('order-placed', 'Order placed', 'Asha paid online for 1 item.', 'order', '00000000-0000-4000-8000-0000000000d1', 'a-order'),
        ('return-requested', 'Return requested', 'Asha: Damaged', 'order', '00000000-0000-4000-8000-0000000000d1', 'b-return'),
        ('payment-attention', 'Payment held', 'Payment pay_A: paid 1 INR', 'payment', 'held:00000000-0000-4000-8000-0000000000c1', 'c-held'),
        ('payment-attention', 'Refund failed', 'The refund on payment pay_B failed', 'payment', 'refund:order-x', 'd-refund'),
        ('application-submitted', 'New application', 'From Ravi', 'application', '00000000-0000-4000-8000-0000000000a1', 'e-application'),
        ('contact-message', 'Message from Meera (sales)', 'Is it in stock?', 'message', '00000000-0000-4000-8000-0000000000e1', 'f-message'),
        ('contact-message', 'Message from Old (sales)', 'Deleted by retention', 'message', '00000000-0000-4000-8000-0000000000e2', 'g-message-gone'),
        ('low-stock', 'Running low', 'Restock it', 'product', '00000000-0000-4000-8000-0000000000b1', 'h-stock')`,
    );
    await at.migrateTo();

    expect(await at.rows(sql`SELECT dedupe_key, user_id, email FROM shop_notifications ORDER BY dedupe_key`)).toEqual([
      { dedupe_key: 'a-order', user_id: asha, email: '' },
      { dedupe_key: 'b-return', user_id: asha, email: '' },
      { dedupe_key: 'c-held', user_id: ravi, email: '' },
      { dedupe_key: 'd-refund', user_id: null, email: '' },
      { dedupe_key: 'e-application', user_id: ravi, email: '' },
      { dedupe_key: 'f-message', user_id: null, email: 'meera@example.in' },
      { dedupe_key: 'g-message-gone', user_id: null, email: '' },
      { dedupe_key: 'h-stock', user_id: null, email: '' },
    ]);
  });
});
