import { CHECKOUT_MESSAGES, type Order } from '@store/shared';
import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { shortOrderId } from '@/features/orders';
import { makeOrder, makeOrderItem, makeRefund, refundSummaryOf } from '@/test/order-fixtures';
import { renderRoutes, stubFetch } from '@/test/render';
import { priyaWithoutAddress as priya } from '@/test/user-fixtures';
import { OrdersPage } from './orders';
import { expectConsoleError } from '@/test/console';

type Answer = { status?: number; body: unknown };

function renderOrders({ signedIn = true, answer, cancel }: { signedIn?: boolean; answer?: () => Answer; cancel?: (id: string) => Answer } = {}) {
  if (signedIn) {
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('user', JSON.stringify(priya));
  }
  const fetchMock = stubFetch((url) => {
    if (url.pathname === '/api/auth/me') return { body: priya };
    if (url.pathname === '/api/orders/my-orders') return answer?.() ?? { body: [] };
    const cancelled = /^\/api\/orders\/([^/]+)\/cancel$/.exec(url.pathname);
    if (cancelled && cancel) return cancel(cancelled[1]!);
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

const ordersCalls = (mock: ReturnType<typeof stubFetch>) => mock.mock.calls.filter(([input]) => String(input).includes('/api/orders'));

describe('OrdersPage', () => {
  it('asks guests to log in, with a link that comes back here, and asks the server nothing', async () => {
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
      makeOrderItem({ name: 'Dell XPS 13', priceInclGst: 1_17_988, quantity: 1 }),
      makeOrderItem({ name: 'Logitech MX Master 3S', priceInclGst: 10_614, quantity: 2, images: [] }),
      makeOrderItem({ name: 'Dell 27 Monitor', priceInclGst: 17_700 }),
      makeOrderItem({ name: 'USB-C Hub', priceInclGst: 3_540 }),
    ];
    const shipped: Order = makeOrder({
      _id: '7f3c2a10-1b2c-4d5e-8f90-a1b2c3d4e5f6',
      status: 'shipped',
      createdAt: '2026-03-10T20:30:00.000Z', // 11 March in India
      trackingNumber: 'BLUEDART123456',
      items,
    });
    const delivered = makeOrder({ _id: '11111111-2222-4333-8444-5555deadbeef', status: 'delivered', items: [makeOrderItem({ priceInclGst: 1_180 })] });
    renderOrders({ answer: () => ({ body: [shipped, delivered] }) });

    const cards = await screen.findAllByTestId('order-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Order #C3D4E5F6' })).toBeInTheDocument();
    expect(first.getByText('11 Mar 2026')).toHaveAttribute('datetime', '2026-03-10T20:30:00.000Z');
    // The prices with GST: 1,17,988 + 2 × 10,614 + 17,700 + 3,540 = 1,60,456.
    expect(cards[0]).toHaveTextContent('Total ₹1,60,456');
    expect(first.getByTestId('order-status')).toHaveTextContent('Shipped');

    const lines = within(first.getByRole('list', { name: 'Items of order #C3D4E5F6' })).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Dell XPS 13');
    expect(lines[0]).toHaveTextContent('1 × ₹1,17,988');
    expect(lines[1]).toHaveTextContent('2 × ₹10,614');
    expect(lines[1]).toHaveTextContent('Line total ₹21,228');
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

  it("offers 'Cancel Order' on pending and confirmed orders only, and 'Write Review' on delivered ones", async () => {
    const delivered = makeOrder({ status: 'delivered' });
    const pending = makeOrder({ status: 'pending' });
    const confirmed = makeOrder({ status: 'confirmed' });
    const shipped = makeOrder({ status: 'shipped' });
    renderOrders({ answer: () => ({ body: [delivered, pending, confirmed, shipped] }) });
    const cards = await screen.findAllByTestId('order-card');
    expect(
      cards.map((card) =>
        within(card)
          .queryAllByRole('button')
          .map((button) => button.textContent),
      ),
    ).toEqual([[], [expect.stringMatching(/^Cancel Order/)], [expect.stringMatching(/^Cancel Order/)], []]);
    // Write Review leads to its own page (a link, not an action here).
    expect(within(cards[0]!).getByRole('link', { name: `Write Review for order #${shortOrderId(delivered._id)}` })).toHaveAttribute(
      'href',
      `/orders/${delivered._id}/review`,
    );
    expect(cards.slice(1).map((card) => within(card).queryByRole('link', { name: /Write Review/ }))).toEqual([null, null, null]);
  });

  it('cancels an order once confirmed: Keep order changes nothing, then the card shows the cancellation and its refund', async () => {
    const success = vi.spyOn(toast, 'success');
    const order = makeOrder({ _id: '7f3c2a10-1b2c-4d5e-8f90-a1b2c3d4e5f6', status: 'confirmed', items: [makeOrderItem({ priceInclGst: 59_000 })] });
    let list: Order[] = [order];
    const cancelled: Order = {
      ...order,
      status: 'cancelled',
      refund: refundSummaryOf([makeRefund({ amountPaise: 59000_00, reason: 'order-cancelled' })], 59000),
    };
    const cancelCalls: string[] = [];
    const { user } = renderOrders({
      answer: () => ({ body: list }),
      cancel: (id) => {
        cancelCalls.push(id);
        list = [cancelled];
        return { body: cancelled };
      },
    });

    const cancel = await screen.findByRole('button', { name: 'Cancel Order #C3D4E5F6' });
    await user.click(cancel);
    let dialog = screen.getByRole('alertdialog', { name: 'Cancel order #C3D4E5F6?' });
    expect(dialog).toHaveAccessibleDescription(/₹59,000 will be refunded/);
    expect(within(dialog).getByRole('button', { name: 'Keep order' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(cancel).toHaveFocus();
    await user.click(cancel);
    await user.click(screen.getByRole('button', { name: 'Keep order' }));
    expect(cancelCalls).toEqual([]);

    await user.click(cancel);
    dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));

    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Cancelled'));
    expect(cancelCalls).toEqual([order._id]);
    expect(success).toHaveBeenCalledWith(CHECKOUT_MESSAGES.cancelled);
    expect(screen.getByTestId('refund-status')).toHaveTextContent('Refund of ₹59,000.00 on its way');
    expect(screen.queryByRole('button', { name: /Cancel Order/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('badges each card with its refund: partly refunded, full refund on its way, delayed', async () => {
    const partly = makeOrder({
      status: 'delivered',
      refund: refundSummaryOf([makeRefund({ amountPaise: 1499_50, status: 'processed', processedAt: '2026-03-14T05:00:00.000Z' })], 59000),
    });
    const full = makeOrder({
      status: 'cancelled',
      refund: refundSummaryOf([makeRefund({ amountPaise: 59000_00, status: 'created', reason: 'order-cancelled' })], 59000),
    });
    const failed = makeOrder({
      status: 'cancelled',
      refund: refundSummaryOf([makeRefund({ amountPaise: 59000_00, status: 'failed', reason: 'order-cancelled' })], 59000),
    });
    const none = makeOrder({ status: 'delivered' });
    renderOrders({ answer: () => ({ body: [partly, full, failed, none] }) });

    const cards = await screen.findAllByTestId('order-card');
    const badges = cards.map((card) => within(card).queryByTestId('refund-status'));
    // A failed full refund is summed as 'partial' by the shared summary (failed refunds are left out of
    // amountPaise), so only the end of its words is pinned here.
    expect(badges.map((badge) => badge?.textContent ?? null)).toEqual([
      'Partly refunded ₹1,499.50',
      'Refund of ₹59,000.00 on its way',
      expect.stringMatching(/ delayed: we will contact you$/),
      null,
    ]);
    expect(badges[0]).toHaveClass('bg-emerald-100');
    expect(badges[1]).toHaveClass('bg-amber-100');
    expect(badges[2]).toHaveClass('bg-red-100');
  });

  it("toasts the server's reason when the order can no longer be cancelled, and shows it as it now is", async () => {
    const error = vi.spyOn(toast, 'error');
    const order = makeOrder({ status: 'pending' });
    let list: Order[] = [order];
    const { user } = renderOrders({
      answer: () => ({ body: list }),
      cancel: () => {
        list = [{ ...order, status: 'processing' }];
        return { status: 409, body: { message: CHECKOUT_MESSAGES.cannotCancel } };
      },
    });
    await user.click(await screen.findByRole('button', { name: /^Cancel Order/ }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel order' }));

    await waitFor(() => expect(error).toHaveBeenCalledWith(CHECKOUT_MESSAGES.cannotCancel));
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Processing'));
    expect(screen.queryByRole('button', { name: /Cancel Order/ })).not.toBeInTheDocument();
  });

  it("logs a failed load and shows 'No orders yet'", async () => {
    const logged = expectConsoleError(/^Failed to load orders/);
    renderOrders({ answer: () => ({ status: 500, body: { message: 'Internal server error' } }) });
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(logged).toContainEqual(['Failed to load orders', expect.objectContaining({ status: 500 })]);
  });
});
