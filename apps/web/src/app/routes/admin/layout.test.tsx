import type { User } from '@store/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shopOwner, signIn } from '@/test/admin';
import { renderRoutes, stubFetch } from '@/test/render';
import { AdminLayout } from './layout';

const customer: User = { ...shopOwner, _id: 'u1', name: 'Priya Sharma', email: 'priya@example.in', role: 'customer' };

function renderAdmin(user: User | null) {
  if (user) signIn(user);
  const fetchMock = stubFetch((url) => (url.pathname === '/api/auth/me' && user ? { body: user } : { status: 404, body: { message: 'Not found' } }));
  const rendered = renderRoutes(
    [{ path: '/admin', element: <AdminLayout />, children: [{ path: 'orders', element: <p>The orders page</p> }] }],
    '/admin/orders?status=shipped',
  );
  return { ...rendered, fetchMock };
}

describe('AdminLayout', () => {
  it('asks a guest to log in and come back to the same admin page', () => {
    renderAdmin(null);
    expect(screen.getByRole('heading', { name: 'Please Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?redirect=/admin/orders%3Fstatus%3Dshipped');
    expect(screen.queryByText('The orders page')).not.toBeInTheDocument();
  });

  it('tells a customer the console is for admins, without showing it', async () => {
    renderAdmin(customer);
    expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeInTheDocument();
    expect(screen.queryByText('The orders page')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();
  });

  it('shows an admin the sections, the current one marked, and the page', async () => {
    renderAdmin(shopOwner);
    expect(await screen.findByText('The orders page')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    for (const [name, href] of [
      ['Dashboard', '/admin'],
      ['Payments', '/admin/payments'],
      ['Products', '/admin/products'],
      ['Applications', '/admin/applications'],
      ['Reviews', '/admin/reviews'],
      ['Messages', '/admin/messages'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });
});
