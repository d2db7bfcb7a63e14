import type { Dashboard } from '@store/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shopOwner, signIn } from '@/test/admin';
import { renderRoutes, stubFetch } from '@/test/render';
import { AdminDashboardPage } from './dashboard';

const dashboard: Dashboard = {
  today: { orders: 3, revenue: 154_338 },
  month: { orders: 41, revenue: 21_45_600 },
  awaitingShipment: 5,
  openApplications: 2,
  unreadMessages: 1,
  lowStock: [
    { _id: 'p-out', name: 'Dell Inspiron 15', stock: 0 },
    { _id: 'p-low', name: 'Logitech MX Master 3S', stock: 4 },
  ],
};

function renderDashboard(answer: { status?: number; body: unknown }) {
  signIn(shopOwner);
  stubFetch((url) => (url.pathname === '/api/auth/me' ? { body: shopOwner } : url.pathname === '/api/admin/dashboard' ? answer : { status: 404, body: { message: 'Not found' } }));
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
    expect(screen.getByRole('link', { name: /2\s*Open applications/ })).toHaveAttribute('href', '/admin/applications');
    expect(screen.getByRole('link', { name: /1\s*Unread messages/ })).toHaveAttribute('href', '/admin/messages?unread=true');

    const out = screen.getByRole('link', { name: /Dell Inspiron 15/ });
    expect(out).toHaveAttribute('href', '/admin/products/p-out');
    expect(within(out).getByText('Out of stock')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Logitech/ })).getByText('4 left')).toBeInTheDocument();
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
