import type { AdminCustomer, AdminCustomerPage as CustomerListPage, AdminCustomerSummary } from '@store/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shopOwner, signIn } from '@/test/admin';
import { fetchedUrls, renderRoutes, stubFetch } from '@/test/render';
import { AdminCustomerPage } from './customer';
import { AdminCustomersPage } from './customers';

const PRIYA_ID = '7f3c2a10-1b2c-4d5e-8f90-a1b2c3d4e5f6';
const priya: AdminCustomerSummary = {
  _id: PRIYA_ID,
  name: 'Priya Nair',
  email: 'priya.nair@example.in',
  phone: '9123400001',
  registeredAt: '2026-03-10T06:30:00.000Z',
  verified: true,
  orders: 4,
  returns: 0,
  applications: 1,
  lifetimeValuePaise: 42_000_50,
};
const detail: AdminCustomer = {
  ...priya,
  addresses: [
    { source: 'profile', name: 'Priya Nair', phone: '9123400001', street: '7 Marine Drive', city: 'Kochi', state: 'Kerala', pincode: '682031' },
    { source: 'order', name: 'Priya Nair', phone: '9123400001', street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
  ],
  recentOrders: [
    {
      _id: '11111111-2222-4333-8444-5555deadbeef',
      createdAt: '2026-09-02T06:30:00.000Z',
      status: 'cancelled',
      totalAmount: 1_500,
      paymentStatus: 'refunded',
      refundedPaise: 1_500_00,
    },
    {
      _id: '22222222-2222-4333-8444-5555cafebabe',
      createdAt: '2026-09-01T06:30:00.000Z',
      status: 'delivered',
      totalAmount: 40_000,
      paymentStatus: 'partially_refunded',
      refundedPaise: 1_000_00,
    },
  ],
  recentApplications: [{ _id: 'a1', type: 'insurance', subType: 'health', status: 'pending', createdAt: '2026-09-03T06:30:00.000Z' }],
};

function renderPage(url: string, answers: { list?: CustomerListPage; detail?: { status?: number; body: unknown } } = {}) {
  signIn(shopOwner);
  const fetchMock = stubFetch((request) => {
    if (request.pathname === '/api/auth/me') return { body: shopOwner };
    if (request.pathname === '/api/admin/customers') return { body: answers.list ?? { customers: [priya], total: 1, totalPages: 1, page: 1 } };
    if (request.pathname.startsWith('/api/admin/customers/')) return answers.detail ?? { body: detail };
    return { status: 404, body: { message: 'Not found' } };
  });
  const rendered = renderRoutes(
    [
      { path: '/admin/customers', element: <AdminCustomersPage /> },
      { path: '/admin/customers/:id', element: <AdminCustomerPage /> },
      { path: '/admin/orders/:id', element: <p>Order page</p> },
    ],
    url,
  );
  return { ...rendered, fetchMock };
}

describe('AdminCustomersPage', () => {
  it('lists customers with orders, returns, applications and lifetime value, the name linking to their page', async () => {
    const { user, router } = renderPage('/admin/customers');
    const table = await screen.findByRole('table', { name: 'Customers' });
    const [, first] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Priya Nairpriya.nair@example.in', '9123400001', '10 Mar 2026', '4', '0', '1', '₹42,000.50']);
    await user.click(within(first!).getByRole('link', { name: 'Priya Nair' }));
    expect(router.state.location.pathname).toBe(`/admin/customers/${PRIYA_ID}`);
  });

  it('searches by name, e-mail or phone through the server, the search kept in the address bar', async () => {
    const { user, router, fetchMock } = renderPage('/admin/customers');
    await screen.findByRole('table', { name: 'Customers' });
    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), '98765 43210');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=98765+43210'));
    await waitFor(() =>
      expect(fetchedUrls(fetchMock).some((url) => url.pathname === '/api/admin/customers' && url.searchParams.get('search') === '98765 43210')).toBe(true),
    );
  });

  it('says when nobody matches', async () => {
    renderPage('/admin/customers?search=nobody', { list: { customers: [], total: 0, totalPages: 0, page: 1 } });
    expect(await screen.findByText('No customer matches this search')).toBeInTheDocument();
  });
});

describe('AdminCustomerPage', () => {
  it('shows the customer, their addresses (nothing to edit), orders with refunds in the payment status, and applications', async () => {
    const { user, router } = renderPage(`/admin/customers/${PRIYA_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Priya Nair' })).toBeInTheDocument();
    expect(screen.getByText('₹42,000.50')).toBeInTheDocument();
    const addresses = screen.getByRole('region', { name: 'Addresses' });
    expect(within(addresses).getByText('7 Marine Drive')).toBeInTheDocument();
    expect(within(addresses).getByText('Profile')).toBeInTheDocument();
    expect(within(addresses).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(addresses).queryByRole('button')).not.toBeInTheDocument();

    const orders = screen.getByRole('region', { name: 'Orders' });
    const statuses = within(orders)
      .getAllByTestId('payment-status')
      .map((badge) => badge.textContent);
    expect(statuses).toEqual(['Refunded', 'Partially refunded']);
    expect(within(screen.getByRole('region', { name: 'Applications' })).getByText('health insurance')).toBeInTheDocument();

    await user.click(within(orders).getByRole('link', { name: '#DEADBEEF' }));
    expect(router.state.location.pathname).toBe('/admin/orders/11111111-2222-4333-8444-5555deadbeef');
  });

  it('says so for a customer that does not exist', async () => {
    renderPage(`/admin/customers/${PRIYA_ID}`, { detail: { status: 404, body: { message: 'Customer not found' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no customer with this address');
  });
});
