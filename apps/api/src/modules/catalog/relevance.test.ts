import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListResponse } from '@store/shared';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { RELEVANCE_SET } from './relevance-set';

/** The relevance set (relevance-set.ts) against the seeded catalogue: a ranking regression fails here. Both databases. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the relevance set', () => {
  it('holds at least 40 queries of every kind', () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(40);
    expect(new Set(RELEVANCE_SET.map((entry) => entry.kind)).size).toBe(9);
  });

  it.each(RELEVANCE_SET.map((entry) => [entry.query, entry] as const))('%s', async (query, entry) => {
    const res = await t.app.inject({ url: `/api/products?limit=20&search=${encodeURIComponent(query)}` });
    expect(res.statusCode).toBe(200);
    const names = res.json<ProductListResponse>().products.map((p) => p.name);
    if (entry.none) return expect(names).toEqual([]);
    if (entry.first) expect(names[0], names.join(' | ')).toBe(entry.first);
    if (entry.top) {
      const within = names.slice(0, entry.within ?? entry.top.length);
      for (const name of entry.top) expect(within, `${name} in ${within.join(' | ')}`).toContain(name);
    }
  });
});
