import { describe, expect, it } from 'vitest';
import { isPublicPage, PUBLIC_PAGE_PATHS } from './public-pages';

describe('the public pages', () => {
  it("lists each page once, a pattern's page once per value, and no pattern itself", () => {
    expect(new Set(PUBLIC_PAGE_PATHS).size).toBe(PUBLIC_PAGE_PATHS.length);
    expect(PUBLIC_PAGE_PATHS).toContain('/services/cctv-installation');
    expect(PUBLIC_PAGE_PATHS).toContain('/loan/gold');
    expect(PUBLIC_PAGE_PATHS.filter((path) => path.includes(':'))).toEqual([]);
  });

  it('knows each of its pages, with or without a final slash, and a pattern for any value', () => {
    for (const path of PUBLIC_PAGE_PATHS) expect(isPublicPage(path), path).toBe(true);
    for (const path of ['/products/', '/products/any-id', '/services/unknown-service', '/insurance/boat/', '/loan/car'])
      expect(isPublicPage(path), path).toBe(true);
  });

  it('leaves account, checkout, admin and browser-storage pages, and deeper paths, to the browser', () => {
    for (const path of ['/cart', '/checkout', '/wishlist', '/compare', '/profile', '/orders', '/admin', '/login', '/products/a/b', '//', '/loan'])
      expect(isPublicPage(path), path).toBe(false);
  });
});
