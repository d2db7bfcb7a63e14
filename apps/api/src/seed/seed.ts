import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { defaultHsn } from '@store/shared';
import { appState } from '../db/app-state';
import type { Database } from '../db/client';
import { createCatalogRepository, type NewProduct } from '../modules/catalog';
import { catalogueSeed, type SeedProduct } from './catalogue';
import { createFactories } from './factories';

const SEEDED_KEY = 'catalogue_seeded';

/** A stable UUID per slug, so a product keeps its address on every fresh database. */
export function productIdFromSlug(slug: string): string {
  const hex = createHash('sha1').update(`techstore:product:${slug}`).digest('hex');
  // Shape it as an RFC 4122 name-based (version 5) UUID.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const SEED_EPOCH = Date.UTC(2026, 0, 1);

export function toProductRow(item: SeedProduct, index: number): NewProduct {
  return {
    id: productIdFromSlug(item.slug),
    slug: item.slug,
    name: item.name,
    description: item.description,
    brand: item.brand,
    category: item.category,
    priceInclGst: item.priceInclGst,
    mrp: item.mrp,
    attributes: item.attributes,
    stock: item.stock,
    images: Array.from({ length: item.imageCount }, (_, n) => `/images/products/${item.slug}-${n + 1}.svg`),
    specifications: item.specifications,
    warranty: item.warranty,
    hsn: defaultHsn(item.category, item.name),
    featured: item.featured,
    // The catalogue lists newest first: the seed's first entries come first.
    createdAt: new Date(SEED_EPOCH - index * 60_000),
  };
}

export const seedProductRows = () => catalogueSeed.map(toProductRow);

/**
 * Seeds the catalogue once in the life of a database. The marker row is claimed first, so of
 * several processes starting together on one PostgreSQL exactly one inserts the products.
 */
export async function seedCatalogueIfNew(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appState)
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: appState.key });
    if (claimed.length === 0) return false;
    await createFactories(db).makeProducts(seedProductRows(), tx);
    // Planner statistics now, not whenever autovacuum (absent in PGlite) gets round to it.
    await createCatalogRepository(db).analyze(tx);
    return true;
  });
}

/** `npm run db:seed`: brings every seed product back to its seed values, adding missing ones. */
export async function reseedCatalogue(db: Database): Promise<number> {
  const rows = seedProductRows();
  await db.transaction(async (tx) => {
    await createCatalogRepository(db).upsertBySlug(rows, tx);
    await tx
      .insert(appState)
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoUpdate({ target: appState.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
  });
  return rows.length;
}
