import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationSteps, migrationsUpTo } from '../../../test/migration-steps';
import { openTestDatabase } from '../../../test/test-app';
import type { DatabaseHandle } from '../../db/client';

/** Migration 0041: the typo lexicon, bloated by whole rebuilds, is counted afresh and kept by each write's own words. */

let database: DatabaseHandle;
let drop: () => Promise<void>;
let steps: ReturnType<typeof migrationSteps>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  steps = migrationSteps(database);
  await steps.migrateTo(migrationsUpTo(40));
});
afterAll(async () => {
  await database.close();
  await drop();
});

describe('migration: the typo lexicon counted', () => {
  it('counts each word of the products as they are, then follows each insert, change and delete', async () => {
    // Added one by one, as the old trigger rebuilt the lexicon after each.
    for (const [slug, name] of [
      ['mouse', 'Logitech Quokka Mouse'],
      ['laptop', 'Dell Quokka Laptop'],
      ['bag', 'HP Wombat Bag'],
    ])
      await steps.run(
        sql`INSERT INTO products (slug, name, description, brand, category, price_incl_gst) VALUES (${slug}, ${name}, 'Made for a test', 'Test', 'accessories', 999)`,
      );
    await steps.migrateTo();
    const counts = async () =>
      Object.fromEntries(
        (
          await steps.rows<{ word: string; product_count: number }>(
            sql`SELECT word, product_count FROM search_lexicon WHERE word IN ('quokka', 'wombat', 'made', 'numbat')`,
          )
        ).map((row) => [row.word, row.product_count]),
      );
    expect(await counts()).toEqual({ quokka: 2, wombat: 1, made: 3 });

    await steps.run(sql`UPDATE products SET name = 'HP Numbat Bag' WHERE slug = 'bag'`);
    await steps.run(sql`DELETE FROM products WHERE slug = 'mouse'`);
    expect(await counts()).toEqual({ quokka: 1, numbat: 1, made: 2 });
    const stale = await steps.rows(sql`SELECT word FROM search_lexicon
      EXCEPT SELECT word FROM ts_stat('SELECT search_vector FROM products') WHERE word ~ '^[[:alnum:]]+$'`);
    expect(stale).toEqual([]);
  });
});
