import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { BUSINESS } from '../src/config/business.ts';
import { OFFLINE_PAGE, offlinePage } from './offline-page.ts';

const THEME_COLOUR = '#1d4ed8'; // brand-700, as index.html's theme-color

/** A network slower than this gives the copy kept of a page or product, where there is one (mobile data in a lift). */
const NAVIGATION_TIMEOUT_S = 4;
const DAY_S = 24 * 60 * 60;

/**
 * The installable app (issue 5): the web app manifest and a Workbox service worker (sw.js) that
 *  - precaches the app shell (JS, CSS, icons, offline.html) so repeat visits start from the cache;
 *  - sends page navigations to the network first, keeping each page visited; offline (or on a network
 *    too slow to answer in NAVIGATION_TIMEOUT_S) a visited page comes from that cache, and a page never
 *    visited gets offline.html (issue 27);
 *  - keeps the catalogue's public answers (product list, featured, one product) the same way, so a
 *    product seen before shows offline, under the layout's offline banner;
 *  - caches catalogue images (/images/products/*) for faster browsing;
 *  - keeps no other /api answer: reviews carry the viewer's votes, and the rest personal data.
 * index.html is not precached: the server writes each page's own title and meta tags into it, so each
 * page is kept under its own address. The page itself holds no personal data (the session lives in
 * local storage and every personal thing comes from /api), so keeping it is safe on a shared device.
 */
export function installableApp(): PluginOption[] {
  return [
    offlinePage(),
    VitePWA({
      registerType: 'autoUpdate',
      // A small /registerSW.js loaded by index.html, outside the home route's JS budget.
      injectRegister: 'script-defer',
      // The glob below already takes every icon and the manifest; listing them again would duplicate entries.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: BUSINESS.name,
        short_name: BUSINESS.name,
        description: 'Laptops, accessories and IT services in Pune: repairs, CCTV, Google Workspace, digital marketing, insurance and loans.',
        lang: 'en-IN',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: THEME_COLOUR,
        background_color: '#ffffff',
        categories: ['shopping', 'business'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          { name: 'Products', url: '/products', description: 'Browse laptops and accessories' },
          { name: 'Services', url: '/services', description: 'Repairs, CCTV, Google Workspace and marketing' },
          { name: 'Contact', url: '/contact', description: 'Call, write or visit us' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,svg,png}', OFFLINE_PAGE], // the plugin adds the manifest itself
        // What a shopper's phone downloads once installed: not the back office's chunks (184 kB, loaded
        // from the network by the few who use it) nor the large install icons (the browser fetches
        // those itself when the app is installed).
        globIgnores: ['registerSW.js', 'assets/admin-*.js', 'icons/icon-512.png', 'icons/icon-maskable-512.png'],
        navigateFallback: null,
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        inlineWorkboxRuntime: true,
        sourcemap: false,
        runtimeCaching: [
          {
            // Pages from the network (the server writes their meta tags), kept as visited; offline, the
            // kept copy, else the offline page. The sandboxes' pages are test tools, never kept; nor is an
            // upload opened in its own tab (a return's photo is the customer's, not for a shared device).
            urlPattern: ({ request, url }) => request.mode === 'navigate' && !/^\/(api|sandbox|uploads)\//.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pages',
              networkTimeoutSeconds: NAVIGATION_TIMEOUT_S,
              expiration: { maxEntries: 60, maxAgeSeconds: 30 * DAY_S },
              cacheableResponse: { statuses: [200] },
              precacheFallback: { fallbackURL: OFFLINE_PAGE },
            },
          },
          {
            // The catalogue's public answers, the same for every viewer: the list, featured, one product.
            // (Written inside: Workbox copies these functions into sw.js as text, without what they close over.)
            urlPattern: ({ request, url, sameOrigin }) =>
              sameOrigin && request.method === 'GET' && /^\/api\/products(\/featured\/list|\/[0-9a-f-]{36})?$/i.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'catalogue-api',
              networkTimeoutSeconds: NAVIGATION_TIMEOUT_S,
              expiration: { maxEntries: 100, maxAgeSeconds: 7 * DAY_S },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/images/products/'),
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'product-images',
              expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ];
}
