import { createRequire } from 'node:module';
import type { Redis as RedisClient } from 'ioredis';

/**
 * Counts events per key in fixed windows: login failures per account and per address, contact
 * messages per address. In Redis when REDIS_URL is set, so several processes share the counts;
 * in this process's memory otherwise (one process only).
 */
export interface RateLimiter {
  /** Events so far in the key's current window, and seconds until it ends. */
  peek(key: string): Promise<{ count: number; retryAfterSeconds: number }>;
  /** Records one event; the window starts with the first. Returns the new count. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; retryAfterSeconds: number }>;
  /** Takes back one event recorded by hit() (e.g. a login attempt that turned out right). */
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** `keyPrefix` keeps apart sites (or test runs) that share one Redis. */
export function createRateLimiter(redisUrl?: string, keyPrefix = 'techstore:'): RateLimiter {
  return redisUrl ? redisRateLimiter(redisUrl, `${keyPrefix}rate:`) : memoryRateLimiter();
}

function memoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const window = windows.get(key);
    if (window && window.endsAt <= Date.now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };
  const secondsLeft = (endsAt: number) => Math.max(1, Math.ceil((endsAt - Date.now()) / 1000));
  return {
    async peek(key) {
      const window = live(key);
      return window ? { count: window.count, retryAfterSeconds: secondsLeft(window.endsAt) } : { count: 0, retryAfterSeconds: 0 };
    },
    async hit(key, windowSeconds) {
      let window = live(key);
      if (!window) {
        window = { count: 0, endsAt: Date.now() + windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      if (windows.size > 100_000) for (const k of windows.keys()) live(k); // sweep expired windows
      return { count: window.count, retryAfterSeconds: secondsLeft(window.endsAt) };
    },
    async undo(key) {
      const window = live(key);
      if (window && window.count > 0) window.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {},
  };
}

const UNDO_SCRIPT = "if redis.call('exists', KEYS[1]) == 1 and tonumber(redis.call('get', KEYS[1])) > 0 then return redis.call('decr', KEYS[1]) end return 0";

function redisRateLimiter(url: string, prefix: string): RateLimiter {
  // Required here, not imported: a process without REDIS_URL does without ioredis (some 10 MB, issue 28).
  const { Redis } = createRequire(import.meta.url)('ioredis') as { Redis: typeof RedisClient };
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  return {
    async peek(key) {
      const [[, count], [, ttl]] = (await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec()) as [[unknown, string | null], [unknown, number]];
      return { count: Number(count ?? 0), retryAfterSeconds: ttl > 0 ? Math.ceil(ttl / 1000) : 0 };
    },
    async hit(key, windowSeconds) {
      // INCR then set the expiry only if the key has none: one atomic round trip, window from the first event.
      const [[, count], , [, ttl]] = (await redis
        .multi()
        .incr(prefix + key)
        .expire(prefix + key, windowSeconds, 'NX')
        .pttl(prefix + key)
        .exec()) as [[unknown, number], unknown, [unknown, number]];
      return { count, retryAfterSeconds: ttl > 0 ? Math.ceil(ttl / 1000) : windowSeconds };
    },
    async undo(key) {
      // Only a window that still exists: DECR on an expired key would make one without an expiry.
      await redis.eval(UNDO_SCRIPT, 1, prefix + key);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
