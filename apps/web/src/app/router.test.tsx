import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, stubFetch } from '@/test/render';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { routes } from './router';
import { expectConsoleError } from '@/test/console';

describe('routes', () => {
  it('shows a real not-found page, inside the layout, for an unknown path', async () => {
    stubFetch((url) => ({ body: url.pathname.endsWith('/featured/list') ? [] : { products: [], total: 0, totalPages: 0, page: 1 } }));
    const { user, router } = renderRoutes(routes, '/no/such/page', { withProviders: false });

    // Each page is a lazy chunk: its first import, on a busy machine, can take longer than findBy's second.
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | TechStore'));

    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: /The right laptop/ }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows a friendly error inside the layout when a page throws', async () => {
    expectConsoleError(/boom/);
    function Broken(): never {
      throw new Error('boom');
    }
    renderRoutes(
      [{ path: '/', element: <RootLayout />, children: [{ errorElement: <RouteError />, children: [{ index: true, element: <Broken /> }] }] }],
      '/',
      { withProviders: false },
    );

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
