import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter';

describe('in-memory rate limiter', () => {
  it('counts within a window and reports when it ends', async () => {
    const limiter = createRateLimiter();
    expect(await limiter.peek('k')).toEqual({ count: 0, retryAfterSeconds: 0 });
    await limiter.hit('k', 60);
    const second = await limiter.hit('k', 60);
    expect(second.count).toBe(2);
    expect(second.retryAfterSeconds).toBeGreaterThan(55);
    await limiter.reset('k');
    expect((await limiter.peek('k')).count).toBe(0);
  });
});

// Several server processes must share one count: that is what REDIS_URL is for.
describe.skipIf(!process.env.REDIS_URL)('Redis rate limiter', () => {
  it('shares counts between processes', async () => {
    const a = createRateLimiter(process.env.REDIS_URL);
    const b = createRateLimiter(process.env.REDIS_URL);
    const key = `test:${randomUUID()}`;
    try {
      for (let i = 0; i < 5; i++) await a.hit(key, 60);
      for (let i = 0; i < 5; i++) await b.hit(key, 60);
      const seen = await a.peek(key);
      expect(seen.count).toBe(10);
      expect(seen.retryAfterSeconds).toBeGreaterThan(55);
      await b.reset(key);
      expect((await a.peek(key)).count).toBe(0);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
