import { ADMIN_ORDER_MESSAGES, ORDER_MESSAGES, type AdminOrder, type AuditEntry, type OrderStatusChange } from '@store/shared';
import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { makeAdminOrder, makeOrderItem } from '@/test/order-fixtures';
import { fetchedUrls, renderRoutes, stubFetch } from '@/test/render';
import { AdminOrderPage } from './order';
import { shopOwner, signIn } from '@/test/admin';

const owner = shopOwner;

const ORDER_ID = '7f3c2a10-1b2c-4d5e-8f90-a1b2c3d4e5f6';

/** The server's answer to a PATCH, and the order as the server holds it afterwards when that changed. */
type PatchAnswer = { status?: number; body: unknown; now?: AdminOrder };

/**
 * The detail page against a stubbed server holding one order and its audit history. `patch` answers
 * PATCH …/status; by default it moves the order as asked and records the change, as the server does.
 */
function renderOrder(initial: AdminOrder | null, { patch, history = [] }: { patch?: (change: OrderStatusChange) => PatchAnswer; history?: AuditEntry[] } = {}) {
  signIn(owner);
  let order = initial;
  const entries = [...history];
  const patches: OrderStatusChange[] = [];
  const fetchMock = stubFetch((url, init) => {
    if (url.pathname === '/api/auth/me') return { body: owner };
    if (order && url.pathname === `/api/admin/orders/${order._id}/status` && init?.method === 'PATCH') {
      const change = JSON.parse(String(init.body)) as OrderStatusChange;
      patches.push(change);
      if (patch) {
        const { now, ...answer } = patch(change);
        order = now ?? order;
        return answer;
      }
      entries.unshift(auditEntry(order.status, change.status, change.trackingNumber));
      order = { ...order, status: change.status, trackingNumber: change.trackingNumber ?? order.trackingNumber };
      return { body: order };
    }
    if (order && url.pathname === `/api/admin/orders/${order._id}`) return { body: order };
    if (url.pathname === '/api/admin/audit') {
      const mine = entries.filter((entry) => entry.targetType === url.searchParams.get('targetType') && entry.targetId === url.searchParams.get('targetId'));
      return { body: { entries: mine, total: mine.length, totalPages: 1, page: 1 } };
    }
    return { status: 404, body: { message: ORDER_MESSAGES.notFound } };
  });
  const rendered = renderRoutes(
    [
      { path: '/admin/orders/:id', element: <AdminOrderPage /> },
      { path: '/admin/orders', element: <p>Orders list</p> },
    ],
    `/admin/orders/${initial?._id ?? ORDER_ID}`,
  );
  return { ...rendered, fetchMock, patches };
}

let entrySequence = 0;
function auditEntry(from: string, to: string, trackingNumber = '', createdAt = '2026-03-11T06:00:00.000Z'): AuditEntry {
  entrySequence += 1;
  return {
    _id: `audit-${entrySequence}`,
    actor: owner.email,
    action: 'order.status',
    targetType: 'order',
    targetId: ORDER_ID,
    before: { status: from, trackingNumber: '' },
    after: { status: to, trackingNumber },
    createdAt,
  };
}

const panel = (name: string) => within(screen.getByRole('region', { name }));
const auditCalls = (mock: ReturnType<typeof stubFetch>) => fetchedUrls(mock).filter((url) => url.pathname === '/api/admin/audit');

describe('AdminOrderPage', () => {
  it('shows the order: number, date, status, customer, lines, amounts, address, payment, refund and history', async () => {
    const order = makeAdminOrder({
      _id: ORDER_ID,
      status: 'cancelled',
      createdAt: '2026-03-10T08:30:00.000Z',
      items: [
        makeOrderItem({ name: 'Microsoft 365 Business', brand: 'Microsoft', price: 6999, quantity: 1 }),
        makeOrderItem({ name: 'Antivirus Pro', brand: 'Quick Heal', price: 1499, quantity: 3, images: [] }),
      ],
      paymentDetails: { method: 'upi', status: 'completed', paymentId: 'pay_Nq4XyZ12345678' },
      refund: { status: 'processed', amount: 13565, refundId: 'rfnd_Abc123' },
      customer: { _id: 'u1', name: 'Priya Sharma', email: 'priya@example.in', phone: '9876543210' },
    });
    renderOrder(order, { history: [auditEntry('confirmed', 'cancelled', '', '2026-03-11T06:00:00.000Z'), auditEntry('pending', 'confirmed', '', '2026-03-10T09:00:00.000Z')] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Order #C3D4E5F6' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Order #C3D4E5F6 · Admin | TechStore'));
    expect(screen.getByText('10 March 2026 at 2:00 pm')).toHaveAttribute('datetime', order.createdAt);
    expect(screen.getAllByTestId('order-status')[0]).toHaveTextContent('Cancelled');
    expect(screen.getByTestId('order-cancelled')).toBeInTheDocument();

    expect(panel('Customer').getByText('Priya Sharma')).toBeInTheDocument();
    expect(panel('Customer').getByRole('link', { name: 'priya@example.in' })).toHaveAttribute('href', 'mailto:priya@example.in');
    expect(panel('Customer').getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');

    const lines = panel('Items (4)').getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('Microsoft 365 Business');
    expect(lines[1]).toHaveTextContent('Quick Heal');
    expect(lines[1]).toHaveTextContent('3 × ₹1,499 each');
    expect(lines[1]).toHaveTextContent('Line total ₹4,497');
    // 6,999 + 4,497 = 11,496; GST 2,069; total 13,565.
    expect(screen.getByTestId('order-subtotal')).toHaveTextContent('₹11,496');
    expect(screen.getByTestId('order-tax')).toHaveTextContent('₹2,069');
    expect(screen.getByTestId('order-total')).toHaveTextContent('₹13,565');

    expect(panel('Shipping address').getByText('12 MG Road, Pune, Maharashtra 411001')).toBeInTheDocument();
    expect(panel('Payment').getByText('UPI')).toBeInTheDocument();
    expect(panel('Payment').getByText('pay_Nq4XyZ12345678')).toBeInTheDocument();
    expect(panel('Payment').getByTestId('refund-status')).toHaveTextContent('Refunded ₹13,565');
    expect(panel('Payment').getByText('rfnd_Abc123')).toBeInTheDocument();

    const history = await screen.findByTestId('order-history');
    expect(within(history).getAllByRole('listitem').map((entry) => entry.textContent)).toEqual([
      `Confirmed → Cancelled${owner.email} · 11 Mar 2026, 11:30 am`,
      `Pending → Confirmed${owner.email} · 10 Mar 2026, 2:30 pm`,
    ]);
    // Nothing more can happen to a cancelled order.
    expect(panel('Status and next steps').queryAllByRole('button')).toEqual([]);
  });

  it("offers only the moves the status graph allows: a pending order can be confirmed or cancelled", async () => {
    const success = vi.spyOn(toast, 'success');
    const { user, patches, fetchMock } = renderOrder(makeAdminOrder({ _id: ORDER_ID, status: 'pending' }));
    await screen.findByRole('heading', { level: 1, name: 'Order #C3D4E5F6' });
    const actions = panel('Status and next steps');
    expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual(['Confirm order', 'Cancel order']);
    expect(await screen.findByText('No changes by the shop yet.')).toBeInTheDocument();
    const historyLoads = auditCalls(fetchMock).length;

    await user.click(actions.getByRole('button', { name: 'Confirm order' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Order confirmed'));
    expect(patches).toEqual([{ status: 'confirmed' }]);
    expect(screen.getAllByTestId('order-status')[0]).toHaveTextContent('Confirmed');
    expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual(['Start processing', 'Cancel order']);
    // The history is asked again and shows the change.
    await waitFor(() => expect(auditCalls(fetchMock).length).toBeGreaterThan(historyLoads));
    expect(await within(screen.getByTestId('order-history')).findByText(/Pending → Confirmed/)).toBeInTheDocument();
  });

  it('will not ship without a tracking number, and sends the number with the move', async () => {
    const success = vi.spyOn(toast, 'success');
    const { user, patches } = renderOrder(makeAdminOrder({ _id: ORDER_ID, status: 'processing' }));
    await screen.findByRole('heading', { level: 1, name: 'Order #C3D4E5F6' });
    const ship = screen.getByRole('button', { name: 'Mark as shipped' });
    const tracking = screen.getByRole('textbox', { name: 'Tracking number' });
    expect(tracking).toHaveAttribute('maxLength', '60');

    await user.click(ship);
    expect(await screen.findByText(ADMIN_ORDER_MESSAGES.trackingRequired)).toBeInTheDocument();
    expect(tracking).toHaveAttribute('aria-invalid', 'true');
    expect(tracking).toHaveFocus();
    await user.type(tracking, '   ');
    await user.click(ship);
    expect(patches).toEqual([]);

    await user.clear(tracking);
    await user.type(tracking, ' DTDC-D12345678 ');
    await user.click(ship);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Order marked as shipped'));
    expect(patches).toEqual([{ status: 'shipped', trackingNumber: 'DTDC-D12345678' }]);
    expect(screen.getByTestId('tracking-number')).toHaveTextContent('DTDC-D12345678');
    expect(screen.getByRole('list', { name: 'Order progress' }).querySelector('[aria-current="step"]')).toHaveTextContent('Shipped');
    expect(screen.getByRole('button', { name: 'Mark as delivered' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Tracking number' })).not.toBeInTheDocument();
  });

  it("toasts the server's message when the move is refused (409), and shows the order as it now is", async () => {
    const error = vi.spyOn(toast, 'error');
    const success = vi.spyOn(toast, 'success');
    const order = makeAdminOrder({ _id: ORDER_ID, status: 'confirmed' });
    const { user } = renderOrder(order, {
      // The customer cancelled it a moment ago.
      patch: (change) => ({
        status: 409,
        body: { message: ORDER_MESSAGES.illegalMove('cancelled', change.status) },
        now: { ...order, status: 'cancelled', refund: { status: 'pending', amount: order.totalAmount, refundId: '' } },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Order #C3D4E5F6' });

    await user.click(screen.getByRole('button', { name: 'Start processing' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('An order that is cancelled cannot become processing.'));
    expect(success).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getAllByTestId('order-status')[0]).toHaveTextContent('Cancelled'));
    expect(screen.queryByRole('button', { name: 'Start processing' })).not.toBeInTheDocument();
  });

  it('cancels only after the confirmation, which says stock returns and the payment is refunded', async () => {
    const success = vi.spyOn(toast, 'success');
    const order = makeAdminOrder({ _id: ORDER_ID, status: 'confirmed', items: [makeOrderItem({ price: 50000 })] });
    const { user, patches } = renderOrder(order);
    await screen.findByRole('heading', { level: 1, name: 'Order #C3D4E5F6' });
    const cancel = screen.getByRole('button', { name: 'Cancel order' });

    await user.click(cancel);
    let dialog = screen.getByRole('alertdialog', { name: 'Cancel order #C3D4E5F6?' });
    expect(dialog).toHaveAccessibleDescription(/items go back into stock and ₹59,000 is refunded to Priya Sharma/);
    expect(within(dialog).getByRole('button', { name: 'Keep order' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(patches).toEqual([]);

    await user.click(cancel);
    dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Order cancelled and refund started'));
    expect(patches).toEqual([{ status: 'cancelled' }]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-cancelled')).toBeInTheDocument();
  });

  it("shows 'Order not found' for an unknown id, with the way back to the list", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, router } = renderOrder(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to orders' }));
    expect(router.state.location.pathname).toBe('/admin/orders');
  });
});
