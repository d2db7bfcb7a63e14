import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { databaseOptionsFrom } from './db/options';
import { seedCatalogueIfNew } from './db/seed';

const SHUTDOWN_GRACE_MS = 10_000;

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
  const database = await openDatabase(databaseOptionsFrom(config, logger));
  await database.migrate();
  if (await seedCatalogueIfNew(database.db)) logger.info('seeded the catalogue into a new database');

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
