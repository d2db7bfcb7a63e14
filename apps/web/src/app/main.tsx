// First: Zod reads this setting when the first form schema loads (see the module).
import '@/lib/zod-jitless';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { holdServerParts } from '@/components/layout/hydrate-when-seen';
import { HydrationGate } from '@/hooks/use-hydrated';
import { createQueryClient } from '@/lib/query-client';
import { routes } from './router';
import { SSR_DATA_ID, type SsrData } from './ssr-data';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const ssrData = readSsrData();

if (ssrData) {
  // A public page the server rendered (entry-server.tsx): its HTML is on screen already. React takes it
  // over with the same answers the server rendered it with, once the page's own module is here (a lazy
  // route still loading would render its fallback instead and not match the HTML).
  hydrate(queryClient, ssrData.queries);
  void loadMatchedRoutes(routes).then(() => {
    const router = createBrowserRouter(routes, { hydrationData: ssrData.router });
    holdServerParts();
    startTransition(() => {
      hydrateRoot(root, <HydrationGate>{app(router)}</HydrationGate>);
    });
  });
} else {
  // The first render as a transition: React renders the whole first page in slices and keeps the main
  // thread free between them, instead of one long task (Lighthouse mobile: home TBT ~300 ms → ~110 ms).
  const reactRoot = createRoot(root);
  const router = createBrowserRouter(routes);
  startTransition(() => {
    reactRoot.render(app(router));
  });
}

function app(router: ReturnType<typeof createBrowserRouter>) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
}

function readSsrData(): SsrData | undefined {
  const script = document.getElementById(SSR_DATA_ID);
  return script?.textContent ? (JSON.parse(script.textContent) as SsrData) : undefined;
}

/** Loads the lazy routes this address matches and makes them plain routes, as React Router's SSR guide does. */
async function loadMatchedRoutes(routeObjects: RouteObject[]) {
  const matches = matchRoutes(routeObjects, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
