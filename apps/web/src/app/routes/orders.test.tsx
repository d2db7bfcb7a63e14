import type { Order, User } from '@store/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeOrder, makeOrderItem } from '@/test/order-fixtures';
import { renderRoutes, stubFetch } from '@/test/render';
import { OrdersPage } from './orders';

const priya: User = {
  _id: 'u1',
  name: 'Priya Sharma',
  email: 'priya@example.in',
  phone: '9876543210',
  address: { street: '', city: '', state: '', pincode: '' },
  role: 'customer',
};

function renderOrders({ signedIn = true, answer }: { signedIn?: boolean; answer?: () => { status?: number; body: unknown } } = {}) {
  if (signedIn) {
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('user', JSON.stringify(priya));
  }
  const fetchMock = stubFetch((url) => {
    if (url.pathname === '/api/auth/me') return { body: priya };
    if (url.pathname === '/api/orders/my-orders') return answer?.() ?? { body: [] };
    return { status: 404, body: { message: 'Not found' } };
  });
  const rendered = renderRoutes(
    [
      { path: '/orders', element: <OrdersPage /> },
      { path: '/orders/:id', element: <p>Order detail page</p> },
      { path: '/products', element: <p>Catalogue page</p> },
      { path: '/login', element: <p>Login page</p> },
    ],
    '/orders',
  );
  return { ...rendered, fetchMock };
}

const ordersCalls = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls.filter(([input]) => String(input).includes('/api/orders'));

describe('OrdersPage', () => {
  it("asks guests to log in, with a link that comes back here, and asks the server nothing", async () => {
    const { fetchMock, user, router } = renderOrders({ signedIn: false });
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Please Login' })).toBeInTheDocument();
    const login = screen.getByRole('link', { name: 'Login' });
    expect(login).toHaveAttribute('href', '/login?redirect=/orders');
    expect(ordersCalls(fetchMock)).toHaveLength(0);
    await waitFor(() => expect(document.title).toBe('My Orders | TechStore'));

    await user.click(login);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=/orders');
  });

  it("shows a skeleton, then 'No orders yet' with a way to the catalogue", async () => {
    const { user, router, fetchMock } = renderOrders();
    expect(screen.getByRole('status', { name: 'Loading your orders' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading your orders' })).not.toBeInTheDocument();

    const [, init] = ordersCalls(fetchMock)[0]!;
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-1');

    await user.click(screen.getByRole('link', { name: 'Start Shopping' }));
    expect(router.state.location.pathname).toBe('/products');
  });

  it('lists orders: id tail, date, total, status, two items, +N more, address, tracking and details link', async () => {
    const items = [
      makeOrderItem({ name: 'Dell XPS 13', price: 99990, quantity: 1 }),
      makeOrderItem({ name: 'Logitech MX Master 3S', price: 8995, quantity: 2, images: [] }),
      makeOrderItem({ name: 'Dell 27 Monitor', price: 15000 }),
      makeOrderItem({ name: 'USB-C Hub', price: 3000 }),
    ];
    const shipped: Order = makeOrder({
      _id: '7f3c2a10-1b2c-4d5e-8f90-a1b2c3d4e5f6',
      status: 'shipped',
      createdAt: '2026-03-10T20:30:00.000Z', // 11 March in India
      trackingNumber: 'BLUEDART123456',
      items,
    });
    const delivered = makeOrder({ _id: '11111111-2222-4333-8444-5555deadbeef', status: 'delivered', items: [makeOrderItem({ price: 1000 })] });
    renderOrders({ answer: () => ({ body: [shipped, delivered] }) });

    const cards = await screen.findAllByTestId('order-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Order #C3D4E5F6' })).toBeInTheDocument();
    expect(first.getByText('11 Mar 2026')).toHaveAttribute('datetime', '2026-03-10T20:30:00.000Z');
    // 99,990 + 2 × 8,995 + 15,000 + 3,000 = 1,35,980; with 18% tax (24,476) 1,60,456.
    expect(cards[0]).toHaveTextContent('Total ₹1,60,456');
    expect(first.getByTestId('order-status')).toHaveTextContent('Shipped');

    const lines = within(first.getByRole('list', { name: 'Items of order #C3D4E5F6' })).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Dell XPS 13');
    expect(lines[0]).toHaveTextContent('1 × ₹99,990');
    expect(lines[1]).toHaveTextContent('2 × ₹8,995');
    expect(lines[1]).toHaveTextContent('Line total ₹17,990');
    expect(lines[1]!.querySelector('img')).toHaveAttribute('src', '/placeholder-product.svg');
    expect(first.queryByText('Dell 27 Monitor')).not.toBeInTheDocument();
    expect(first.getByText('+2 more items')).toBeInTheDocument();

    expect(cards[0]).toHaveTextContent('Shipping to Priya Sharma, 12 MG Road, Pune, Maharashtra 411001');
    expect(first.getByText('BLUEDART123456')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'View Details of order #C3D4E5F6' })).toHaveAttribute('href', '/orders/7f3c2a10-1b2c-4d5e-8f90-a1b2c3d4e5f6');

    const second = within(cards[1]!);
    expect(second.getByRole('heading', { name: 'Order #DEADBEEF' })).toBeInTheDocument();
    expect(second.getByTestId('order-status')).toHaveTextContent('Delivered');
    expect(second.queryByText(/more item/)).not.toBeInTheDocument();
    expect(second.queryByText(/Tracking/)).not.toBeInTheDocument();
  });

  it('offers no buttons without an action (no Write Review, no Cancel Order)', async () => {
    renderOrders({ answer: () => ({ body: [makeOrder({ status: 'delivered' }), makeOrder({ status: 'pending' }), makeOrder({ status: 'confirmed' })] }) });
    await screen.findAllByTestId('order-card');
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it("logs a failed load and shows 'No orders yet'", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderOrders({ answer: () => ({ status: 500, body: { message: 'Internal server error' } }) });
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to load orders', expect.objectContaining({ status: 500 }));
  });
});
