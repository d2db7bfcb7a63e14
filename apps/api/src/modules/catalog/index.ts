import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import type { DatabaseHandle } from '../../db/client';
import { bindRoutes } from '../../lib/app-module';
import type { FileStore } from '../../plugins/file-store';
import { createAnswerCache } from './catalog.cache';
import { watchCatalogueChanges } from './catalog.changes';
import { createCatalogRepository } from './catalog.repository';
import { catalogRoutes } from './catalog.routes';
import { createCatalogService } from './catalog.service';

/** The catalogue's public entry: its service (products, stock inside the caller's transaction), answers, pictures and the product names read model. */
export { sendAnswer } from './catalog.cache';
export type { PackingFacts, ProductExportRow, ProductForSale, StockChange } from './catalog.repository';
export type { CatalogService, ProductInUse } from './catalog.service';
export { IMAGE_MESSAGES, ImageRejected, removeUploadedImage, storeUploadedImage, uploadedImageKeys } from './product-images';
export { productNames } from './product-names';
/** For the seed and the test factories, which write products as this module does. */
export { createCatalogRepository, type NewProduct } from './catalog.repository';

/**
 * The catalogue module: products and their stock, answered from this process's cache of ready
 * answers, emptied when any process changes a product (its `stop` ends the watch on those changes).
 */
export async function createCatalogModule({
  database,
  config,
  files,
  logger,
  ...deps
}: {
  database: DatabaseHandle;
  config: Config;
  files: FileStore;
  logger: FastifyBaseLogger;
} & Omit<Parameters<typeof createCatalogService>[0], 'db' | 'repository' | 'cache' | 'verify'>) {
  const cacheMaxBytes = config.CATALOG_CACHE_MAX_BYTES;
  const { db } = database;
  const repository = createCatalogRepository(db);
  const cache = createAnswerCache({ maxBytes: cacheMaxBytes, isFresh: () => changes.isFresh() });
  const changes = await watchCatalogueChanges({
    readVersion: () => repository.version(),
    listen: (onNotify) => database.listen('catalogue_changed', onNotify),
    onChange: () => cache.clear(),
    logger,
    inProcess: database.kind === 'pglite',
  });
  // Every answer is checked against its response schema as it is made, everywhere but production.
  const catalog = createCatalogService({ ...deps, db, repository, cache, verify: config.NODE_ENV !== 'production' });
  return { catalog, routes: bindRoutes(catalogRoutes, { catalog, files }), stop: () => changes.stop() };
}
