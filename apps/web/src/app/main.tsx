// First: Zod reads this setting when the first form schema loads (see the module).
import '@/lib/zod-jitless';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
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
  // Each step in a task of its own: evaluating the modules, asking for the page's module (Vite adds a
  // preload link for each of its ~15 chunks, ~1.5 ms each), then making the router. One task doing
  // all three took 20-25 ms of a fast machine's CPU, 80-100 ms under Lighthouse's 4x slowdown.
  hydrate(queryClient, ssrData.queries);
  void nextTask()
    .then(() => loadMatchedRoutes(routes))
    .then(nextTask)
    .then(() => {
      const router = createBrowserRouter(routes, { hydrationData: ssrData.router });
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

/**
 * Resolves in a later task, letting the browser paint and handle input in between. A message, not a
 * timer: a page's faked clock (Playwright's) would never fire a timer.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
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
