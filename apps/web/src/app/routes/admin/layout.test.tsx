import type { NotificationPage, User } from '@store/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shopOwner, signIn } from '@/test/admin';
import { fetchedUrls, renderRoutes, stubFetch } from '@/test/render';
import { AdminLayout } from './layout';

const customer: User = { ...shopOwner, _id: 'u1', name: 'Priya Sharma', email: 'priya@example.in', role: 'customer' };

function renderAdmin(user: User | null, unread = 0) {
  if (user) signIn(user);
  const fetchMock = stubFetch((url) => {
    if (url.pathname === '/api/auth/me' && user) return { body: user };
    if (url.pathname === '/api/admin/notifications' && user?.role === 'admin') {
      const page: NotificationPage = { notifications: [], total: unread, unread, totalPages: 1, page: 1 };
      return { body: page };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
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
    const { fetchMock } = renderAdmin(customer);
    expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeInTheDocument();
    expect(screen.queryByText('The orders page')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();
    expect(fetchedUrls(fetchMock).some((url) => url.pathname.startsWith('/api/admin/'))).toBe(false);
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
      ['Grievances', '/admin/grievances'],
      ['Notifications', '/admin/notifications'],
      ['Returns', '/admin/returns'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('shows how many notifications are unread on their tab, and nothing when none are', async () => {
    renderAdmin(shopOwner, 3);
    const tab = await screen.findByRole('link', { name: 'Notifications 3 unread' });
    expect(tab).toHaveAttribute('href', '/admin/notifications');
    expect(within(tab).getByTestId('unread-notifications')).toHaveTextContent('3');
  });

  it('shows no badge while nothing is unread', async () => {
    const { fetchMock } = renderAdmin(shopOwner, 0);
    await waitFor(() => expect(fetchedUrls(fetchMock).map((url) => `${url.pathname}${url.search}`)).toContain('/api/admin/notifications?unread=true'));
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-notifications')).not.toBeInTheDocument();
  });
});
