import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env';
import type { DatabaseOptions } from './client';

/** DATABASE_URL selects PostgreSQL; otherwise the embedded PGlite under DATA_DIR. */
export function databaseOptionsFrom(config: Config, logger?: FastifyBaseLogger): DatabaseOptions {
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DB_POOL_SIZE, logger }
    : { kind: 'pglite', dataDir: config.DATA_DIR };
}
