import type { AdminOrder, AdminOrderPage } from '@store/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAdminOrder, makeOrderItem } from '@/test/order-fixtures';
import { fetchedUrls, renderRoutes, stubFetch } from '@/test/render';
import { AdminOrdersPage } from './orders';
import { shopOwner, signIn } from '@/test/admin';

const owner = shopOwner;
const BOOKED = {
  courier: 'Delhivery Surface',
  awb: '19041234567890',
  trackingUrl: '',
  status: 'pickup_scheduled',
  events: [],
  needsAttention: false,
  error: '',
  codCollected: null,
};

function renderList({ url = '/admin/orders', answer }: { url?: string; answer: (query: URLSearchParams) => AdminOrder[] }) {
  signIn(owner);
  const fetchMock = stubFetch((request, init) => {
    if (request.pathname === '/api/auth/me') return { body: owner };
    if (request.pathname === '/api/admin/orders/ship') {
      const { orderIds } = JSON.parse(String(init?.body)) as { orderIds: string[] };
      return {
        body: {
          results: orderIds.map((orderId, index) =>
            index === 0
              ? { orderId, outcome: 'booked', shipment: { ...BOOKED, orderId }, message: '' }
              : { orderId, outcome: 'failed', shipment: null, message: 'Only a paid or cash-on-delivery order that is not cancelled can be shipped.' },
          ),
        },
      };
    }
    if (request.pathname === '/api/admin/orders') {
      const orders = answer(request.searchParams);
      const page: AdminOrderPage = { orders, total: orders.length, totalPages: 1, page: 1 };
      return { body: page };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
  const rendered = renderRoutes(
    [
      { path: '/admin/orders', element: <AdminOrdersPage /> },
      { path: '/admin/orders/:id', element: <p>Order detail page</p> },
    ],
    url,
  );
  return { ...rendered, fetchMock };
}

const listCalls = (mock: ReturnType<typeof stubFetch>) => fetchedUrls(mock).filter((url) => url.pathname === '/api/admin/orders');
const lastListQuery = (mock: ReturnType<typeof stubFetch>) => Object.fromEntries(listCalls(mock).at(-1)!.searchParams);

describe('AdminOrdersPage', () => {
  it('lists the orders: number linking to the detail, placed, customer and phone, items, total, payment and status', async () => {
    const shipped = makeAdminOrder({
      _id: '7f3c2a10-1b2c-4d5e-8f90-a1b2c3d4e5f6',
      status: 'shipped',
      createdAt: '2026-03-10T20:30:00.000Z', // 11 March, 2:00 am in India
      items: [makeOrderItem({ priceInclGst: 1_17_988, quantity: 1 }), makeOrderItem({ priceInclGst: 10_614, quantity: 2 })],
      customer: { _id: 'u1', name: 'Priya Sharma', email: 'priya@example.in', phone: '9876543210' },
    });
    const pending = makeAdminOrder({
      _id: '11111111-2222-4333-8444-5555deadbeef',
      status: 'pending',
      paymentDetails: { method: 'upi', status: 'pending', paymentId: '' },
      customer: { _id: 'u2', name: 'Arjun Mehta', email: 'arjun@example.in', phone: '9123456780' },
    });
    const { user, router } = renderList({ answer: () => [shipped, pending] });

    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(screen.getByText('2 orders')).toBeInTheDocument();
    const [, first, second] = within(table).getAllByRole('row');
    const cells = within(first!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '',
      '#C3D4E5F6',
      '11 Mar 2026, 2:00 am',
      'Priya Sharma9876543210',
      '3',
      // The prices with GST: 1,17,988 + 2 × 10,614 = 1,39,216.
      '₹1,39,216',
      'Completed',
      'Status: Shipped',
    ]);
    expect(within(second!).getByTestId('payment-status')).toHaveTextContent('Pending');
    expect(within(second!).getByTestId('order-status')).toHaveTextContent('Pending');

    await user.click(within(first!).getByRole('link', { name: '#C3D4E5F6' }));
    expect(router.state.location.pathname).toBe(`/admin/orders/${shipped._id}`);
  });

  it('books couriers for the chosen orders in one action and says how each went', async () => {
    const paid = makeAdminOrder({ _id: '7f3c2a10-1b2c-4d5e-8f90-a1b2c3d4e5f6' });
    const unpaid = makeAdminOrder({ _id: '11111111-2222-4333-8444-5555deadbeef', paymentDetails: { method: 'upi', status: 'pending', paymentId: '' } });
    const { user, fetchMock } = renderList({ answer: () => [paid, unpaid] });
    await screen.findByRole('table', { name: 'Orders' });
    expect(screen.queryByRole('region', { name: 'Ship the chosen orders' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Choose order #C3D4E5F6' }));
    await user.click(screen.getByRole('checkbox', { name: 'Choose order #DEADBEEF' }));
    const bar = screen.getByRole('region', { name: 'Ship the chosen orders' });
    expect(within(bar).getByText('2 orders chosen')).toBeInTheDocument();
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Courier' }), 'Fastest courier');
    await user.click(within(bar).getByRole('button', { name: 'Book couriers' }));

    expect(await within(bar).findByText('1 of 2 booked')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/api/admin/orders/ship'))!;
    expect(JSON.parse(String(sent[1]?.body))).toEqual({ orderIds: [paid._id, unpaid._id], courier: 'fastest' });
    expect(
      within(bar)
        .getByText(/#C3D4E5F6/)
        .closest('li'),
    ).toHaveTextContent('Booked · Delhivery Surface, AWB 19041234567890');
    expect(
      within(bar)
        .getByText(/#DEADBEEF/)
        .closest('li'),
    ).toHaveTextContent('Not booked · Only a paid or cash-on-delivery order');
    expect(within(bar).getByRole('button', { name: 'Print the label just booked' })).toBeEnabled();
  });

  it('sends the filters to the server and keeps them in the address bar, starting again at page 1', async () => {
    const { user, router, fetchMock } = renderList({ url: '/admin/orders?page=3', answer: () => [makeAdminOrder()] });
    await screen.findByRole('table', { name: 'Orders' });
    expect(lastListQuery(fetchMock)).toEqual({ page: '3' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Shipped');
    await waitFor(() => expect(lastListQuery(fetchMock)).toEqual({ status: 'shipped' }));

    fireEvent.change(screen.getByLabelText('Placed from'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Placed to'), { target: { value: '2026-03-31' } });
    await waitFor(() => expect(lastListQuery(fetchMock)).toEqual({ status: 'shipped', from: '2026-03-01', to: '2026-03-31' }));

    // The search waits for its button: typing alone asks nothing.
    const calls = listCalls(fetchMock).length;
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), '  #C3D4E5F6 ');
    expect(listCalls(fetchMock)).toHaveLength(calls);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastListQuery(fetchMock)).toEqual({ status: 'shipped', from: '2026-03-01', to: '2026-03-31', search: '#C3D4E5F6' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      status: 'shipped',
      from: '2026-03-01',
      to: '2026-03-31',
      search: '#C3D4E5F6',
    });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  });

  it('says when no order matches the filters', async () => {
    renderList({ url: '/admin/orders?status=delivered', answer: (query) => (query.get('status') === 'delivered' ? [] : [makeAdminOrder()]) });
    expect(await screen.findByText('No orders match these filters')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('delivered');
  });

  it('sorts the page by a column when its header is clicked', async () => {
    const small = makeAdminOrder({ items: [makeOrderItem({ priceInclGst: 1_180 })] });
    const large = makeAdminOrder({ items: [makeOrderItem({ priceInclGst: 1_06_200 })] });
    const { user } = renderList({ answer: () => [small, large] });
    const table = await screen.findByRole('table', { name: 'Orders' });
    const totals = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[5]!.textContent);
    expect(totals()).toEqual(['₹1,180', '₹1,06,200']);
    const totalHeader = within(table).getByRole('columnheader', { name: /Total/ });
    // Amounts sort largest first on the first click, as TanStack does for numbers.
    await user.click(within(totalHeader).getByRole('button'));
    expect(totalHeader).toHaveAttribute('aria-sort', 'descending');
    expect(totals()).toEqual(['₹1,06,200', '₹1,180']);
    await user.click(within(totalHeader).getByRole('button'));
    expect(totalHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(totals()).toEqual(['₹1,180', '₹1,06,200']);
  });
});
