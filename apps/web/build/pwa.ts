import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { BUSINESS } from '../src/config/business.ts';
import { OFFLINE_PAGE, offlinePage } from './offline-page.ts';

const THEME_COLOUR = '#1d4ed8'; // brand-700, as index.html's theme-color

/**
 * The installable app (issue 5): the web app manifest and a Workbox service worker (sw.js) that
 *  - precaches the app shell (JS, CSS, icons, offline.html) so repeat visits start from the cache;
 *  - sends page navigations to the network, and answers with offline.html when there is none;
 *  - caches catalogue images (/images/products/*) for faster browsing;
 *  - never touches /api: no answer that may carry personal data is ever cached.
 * index.html is not precached: the server writes each page's own title and meta tags into it.
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
        globIgnores: ['registerSW.js'],
        navigateFallback: null,
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        inlineWorkboxRuntime: true,
        sourcemap: false,
        runtimeCaching: [
          {
            // Pages always come from the network (the server personalises their meta tags); offline, the offline page.
            urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: OFFLINE_PAGE } },
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
