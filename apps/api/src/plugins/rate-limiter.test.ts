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

  it('takes back one event, never below zero and never for a window that ended', async () => {
    const limiter = createRateLimiter();
    await limiter.hit('u', 60);
    await limiter.hit('u', 60);
    await limiter.undo('u');
    expect((await limiter.peek('u')).count).toBe(1);
    await limiter.undo('u');
    await limiter.undo('u');
    expect((await limiter.peek('u')).count).toBe(0);
    await limiter.undo('never-hit');
    expect((await limiter.hit('never-hit', 60)).count).toBe(1);
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
      await b.undo(key);
      expect((await a.peek(key)).count).toBe(9);
      await b.reset(key);
      expect((await a.peek(key)).count).toBe(0);
      // Undoing where no window is left makes none (a key with no expiry would block for ever).
      await a.undo(key);
      expect(await a.peek(key)).toEqual({ count: 0, retryAfterSeconds: 0 });
    } finally {
      await a.close();
      await b.close();
    }
  });
});
