import { describe, expect, it } from 'vitest';
import { metaDescription, productPageMeta } from './page-meta';

describe("a product page's title and description", () => {
  it('names the product, its brand and the shop, and keeps a short description as it is, on one line', () => {
    expect(productPageMeta({ name: 'IdeaPad Slim 3', brand: 'Lenovo', description: 'A light laptop.\n\nFor  work.' })).toEqual({
      title: 'IdeaPad Slim 3 — Lenovo | TechStore',
      description: 'A light laptop. For work.',
    });
  });

  it('cuts a long description at a word, within 160 characters, with an ellipsis', () => {
    const description = metaDescription('word '.repeat(60));
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^(word )+word…$/);
  });
});
