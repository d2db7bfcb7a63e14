import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from '@/test/render';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { routes } from './router';

describe('routes', () => {
  it('shows a real not-found page, inside the layout, for an unknown path', async () => {
    stubFetch((url) => ({ body: url.pathname.endsWith('/featured/list') ? [] : { products: [], total: 0, totalPages: 0, page: 1 } }));
    const { user, router } = renderRoutes(routes, '/no/such/page', { withProviders: false });

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | TechStore'));

    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: /The right laptop/ })).toBeInTheDocument();
  });

  it('shows a friendly error inside the layout when a page throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
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
