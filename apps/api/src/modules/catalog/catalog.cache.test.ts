import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { answerOf, createAnswerCache, preferredEncoding, type CachedAnswer } from './catalog.cache';
import { watchCatalogueChanges } from './catalog.changes';

const logger = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the answer cache', () => {
  it('makes an answer once, then serves it', async () => {
    const cache = createAnswerCache({ maxBytes: 1 << 20, isFresh: () => true });
    let made = 0;
    const make = async () => answerOf(`{"n":${++made}}`);
    const first = await cache.get('k', make);
    const second = await cache.get('k', make);
    expect(second).toBe(first);
    expect(made).toBe(1);
  });

  it('lets concurrent misses of one key share one make', async () => {
    const cache = createAnswerCache({ maxBytes: 1 << 20, isFresh: () => true });
    let made = 0;
    const make = async () => {
      made++;
      await sleep(20);
      return answerOf('{}');
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', make)));
    expect(made).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('does not keep an answer made while the catalogue changed: it may hold the old state', async () => {
    const cache = createAnswerCache({ maxBytes: 1 << 20, isFresh: () => true });
    let release!: () => void;
    const slow = cache.get('k', async () => {
      await new Promise<void>((r) => (release = r));
      return answerOf('"old"');
    });
    await sleep(5);
    cache.clear(); // a write committed while the read was under way
    release();
    expect((await slow)!.body.toString()).toBe('"old"'); // its caller gets it (it started before the write)…
    expect((await cache.get('k', async () => answerOf('"new"')))!.body.toString()).toBe('"new"'); // …nobody after
  });

  it('keeps within its bytes, dropping the least recently used first', async () => {
    const size = answerOf('x'.repeat(1000)).bytes + 2; // + the key's length
    const cache = createAnswerCache({ maxBytes: size * 3, isFresh: () => true });
    const make = (key: string) => async () => answerOf(key.repeat(1000));
    for (const key of ['a', 'b', 'c']) await cache.get(key, make(key));
    await cache.get('a', make('a')); // a is now the most recently used
    await cache.get('d', make('d')); // so b goes
    expect(cache.stats().entries).toBe(3);
    expect(cache.stats().bytes).toBeLessThanOrEqual(size * 3);
    let remade = '';
    const track = (key: string) => async () => {
      remade += key;
      return answerOf(key.repeat(1000));
    };
    for (const key of ['a', 'c', 'd', 'b']) await cache.get(key, track(key));
    expect(remade).toBe('b');
  });

  it('counts compressed copies added later against its bound', async () => {
    const cache = createAnswerCache({ maxBytes: 1 << 20, isFresh: () => true });
    const answer = (await cache.get('k', async () => answerOf('y'.repeat(5000))))!;
    const before = cache.stats().bytes;
    answer.grew?.(300);
    expect(cache.stats().bytes).toBe(before + 300);
  });

  it('serves nothing kept while freshness is not confirmed, and keeps nothing when its size is 0', async () => {
    let fresh = true;
    const cache = createAnswerCache({ maxBytes: 1 << 20, isFresh: () => fresh });
    await cache.get('k', async () => answerOf('1'));
    fresh = false;
    expect((await cache.get('k', async () => answerOf('2')))!.body.toString()).toBe('2');
    const off = createAnswerCache({ maxBytes: 0, isFresh: () => true });
    let made = 0;
    for (let i = 0; i < 3; i++) await off.get('k', async () => answerOf(String(++made)));
    expect(made).toBe(3);
  });

  it('gives every distinct body its own weak ETag', () => {
    const one: CachedAnswer = answerOf('{"a":1}');
    expect(one.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(answerOf('{"a":1}').etag).toBe(one.etag);
    expect(answerOf('{"a":2}').etag).not.toBe(one.etag);
  });
});

describe('choosing an encoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', undefined],
    ['*', 'gzip'],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('watching for catalogue changes', () => {
  const deadListener = async () => ({ close: async () => {} });

  it('notices a new version by polling alone when notifications never come', async () => {
    let version = 1;
    let changes = 0;
    const watch = await watchCatalogueChanges({
      readVersion: async () => version,
      listen: deadListener,
      onChange: () => changes++,
      logger,
      pollMs: 20,
      staleBoundMs: 80,
    });
    try {
      expect(watch.isFresh()).toBe(true);
      version = 2;
      await expect.poll(() => changes, { timeout: 500, interval: 5 }).toBe(1);
    } finally {
      await watch.stop();
    }
  });

  it('stops vouching for the cache once the version cannot be read, and vouches again when it can', async () => {
    let reachable = true;
    const watch = await watchCatalogueChanges({
      readVersion: async () => {
        if (!reachable) throw new Error('connection refused');
        return 1;
      },
      listen: deadListener,
      onChange: () => {},
      logger,
      pollMs: 20,
      staleBoundMs: 80,
    });
    try {
      expect(watch.isFresh()).toBe(true);
      reachable = false;
      await sleep(120);
      expect(watch.isFresh()).toBe(false);
      reachable = true;
      await expect.poll(() => watch.isFresh(), { timeout: 500, interval: 5 }).toBe(true);
    } finally {
      await watch.stop();
    }
  });

  it('with the database in this process, reads the version once, never polls, and still clears on each notification', async () => {
    let reads = 0;
    let notify!: () => void;
    let changes = 0;
    const watch = await watchCatalogueChanges({
      readVersion: async () => ++reads,
      listen: async (onNotify) => {
        notify = onNotify;
        return { close: async () => {} };
      },
      onChange: () => changes++,
      logger,
      pollMs: 5,
      staleBoundMs: 20,
      inProcess: true,
    });
    try {
      await sleep(60);
      expect(reads).toBe(1);
      expect(watch.isFresh()).toBe(true);
      notify();
      expect(changes).toBe(1);
    } finally {
      await watch.stop();
    }
  });

  it('with the database in this process, polls until the version is first read, then stops', async () => {
    let reads = 0;
    const watch = await watchCatalogueChanges({
      readVersion: async () => {
        if (++reads < 3) throw new Error('not ready');
        return 1;
      },
      listen: deadListener,
      onChange: () => {},
      logger,
      pollMs: 5,
      staleBoundMs: 20,
      inProcess: true,
    });
    try {
      expect(watch.isFresh()).toBe(false);
      await expect.poll(() => watch.isFresh(), { timeout: 500, interval: 5 }).toBe(true);
      await sleep(40);
      expect(reads).toBe(3);
    } finally {
      await watch.stop();
    }
  });

  it('with the database in this process but LISTEN refused, keeps polling', async () => {
    let reads = 0;
    const watch = await watchCatalogueChanges({
      readVersion: async () => ++reads,
      listen: async () => {
        throw new Error('LISTEN not supported');
      },
      onChange: () => {},
      logger,
      pollMs: 5,
      staleBoundMs: 1_000,
      inProcess: true,
    });
    try {
      await expect.poll(() => reads, { timeout: 500, interval: 5 }).toBeGreaterThan(3);
    } finally {
      await watch.stop();
    }
  });

  it('clears at once on a notification', async () => {
    let notify!: () => void;
    let changes = 0;
    const watch = await watchCatalogueChanges({
      readVersion: async () => 1,
      listen: async (onNotify) => {
        notify = onNotify;
        return { close: async () => {} };
      },
      onChange: () => changes++,
      logger,
      pollMs: 10_000,
    });
    try {
      notify();
      expect(changes).toBe(1);
    } finally {
      await watch.stop();
    }
  });
});
