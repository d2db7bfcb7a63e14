import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app';
import { migrationSteps, migrationsUpTo } from '../../test/migration-steps';
import type { DatabaseHandle } from './client';

/**
 * Migrations 0018 and 0019 (decision 0006): products priced before GST get the price shoppers were
 * shown with it, an offer's "price before" becomes an MRP; orders and open checkouts keep what they
 * were charged, their figures in paise, each line's unit price with GST exact.
 */

let database: DatabaseHandle;
let drop: () => Promise<void>;
let steps: ReturnType<typeof migrationSteps>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  steps = migrationSteps(database);
  await steps.migrateTo(migrationsUpTo(17));
});
afterAll(async () => {
  await database.close();
  await drop();
});

const USER = '00000000-0000-4000-8000-000000000001';
const LAPTOP = '00000000-0000-4000-8000-0000000000a1';
const MOUSE = '00000000-0000-4000-8000-0000000000a2';

describe('migrations 0018–0019: prices with GST', () => {
  it('keeps every price shoppers saw, every amount charged and every line, in the new terms', async () => {
    const items = JSON.stringify([
      { productId: LAPTOP, name: 'HP 15s', brand: 'HP', image: '', price: 50_000, quantity: 1, hsn: '84713010', gstRate: 18 },
      // A line from before lines kept their rate: today's, 18 %.
      { productId: MOUSE, name: 'Mouse', brand: 'Logitech', image: '', price: 999, quantity: 2 },
    ]);
    await steps.run(
      sql`INSERT INTO users (id, name, email, phone, password_hash) VALUES (${USER}, 'Asha', 'asha@example.in', '9876543210', 'x')`,
      sql`INSERT INTO products (id, slug, name, description, brand, category, price, original_price, stock, hsn) VALUES
        (${LAPTOP}, 'hp-15s', 'HP 15s', 'A laptop', 'HP', 'laptop', 50000, 55000, 3, '84713010'),
        (${MOUSE}, 'mouse', 'Mouse', 'A mouse', 'Logitech', 'accessories', 999, 999, 9, '84716060')`,
      sql`INSERT INTO checkouts (id, user_id, state, items, subtotal, tax, total, shipping_address, expires_at) VALUES
        ('00000000-0000-4000-8000-0000000000c1', ${USER}, 'open', ${items}::jsonb, 51998, 9360, 61358, '{}', now())`,
      sql`INSERT INTO orders (id, user_id, status, subtotal, tax, total, shipping_address) VALUES
        ('00000000-0000-4000-8000-0000000000d1', ${USER}, 'delivered', 51998, 9360, 61358, '{}')`,
      sql`INSERT INTO order_items (order_id, product_id, position, name, brand, price, quantity, hsn, gst_rate) VALUES
        ('00000000-0000-4000-8000-0000000000d1', ${LAPTOP}, 0, 'HP 15s', 'HP', 50000, 1, '84713010', 18),
        ('00000000-0000-4000-8000-0000000000d1', ${MOUSE}, 1, 'Mouse', 'Logitech', 999, 2, '84716060', 18)`,
    );
    await steps.migrateTo();

    expect(await steps.rows(sql`SELECT slug, price_incl_gst, mrp, has_offer, discount_percent FROM products ORDER BY slug`)).toEqual([
      // ₹50,000 before GST was shown as ₹59,000 with it; its ₹55,000 "before the offer" is an MRP of ₹64,900.
      { slug: 'hp-15s', price_incl_gst: 59_000, mrp: 64_900, has_offer: true, discount_percent: 9 },
      // ₹999 → ₹1,178.82, shown as ₹1,179; no offer, no MRP.
      { slug: 'mouse', price_incl_gst: 1_179, mrp: null, has_offer: false, discount_percent: 0 },
    ]);
    const [checkout] = await steps.rows<{ subtotal_paise: string | number; tax_paise: string | number; total: number; items: Array<Record<string, unknown>> }>(
      sql`SELECT subtotal_paise, tax_paise, total, items FROM checkouts`,
    );
    expect([Number(checkout!.subtotal_paise), Number(checkout!.tax_paise), checkout!.total]).toEqual([5_199_800, 936_000, 61_358]);
    expect(checkout!.items).toEqual([
      { productId: LAPTOP, name: 'HP 15s', brand: 'HP', image: '', unitPricePaise: 5_900_000, quantity: 1, hsn: '84713010', gstRate: 18 },
      { productId: MOUSE, name: 'Mouse', brand: 'Logitech', image: '', unitPricePaise: 117_882, quantity: 2 },
    ]);
    const [order] = await steps.rows<{ subtotal_paise: string | number; tax_paise: string | number; total: number }>(
      sql`SELECT subtotal_paise, tax_paise, total FROM orders`,
    );
    expect([Number(order!.subtotal_paise), Number(order!.tax_paise), order!.total]).toEqual([5_199_800, 936_000, 61_358]);
    const lines = await steps.rows<{ unit_price_paise: string | number; quantity: number }>(
      sql`SELECT unit_price_paise, quantity FROM order_items ORDER BY position`,
    );
    expect(lines.map((line) => [Number(line.unit_price_paise), line.quantity])).toEqual([
      [5_900_000, 1],
      [117_882, 2],
    ]);
    // The old figures are gone: nothing can read a price on the old basis by mistake.
    const columns = await steps.rows<{ table_name: string; column_name: string }>(
      sql`SELECT table_name, column_name FROM information_schema.columns WHERE table_name IN ('products', 'orders', 'order_items', 'checkouts') AND column_name IN ('price', 'original_price', 'subtotal', 'tax')`,
    );
    expect(columns).toEqual([]);
    // And the new rule holds in the table: an MRP below the price is refused.
    await expect(database.db.execute(sql`UPDATE products SET mrp = 1000 WHERE slug = 'mouse'`)).rejects.toThrow();
  });
});
