import { SHOP } from './business';
import type { Product } from './product';

/** What a search result or a link preview shows of a page: Google cuts a description at about 160 characters. */
const DESCRIPTION_LIMIT = 160;

/** A page's title and description, as its head carries them. */
export interface PageText {
  title: string;
  description: string;
}

/** Text on one line, cut at a word before `limit` characters with an ellipsis. */
export function metaDescription(text: string, limit = DESCRIPTION_LIMIT): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= limit ? clean : `${clean.slice(0, limit - 1).replace(/\s+\S*$/, '')}…`;
}

/**
 * A product page's title and description, the same in the HTML the server sends (with the product's
 * fuller meta, apps/api's seo module) and in the browser's head once the page has loaded (usePageMeta).
 */
export function productPageMeta(product: Pick<Product, 'name' | 'brand' | 'description'>): PageText {
  return { title: `${product.name} — ${product.brand} | ${SHOP.name}`, description: metaDescription(product.description) };
}
