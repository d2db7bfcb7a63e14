import type { Dashboard } from '@store/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shopOwner, signIn } from '@/test/admin';
import { makeAttentionItem } from '@/test/attention-fixtures';
import { renderRoutes, stubFetch } from '@/test/render';
import { AdminDashboardPage } from './dashboard';

const dashboard: Dashboard = {
  today: { orders: 3, revenue: 154_338 },
  month: { orders: 41, revenue: 21_45_600 },
  awaitingShipment: 5,
  returnsAwaitingAction: 2,
  openApplications: 2,
  unreadMessages: 1,
  lowStock: [
    { _id: 'p-out', name: 'Dell Inspiron 15', stock: 0 },
    { _id: 'p-low', name: 'Logitech MX Master 3S', stock: 4 },
  ],
};

type Answer = { status?: number; body: unknown };

function renderDashboard(answer: Answer, attention: Answer = { body: { items: [] } }) {
  signIn(shopOwner);
  stubFetch((url) => {
    if (url.pathname === '/api/auth/me') return { body: shopOwner };
    if (url.pathname === '/api/admin/dashboard') return answer;
    if (url.pathname === '/api/admin/payments/attention') return attention;
    return { status: 404, body: { message: 'Not found' } };
  });
  return renderRoutes([{ path: '/admin', element: <AdminDashboardPage /> }], '/admin');
}

describe('AdminDashboardPage', () => {
  it("shows the day's and month's takings in rupees, the queues and what is running out", async () => {
    renderDashboard({ body: dashboard });
    expect(await screen.findByText('₹1,54,338')).toBeInTheDocument();
    expect(screen.getByText('3 orders')).toBeInTheDocument();
    expect(screen.getByText('₹21,45,600')).toBeInTheDocument();
    expect(screen.getByText('41 orders')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: /5\s*Orders to ship/ })).toHaveAttribute('href', '/admin/orders');
    expect(screen.getByRole('link', { name: /2\s*Returns waiting/ })).toHaveAttribute('href', '/admin/returns');
    expect(screen.getByRole('link', { name: /2\s*Open applications/ })).toHaveAttribute('href', '/admin/applications');
    expect(screen.getByRole('link', { name: /1\s*Unread messages/ })).toHaveAttribute('href', '/admin/messages?unread=true');

    const out = screen.getByRole('link', { name: /Dell Inspiron 15/ });
    expect(out).toHaveAttribute('href', '/admin/products/p-out');
    expect(within(out).getByText('Out of stock')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Logitech/ })).getByText('4 left')).toBeInTheDocument();
  });

  it('puts what waits to be done first: orders to ship and returns, before the sales', async () => {
    renderDashboard({ body: dashboard });
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent);
    expect(headings).toEqual(['Waiting for you', 'Sales', 'Low on stock']);
    const queues = within(screen.getByRole('list', { name: 'Waiting for you' })).getAllByRole('link');
    expect(queues.slice(0, 2).map((link) => link.textContent)).toEqual(['5Orders to ship', '2Returns waiting']);
  });

  it('shows money kept with its paise when a refund left some', async () => {
    renderDashboard({ body: { ...dashboard, today: { orders: 2, revenue: 51_500.5 } } });
    expect(await screen.findByText('₹51,500.50')).toBeInTheDocument();
    expect(screen.getByText(/less what was refunded/)).toBeInTheDocument();
  });

  it("counts the payments needing attention, from the Payments page's list, as a link to it", async () => {
    renderDashboard({ body: dashboard }, { body: { items: [makeAttentionItem(), makeAttentionItem({ kind: 'refund-failed', actions: ['retry-refund'] })] } });
    const payments = await screen.findByRole('link', { name: /2\s*Payments needing attention/ });
    expect(payments).toHaveAttribute('href', '/admin/payments');
  });

  it('still shows the dashboard when the payments list fails, the count marked as not known', async () => {
    renderDashboard({ body: dashboard }, { status: 500, body: { message: 'Internal Server Error' } });
    expect(await screen.findByText('₹1,54,338')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: /Not known\s*Payments needing attention/ })).toHaveAttribute('href', '/admin/payments'));
  });

  it('says so when nothing is low on stock', async () => {
    renderDashboard({ body: { ...dashboard, lowStock: [] } });
    expect(await screen.findByText('Every product has more than 5 in stock.')).toBeInTheDocument();
  });

  it('says the dashboard could not be loaded when the server fails', async () => {
    renderDashboard({ status: 500, body: { message: 'Internal Server Error' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The dashboard could not be loaded');
  });
});
