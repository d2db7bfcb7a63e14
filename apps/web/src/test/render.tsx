import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, type InitialEntry, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { AuthProvider } from '@/features/auth';
import { CartProvider } from '@/features/cart';

/** The app's providers around an <Outlet>, as RootLayout sets them up, without the chrome. */
function Providers() {
  return (
    <AuthProvider>
      <CartProvider>
        <Outlet />
      </CartProvider>
    </AuthProvider>
  );
}

export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/**
 * Renders `routes` in a memory router at `url`, inside the query client and the auth and cart
 * providers. `url` may be a location object, to start with navigation state. `router.state.location`
 * shows where the app went.
 */
export function renderRoutes(routes: RouteObject[], url: InitialEntry = '/', { withProviders = true } = {}) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(withProviders ? [{ element: <Providers />, children: routes }] : routes, {
    initialEntries: [url],
  });
  const user = userEvent.setup();
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient, user };
}

type Answer = { status?: number; body: unknown } | Response;
type Handler = (url: URL, init?: RequestInit) => Answer | Promise<Answer>;

/** Replaces window.fetch; `handler` answers each call from its URL (JSON, or a Response as it is). Returns the mock for assertions. */
export function stubFetch(handler: Handler) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const answer = await handler(url, init);
    if (answer instanceof Response) return answer;
    const { status = 200, body } = answer;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The URLs fetch was called with, as URL objects. */
export function fetchedUrls(mock: ReturnType<typeof stubFetch>): URL[] {
  return mock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
}
