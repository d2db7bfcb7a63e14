import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { openDatabase, pgliteDir } from './db/client';
import { databaseOptionsFrom } from './db/options';
import { seedCatalogueIfNew } from './seed/seed';
import { loadMallocTrim, trimWhenQuiet } from './lib/memory-trim';
import { LOG_SERIALIZERS } from './plugins/log-serializers';

/** How long after the deadline the watchdog kills a process whose exit itself hangs. */
const WATCHDOG_GRACE_MS = 1_000;
/** Run with this flag, the server only creates, migrates and seeds its database, then exits. */
const PREPARE_FLAG = '--prepare-database';

async function prepareInChildProcess(): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, PREPARE_FLAG], { stdio: 'inherit', env: process.env });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`preparing the embedded database failed (exit code ${code})`);
}

/**
 * Kills the process after `ms` from a thread of its own. The deadline below runs on the main thread,
 * which can be stuck for good: on exit pino flushes its buffered log lines to stdout synchronously,
 * and when stdout is a pipe that is full and never read, that write waits for ever (so does a broken
 * pipe: sonic-boom retries every failed write in flushSync, not only EAGAIN).
 */
function killAfter(ms: number): void {
  new Worker(`setTimeout(() => process.kill(process.pid, 'SIGKILL'), ${ms})`, { eval: true }).unref();
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const logger = pino({ level: config.LOG_LEVEL, serializers: LOG_SERIALIZERS });
  const databaseOptions = databaseOptionsFrom(config, logger);
  const preparing = process.argv.includes(PREPARE_FLAG);
  if (databaseOptions.kind === 'pglite' && !preparing && !existsSync(pgliteDir(databaseOptions.dataDir!))) {
    // Creating an embedded database (initdb) leaves PGlite's memory some 150 MB larger, for the
    // life of the process, than opening an existing one: a short-lived process creates it.
    await prepareInChildProcess();
  }
  const database = await openDatabase(databaseOptions);
  await database.migrate();
  if (await seedCatalogueIfNew(database.db)) logger.info('seeded the catalogue into a new database');
  if (preparing) {
    await database.close();
    return;
  }

  const app = await buildApp({ config, database, logger });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // First, before anything that could throw or hang (a log line to a parent that has gone, a close
    // that never returns): whatever happens below, the process is gone by the deadline.
    setTimeout(() => {
      say('error', 'shutdown deadline reached; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    killAfter(config.SHUTDOWN_TIMEOUT_MS + WATCHDOG_GRACE_MS);
    try {
      say('info', `${signal}: draining for ${config.SHUTDOWN_DRAIN_MS} ms, then shutting down`);
      app.startDraining(); // /api/health 503, every answer Connection: close
      // Still listening: requests already on their way (accepted by the kernel, not yet by us) get
      // answered instead of reset, while load balancers see the 503 and stop sending.
      await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
      await app.close(); // stops listening, finishes requests in progress, stops the job worker
      say('info', 'HTTP server closed; closing the database');
      await database.close();
      say('info', 'shutdown complete');
      process.exit(0);
    } catch (err) {
      say('error', `error during shutdown: ${(err as Error).message}`);
      process.exit(1);
    }
  };
  /** A log line that can never stop the shutdown (stdout may be a pipe whose reader has exited). */
  const say = (level: 'info' | 'error', message: string) => {
    try {
      app.log[level](message);
    } catch {
      /* nowhere to write */
    }
  };
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {}); // EPIPE once the parent is gone
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));

  await app.listen({ host: config.HOST, port: config.PORT });
  const trim = await loadMallocTrim();
  if (trim) trimWhenQuiet({ trim });
}

main().catch((err) => {
  console.error('failed to start:', err);
  process.exit(1);
});
