import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

/** An answer kept ready to send: its bytes, their ETag, and compressed copies made on first demand. */
export interface CachedAnswer {
  contentType: string;
  body: Buffer;
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
  /** What the entry holds, compressed copies included: the LRU's measure. */
  bytes: number;
  /** Set once stored: counts bytes added later (a compressed copy) against the cache's bound. */
  grew?: (bytes: number) => void;
}

/** Below this a compressed copy saves less than its own headers (as @fastify/compress's threshold). */
const COMPRESS_THRESHOLD = 1024;
/** Approximate bytes a Map entry and its key take besides the bodies. */
const ENTRY_OVERHEAD = 200;
/** How many values keep() holds: the filter index and the latest searches' ranks (80 KB each at 10,000 products). */
export const KEPT_VALUES = 100;

export function answerOf(body: string, contentType = 'application/json; charset=utf-8'): CachedAnswer {
  const bytes = Buffer.from(body);
  // Weak: the same ETag stands for every encoding of these bytes.
  const etag = `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;
  return { contentType, body: bytes, etag, encoded: {}, bytes: bytes.length + etag.length + ENTRY_OVERHEAD };
}

export interface AnswerCache {
  /**
   * The cached answer for `key`, else `make()`'s, stored unless the catalogue changed while it was
   * made (it could then hold the old state). Concurrent misses of one key share one `make()`.
   */
  get(key: string, make: () => Promise<CachedAnswer | undefined>): Promise<CachedAnswer | undefined>;
  /**
   * A value made from the catalogue for this process's own use (the filter index, a search's ranks),
   * kept until the catalogue changes, the last KEPT_VALUES used; undefined when the cache is off or
   * cannot vouch for the catalogue's version, so the caller reads the database instead.
   */
  keep<T>(key: string, make: () => Promise<T>): Promise<T> | undefined;
  /** Drops everything, and every answer still being made. */
  clear(): void;
  stats(): { entries: number; bytes: number; maxBytes: number };
}

/**
 * Answers kept in this process's memory, least recently used first out once they take more than
 * `maxBytes` (0 turns the cache off). Served only while `isFresh()` says the process has confirmed
 * the catalogue's version recently enough (catalog.changes.ts); otherwise every read is made anew.
 */
export function createAnswerCache({ maxBytes, isFresh }: { maxBytes: number; isFresh: () => boolean }): AnswerCache {
  const entries = new Map<string, CachedAnswer>();
  const making = new Map<string, Promise<CachedAnswer | undefined>>();
  const kept = new Map<string, Promise<unknown>>();
  let bytes = 0;
  let generation = 0;

  function evict() {
    for (const [key, entry] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(key);
      bytes -= entry.bytes + key.length;
    }
  }

  function store(key: string, entry: CachedAnswer) {
    const previous = entries.get(key);
    if (previous) {
      entries.delete(key);
      bytes -= previous.bytes + key.length;
    }
    if (entry.bytes + key.length > maxBytes) return;
    entry.grew = (added) => {
      if (entries.get(key) !== entry) return;
      bytes += added;
      evict();
    };
    entries.set(key, entry);
    bytes += entry.bytes + key.length;
    evict();
  }

  return {
    async get(key, make) {
      if (maxBytes === 0 || !isFresh()) return make();
      const hit = entries.get(key);
      if (hit) {
        // Most recently used goes last; eviction takes from the front.
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const pending = making.get(key);
      if (pending) return pending;
      const startedIn = generation;
      const made = make().finally(() => {
        if (making.get(key) === made) making.delete(key);
      });
      making.set(key, made);
      const answer = await made;
      if (answer && generation === startedIn) store(key, answer);
      return answer;
    },

    keep<T>(key: string, make: () => Promise<T>): Promise<T> | undefined {
      if (maxBytes === 0 || !isFresh()) return undefined;
      const hit = kept.get(key) as Promise<T> | undefined;
      if (hit) {
        kept.delete(key);
        kept.set(key, hit);
        return hit;
      }
      const startedIn = generation;
      const made = make();
      kept.set(key, made);
      // Least recently used first out.
      if (kept.size > KEPT_VALUES) kept.delete(kept.keys().next().value!);
      // Made while the catalogue changed, or failed: not kept for the next caller.
      made.then(
        () => generation === startedIn || kept.get(key) !== made || kept.delete(key),
        () => kept.get(key) === made && kept.delete(key),
      );
      return made;
    },

    clear() {
      generation++;
      kept.clear();
      entries.clear();
      making.clear();
      bytes = 0;
    },

    stats: () => ({ entries: entries.size, bytes, maxBytes }),
  };
}

/** The encoding to send in, from Accept-Encoding: brotli first, then gzip; none if neither is accepted. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

function encode(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
      })
    : gzipSync(body, { level: 6 });
}

const etagMatches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined &&
  ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate === etag || `W/${candidate}` === etag;
  });

/**
 * Sends a kept answer: 304 when the client already holds these bytes, else the body in the best
 * encoding the client accepts (compressed once, then kept with the entry).
 */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  // no-cache: browsers keep the answer but ask each time; a 304 then costs no body.
  reply.headers({ etag: answer.etag, 'cache-control': 'no-cache', vary: 'accept-encoding' });
  if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.header('content-type', answer.contentType);
  const encoding = answer.body.length >= COMPRESS_THRESHOLD ? preferredEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(answer.body);
  let encoded = answer.encoded[encoding];
  if (!encoded) {
    encoded = encode(answer.body, encoding);
    answer.encoded[encoding] = encoded;
    answer.bytes += encoded.length;
    answer.grew?.(encoded.length);
  }
  return reply.header('content-encoding', encoding).send(encoded);
}
