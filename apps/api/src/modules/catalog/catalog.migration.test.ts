import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationSteps, migrationsUpTo } from '../../../test/migration-steps';
import { openTestDatabase } from '../../../test/test-app';
import type { DatabaseHandle } from '../../db/client';

/** Migration 0036: every product gets a readable SKU (the oldest SKU-00001), and later ones carry on the count. */

let database: DatabaseHandle;
let drop: () => Promise<void>;
let steps: ReturnType<typeof migrationSteps>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  steps = migrationSteps(database);
  await steps.migrateTo(migrationsUpTo(35));
});
afterAll(async () => {
  await database.close();
  await drop();
});

describe('migration: product SKUs', () => {
  it('numbers the products on sale in the order they were added, and a new product takes the next number', async () => {
    await steps.run(
      sql`INSERT INTO products (slug, name, description, brand, category, price_incl_gst, created_at) VALUES
        ('mouse', 'Mouse', 'A mouse', 'Logitech', 'accessories', 599, '2025-03-02T10:00:00Z'),
        ('laptop', 'Laptop', 'A laptop', 'Dell', 'laptop', 55000, '2025-03-01T10:00:00Z')`,
    );
    await steps.migrateTo();
    await steps.run(
      sql`INSERT INTO products (slug, name, description, brand, category, price_incl_gst) VALUES ('bag', 'Bag', 'A bag', 'HP', 'accessories', 999)`,
    );

    expect(await steps.rows(sql`SELECT slug, sku, weight_grams, length_cm FROM products ORDER BY sku`)).toEqual([
      { slug: 'laptop', sku: 'SKU-00001', weight_grams: null, length_cm: null },
      { slug: 'mouse', sku: 'SKU-00002', weight_grams: null, length_cm: null },
      { slug: 'bag', sku: 'SKU-00003', weight_grams: null, length_cm: null },
    ]);
  });
});
