import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { openDatabase, pgliteDir } from './db/client';
import { databaseOptionsFrom } from './db/options';
import { seedCatalogueIfNew } from './db/seed';

const SHUTDOWN_GRACE_MS = 10_000;
/** Run with this flag, the server only creates, migrates and seeds its database, then exits. */
const PREPARE_FLAG = '--prepare-database';

async function prepareInChildProcess(): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, PREPARE_FLAG], { stdio: 'inherit', env: process.env });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`preparing the embedded database failed (exit code ${code})`);
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

  const logger = pino({ level: config.LOG_LEVEL });
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

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests
      app.log.info('HTTP server closed; closing the database');
      await database.close();
      app.log.info('shutdown complete');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((err) => {
  console.error('failed to start:', err);
  process.exit(1);
});
