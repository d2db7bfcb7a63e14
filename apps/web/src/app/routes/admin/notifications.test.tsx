import type { NotificationPage, NotificationsRead, ShopNotification } from '@store/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shopOwner, signIn } from '@/test/admin';
import { renderRoutes, stubFetch } from '@/test/render';
import { AdminNotificationsPage } from './notifications';

const order: ShopNotification = {
  _id: 'n1',
  kind: 'order-placed',
  title: 'Order #AB12CD34 placed: ₹80,000',
  text: 'Asha Verma paid online for 2 items.',
  target: { type: 'order', id: 'order-1' },
  createdAt: '2026-11-24T05:30:00.000Z',
  readAt: null,
  mailedAt: '2026-11-24T05:30:00.000Z',
};
const lowStock: ShopNotification = {
  ...order,
  _id: 'n2',
  kind: 'low-stock',
  title: 'Aurora Book 14 is running low: 5 left',
  text: 'A sale took it to its alert level of 5.',
  target: { type: 'product', id: 'product-1' },
  createdAt: '2026-11-23T05:30:00.000Z',
};
const message: ShopNotification = {
  ...order,
  _id: 'n3',
  kind: 'contact-message',
  title: 'Message from Meera Iyer (sales)',
  text: 'Is it in stock?',
  target: { type: 'message', id: 'message-1' },
  createdAt: '2026-11-22T05:30:00.000Z',
  readAt: '2026-11-22T06:00:00.000Z',
};

function renderNotifications(url = '/admin/notifications') {
  signIn(shopOwner);
  const posts: NotificationsRead[] = [];
  let notifications = [order, lowStock, message];
  stubFetch((requested, init) => {
    if (requested.pathname === '/api/auth/me') return { body: shopOwner };
    if (requested.pathname === '/api/admin/notifications') {
      const only = requested.searchParams.get('unread');
      const shown = only === null ? notifications : notifications.filter((n) => (n.readAt === null) === (only === 'true'));
      const unread = notifications.filter((n) => !n.readAt).length;
      const page: NotificationPage = { notifications: shown, total: shown.length, unread, totalPages: 1, page: 1 };
      return { body: page };
    }
    if (requested.pathname === '/api/admin/notifications/read' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as NotificationsRead;
      posts.push(body);
      const before = notifications.filter((n) => !n.readAt).length;
      notifications = notifications.map((n) => ('all' in body || body.ids.includes(n._id) ? { ...n, readAt: n.readAt ?? '2026-11-25T05:30:00.000Z' } : n));
      const unread = notifications.filter((n) => !n.readAt).length;
      return { body: { marked: before - unread, unread } };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
  return {
    ...renderRoutes(
      [
        { path: '/admin/notifications', element: <AdminNotificationsPage /> },
        { path: '/admin/orders/:id', element: <p>The order page</p> },
      ],
      url,
    ),
    posts,
  };
}

describe('AdminNotificationsPage', () => {
  it('lists the alerts newest first, unread ones marked, each linking to what it is about', async () => {
    renderNotifications();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'New order: Order #AB12CD34 placed: ₹80,000, unread',
      'Low stock: Aurora Book 14 is running low: 5 left, unread',
      'New message: Message from Meera Iyer (sales)',
    ]);
    expect(screen.getByText('2 unread of 3 in all')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: order.title })).toHaveAttribute('href', '/admin/orders/order-1');
    expect(within(items[1]!).getByRole('link', { name: lowStock.title })).toHaveAttribute('href', '/admin/products/product-1');
    expect(within(items[2]!).getByRole('link', { name: message.title })).toHaveAttribute('href', '/admin/messages?unread=true');
    expect(within(items[2]!).queryByRole('button', { name: 'Mark read' })).not.toBeInTheDocument();
  });

  it('marks one read, then all of them', async () => {
    const { user, posts } = renderNotifications();
    const low = await screen.findByRole('listitem', { name: /running low/ });
    await user.click(within(low).getByRole('button', { name: 'Mark read' }));
    await waitFor(() => expect(posts).toEqual([{ ids: ['n2'] }]));
    expect(await screen.findByText('1 unread of 3 in all')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(posts).toEqual([{ ids: ['n2'] }, { all: true }]));
    expect(await screen.findByText('0 unread of 3 in all')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Mark read' })).not.toBeInTheDocument();
  });

  it('opening an unread alert marks it read and goes to its page', async () => {
    const { user, posts } = renderNotifications();
    await user.click(await screen.findByRole('link', { name: order.title }));
    expect(await screen.findByText('The order page')).toBeInTheDocument();
    await waitFor(() => expect(posts).toEqual([{ ids: ['n1'] }]));
  });

  it('shows only the unread ones when asked, and says when there are none', async () => {
    renderNotifications('/admin/notifications?unread=false');
    expect(await screen.findByRole('listitem', { name: /Meera Iyer/ })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: /running low/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read' })).toHaveAttribute('aria-current', 'page');
  });
});
