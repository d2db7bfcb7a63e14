import { INSURANCE_TYPES, LOAN_TYPES } from './application';
import { SERVICE_SLUGS } from './service-slugs';

export interface PublicPage {
  /** The page's address; a `:name` segment stands for any one segment ('/services/:slug'). */
  path: string;
  name: string;
  /** A pattern's values the sitemap lists, one page each. None for products: the sitemap adds them from the catalogue. */
  values?: readonly string[];
}

/**
 * The public pages: the same for every visitor, rendered on the server (apps/web's entry-server.tsx)
 * and listed in the sitemap (apps/api's seo module), and each visited without JavaScript by the
 * end-to-end test (e2e/specs/server-rendered.spec.ts). Account, checkout and admin pages, and the cart,
 * wishlist and compare (which live in the browser's storage), are not here: they render in the browser.
 */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/', name: 'Home' },
  { path: '/products', name: 'Products' },
  { path: '/products/:id', name: 'Product' },
  { path: '/services', name: 'Services' },
  { path: '/services/:slug', name: 'Service', values: SERVICE_SLUGS },
  { path: '/insurance', name: 'Insurance' },
  { path: '/insurance/:type', name: 'Insurance application', values: INSURANCE_TYPES },
  { path: '/loans', name: 'Loans' },
  { path: '/loan/:type', name: 'Loan application', values: LOAN_TYPES },
  { path: '/about', name: 'About' },
  { path: '/contact', name: 'Contact' },
  { path: '/support', name: 'Support' },
  { path: '/terms', name: 'Terms' },
  { path: '/privacy', name: 'Privacy' },
];

/** Every public page's address, a pattern's one per value, in the list's order: what the sitemap lists besides the products. */
export const PUBLIC_PAGE_PATHS: readonly string[] = PUBLIC_PAGES.flatMap(({ path, values }) =>
  path.includes(':') ? (values ?? []).map((value) => path.replace(/:\w+/, value)) : [path],
);

const PUBLIC_PAGE_PATTERNS = PUBLIC_PAGES.map(({ path }) => (path === '/' ? /^\/$/ : new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}/?$`)));

/** Whether `pathname` is a public page ('/products/' too, and a pattern's page for any value: an unknown one renders its 404). */
export function isPublicPage(pathname: string): boolean {
  return PUBLIC_PAGE_PATTERNS.some((pattern) => pattern.test(pathname));
}
