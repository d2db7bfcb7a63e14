import type { FastifyBaseLogger } from 'fastify';
import type { Listener } from '../../db/client';

/** How often the catalogue's version is read, whatever LISTEN says. */
export const VERSION_POLL_MS = 200;
/**
 * The cache is served only while a version read that started within this many milliseconds has
 * come back. Any write committed before that read started was seen by it, so no answer served is
 * older than a write by more than this: the bound the issue sets is 1 s.
 */
export const STALE_BOUND_MS = 800;

export interface CatalogueChanges {
  /** True while the process knows the catalogue's version recently enough to serve its cache. */
  isFresh(): boolean;
  stop(): Promise<void>;
}

/**
 * Watches for changes to products made by any process: NOTIFY catalogue_changed arrives within
 * milliseconds of a commit; polling the version is the fallback that also covers a LISTEN
 * connection that died silently, and the freshness bound covers a database that stopped answering.
 */
export async function watchCatalogueChanges(deps: {
  readVersion: () => Promise<number>;
  listen: (onNotify: () => void) => Promise<Listener>;
  onChange: () => void;
  logger: FastifyBaseLogger;
  pollMs?: number;
  staleBoundMs?: number;
  now?: () => number;
  /**
   * The database lives in this process (PGlite): no other process can write to it (its directory is
   * locked), and its notifications cannot be lost on the way, nor can it stop answering while the
   * process runs. Once LISTEN works, the version is read once and never polled (each poll ran about
   * 1 ms of WebAssembly on the event loop five times a second, a stall every request in flight waited
   * for); without LISTEN it is polled as on PostgreSQL.
   */
  inProcess?: boolean;
}): Promise<CatalogueChanges> {
  const { readVersion, onChange, logger, pollMs = VERSION_POLL_MS, staleBoundMs = STALE_BOUND_MS, now = Date.now, inProcess = false } = deps;
  let version: number | undefined;
  let confirmedAt = -Infinity;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let failing = false;
  /** Nothing to poll for: the database is in this process and its notifications reach us (set once LISTEN works). */
  let notifiedOnly = false;

  async function poll() {
    const startedAt = now();
    try {
      const current = await readVersion();
      if (version !== undefined && current !== version) onChange();
      version = current;
      confirmedAt = startedAt;
      if (failing) logger.info('catalogue version readable again; cache back in use');
      failing = false;
    } catch (err) {
      if (!failing) logger.warn(`catalogue version unreadable (${(err as Error).message}); cache bypassed until it is`);
      failing = true;
    }
  }

  async function loop() {
    await poll();
    if (!stopped && !(notifiedOnly && !failing)) timer = setTimeout(() => void loop(), pollMs).unref();
  }

  const listener = await deps.listen(onChange).catch((err: Error) => {
    logger.warn(`LISTEN catalogue_changed unavailable (${err.message}); polling alone`);
    return undefined;
  });
  notifiedOnly = inProcess && listener !== undefined;
  await loop();

  return {
    isFresh: () => (notifiedOnly && !failing) || now() - confirmedAt <= staleBoundMs,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await listener?.close();
    },
  };
}
