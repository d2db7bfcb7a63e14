import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { homeJsBudget } from './build/home-js-budget.ts';
import { installableApp } from './build/pwa.ts';

/** Modules only the back office loads: its routes, features and components. */
const ADMIN_MODULE = /\/src\/(app\/routes|features|components)\/admin\//;

// `vite build` makes the browser's app (dist); `vite build --ssr src/entry-server.tsx` the server's
// renderer of the public pages (dist-server), which the API loads (plugins/page-renderer.ts).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [homeJsBudget({ homeRouteModule: 'src/app/routes/home.tsx', limitKb: 150 })]),
    // Manifest, service worker and offline page; not needed by the unit tests, which reuse this config.
    ...(process.env.VITEST || isSsrBuild ? [] : installableApp()),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/images': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      treeshake: {
        // @store/shared only declares constants, helpers and Zod schemas, but its package.json does not
        // say "sideEffects": false, so importing formatRupees would otherwise pull in all of Zod
        // (~25 kB gzip) through the schema module. The same holds for src/features: each is imported
        // through its index.ts, and without this a page would also load every module that entry
        // re-exports (Zod and other pages' forms and components: the home page went from 141 to 212 kB
        // gzip). So a feature module must not act on import (no listeners or globals set at module level).
        moduleSideEffects: (id) => !/\/packages\/shared\/|\/apps\/web\/src\/features\//.test(id.replaceAll('\\', '/')),
      },
      output: {
        // The back office's own chunks are named for it, so the service worker can leave them out of
        // what every shopper's phone downloads on a first visit (build/pwa.ts).
        // Modules in one chunk are loaded by the same pages, so a chunk of back-office modules and the
        // libraries only they use (a table library) is the back office's alone.
        chunkFileNames: (chunk) => {
          const ids = chunk.moduleIds.map((id) => id.replaceAll('\\', '/'));
          const admin = !isSsrBuild && ids.some((id) => ADMIN_MODULE.test(id)) && ids.every((id) => ADMIN_MODULE.test(id) || id.includes('/node_modules/'));
          return admin ? 'assets/admin-[name]-[hash].js' : 'assets/[name]-[hash].js';
        },
        codeSplitting: isSsrBuild
          ? undefined
          : {
              // React and the router change rarely: one long-cached chunk, named for what it is. Only
              // libraries every page needs belong here, or they would load on the home page too.
              groups: [{ name: 'react-vendor', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/ }],
            },
      },
    },
  },
}));
