import {
  ADMIN_ORDER_MESSAGES,
  ORDER_MESSAGES,
  PAYMENT_MESSAGES,
  type AdminOrder,
  type AuditEntry,
  type OrderDocument,
  type OrderStatusChange,
  type ShopRefundRequest,
} from '@store/shared';
import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { makeAdminOrder, makeAdminRefund, makeOrderItem, refundSummaryOf } from '@/test/order-fixtures';
import { fetchedUrls, renderRoutes, stubFetch } from '@/test/render';
import { AdminOrderPage } from './order';
import { shopOwner, signIn } from '@/test/admin';
import { expectConsoleError } from '@/test/console';

const owner = shopOwner;

const ORDER_ID = '7f3c2a10-1b2c-4d5e-8f90-a1b2c3d4e5f6';

/** The server's answer to a PATCH or POST, and the order as the server holds it afterwards when that changed. */
type PatchAnswer = { status?: number; body: unknown; now?: AdminOrder };

interface ServerRules {
  patch?: (change: OrderStatusChange) => PatchAnswer;
  /** POST …/refunds; by default answers the order unchanged. */
  refund?: (request: ShopRefundRequest, order: AdminOrder) => PatchAnswer;
  /** POST /api/admin/payments/attention/{refundId}/retry-refund; by default { ok: true }. */
  retry?: (refundId: string, order: AdminOrder) => PatchAnswer;
  history?: AuditEntry[];
  /** GET …/documents: the order's documents as the server lists them; none by default. */
  documents?: OrderDocument[];
}

/**
 * The detail page against a stubbed server holding one order and its audit history. `patch` answers
 * PATCH …/status; by default it moves the order as asked and records the change, as the server does.
 */
function renderOrder(initial: AdminOrder | null, { patch, refund, retry, history = [], documents = [] }: ServerRules = {}) {
  signIn(owner);
  let order = initial;
  const entries = [...history];
  const patches: OrderStatusChange[] = [];
  const refunds: unknown[] = [];
  const retries: string[] = [];
  const shipped: unknown[] = [];
  const cancels: Array<{ lines: Array<{ itemId: string; quantity: number }>; reason?: string }> = [];
  const downloads: string[] = [];
  const cash: unknown[] = [];
  const fetchMock = stubFetch((url, init) => {
    if (url.pathname === '/api/auth/me') return { body: owner };
    if (order && url.pathname === `/api/admin/orders/${order._id}/cash-received` && init?.method === 'POST') {
      cash.push(JSON.parse(String(init.body)));
      order = { ...order, status: 'delivered', paymentDetails: { ...order.paymentDetails, status: 'completed' } };
      return { body: order };
    }
    if (order && url.pathname === `/api/admin/orders/${order._id}/cancel` && init?.method === 'POST') {
      const request = JSON.parse(String(init.body)) as (typeof cancels)[number];
      cancels.push(request);
      const items = order.items.map((item) => ({
        ...item,
        cancelledQuantity: item.cancelledQuantity + (request.lines.find((line) => line.itemId === item._id)?.quantity ?? 0),
      }));
      order = { ...order, items };
      return { body: order };
    }
    if (order && url.pathname === `/api/admin/orders/${order._id}/refunds` && init?.method === 'POST') {
      const request = JSON.parse(String(init.body)) as ShopRefundRequest;
      refunds.push(request);
      const { now, ...answer } = refund?.(request, order) ?? { body: order };
      order = now ?? order;
      return answer;
    }
    const retried = /^\/api\/admin\/payments\/attention\/([^/]+)\/retry-refund$/.exec(url.pathname);
    if (order && retried && init?.method === 'POST') {
      retries.push(retried[1]!);
      const { now, ...answer } = retry?.(retried[1]!, order) ?? { body: { ok: true } };
      order = now ?? order;
      return answer;
    }
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
    if (order && url.pathname === `/api/admin/orders/${order._id}/ship` && init?.method === 'POST') {
      shipped.push(JSON.parse(String(init.body)));
      const shipment = {
        courier: 'Delhivery Surface',
        awb: '59012345678',
        trackingUrl: 'https://shiprocket.co/tracking/59012345678',
        status: 'pickup_scheduled' as const,
        events: [],
        expectedDelivery: '2026-03-14',
      };
      order = { ...order, status: 'processing', trackingNumber: shipment.awb, shipment };
      return { body: { ...shipment, orderId: order._id, needsAttention: false, error: '', codCollected: null } };
    }
    // The shop's copies of the GST documents: the list, and each as the server sends a PDF.
    if (order && url.pathname === `/api/admin/orders/${order._id}/documents`) return { body: { documents } };
    const document = order && new RegExp(`^/api/admin/orders/${order._id}/documents/([A-Z]{2}-[\\d-]+)$`).exec(url.pathname)?.[1];
    if (document) {
      downloads.push(document);
      return new Response(new Blob(['%PDF-1.7']), {
        headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${document}.pdf"` },
      });
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
  return { ...rendered, fetchMock, patches, refunds, retries, shipped, cancels, downloads, cash };
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
        makeOrderItem({ name: 'Microsoft 365 Business', brand: 'Microsoft', priceInclGst: 8_258, quantity: 1 }),
        makeOrderItem({ name: 'Antivirus Pro', brand: 'Quick Heal', priceInclGst: 1_769, quantity: 3, images: [] }),
      ],
      paymentDetails: { method: 'upi', status: 'completed', paymentId: 'pay_Nq4XyZ12345678' },
      refund: refundSummaryOf(
        [
          makeAdminRefund({
            amountPaise: 13565_00,
            status: 'processed',
            reason: 'order-cancelled',
            requestedBy: 'customer',
            gatewayRefundId: 'rfnd_Abc123',
            processedAt: '2026-03-12T06:00:00.000Z',
          }),
        ],
        13565,
      ),
      customer: { _id: 'u1', name: 'Priya Sharma', email: 'priya@example.in', phone: '9876543210' },
    });
    renderOrder(order, {
      history: [auditEntry('confirmed', 'cancelled', '', '2026-03-11T06:00:00.000Z'), auditEntry('pending', 'confirmed', '', '2026-03-10T09:00:00.000Z')],
    });

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
    expect(lines[0]).toHaveTextContent('1 × ₹8,258 each');
    expect(lines[1]).toHaveTextContent('3 × ₹1,769 each');
    expect(lines[1]).toHaveTextContent('Line total ₹5,307');
    // Charged 8,258 + 5,307 = 13,565, GST included: ₹11,495.77 before tax and ₹2,069.23 GST.
    expect(screen.getByTestId('order-total')).toHaveTextContent(/^₹13,565$/);
    expect(screen.getByTestId('order-subtotal')).toHaveTextContent(/^₹11,495\.77$/);
    expect(screen.getByTestId('order-tax')).toHaveTextContent(/^₹2,069\.23$/);
    expect(panel('Items (4)').getByText('GST (18%) included')).toBeInTheDocument();

    expect(panel('Shipping address').getByText('12 MG Road, Pune, Maharashtra 411001')).toBeInTheDocument();
    expect(panel('Payment').getByText('UPI')).toBeInTheDocument();
    expect(panel('Payment').getByText('pay_Nq4XyZ12345678')).toBeInTheDocument();
    expect(panel('Payment').getByTestId('refund-status')).toHaveTextContent('Refunded ₹13,565.00');
    expect(panel('Refunds').getByText('rfnd_Abc123')).toBeInTheDocument();
    // Refunded in full: nothing left, so no form.
    expect(panel('Refunds').getByText('Nothing is left to refund of this payment.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Amount in rupees' })).not.toBeInTheDocument();

    const history = await screen.findByTestId('order-history');
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual([`Confirmed → Cancelled${owner.email} · 11 Mar 2026, 11:30 am`, `Pending → Confirmed${owner.email} · 10 Mar 2026, 2:30 pm`]);
    // Nothing more can happen to a cancelled order.
    expect(panel('Status and next steps').queryAllByRole('button')).toEqual([]);
  });

  it('offers only the moves the status graph allows: a pending order can be confirmed or cancelled', async () => {
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
        now: {
          ...order,
          status: 'cancelled',
          refund: refundSummaryOf(
            [makeAdminRefund({ amountPaise: order.totalAmount * 100, reason: 'order-cancelled', requestedBy: 'customer' })],
            order.totalAmount,
          ),
          refundablePaise: 0,
        },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Order #C3D4E5F6' });

    await user.click(screen.getByRole('button', { name: 'Start processing' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('An order that is cancelled cannot become processing.'));
    expect(success).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getAllByTestId('order-status')[0]).toHaveTextContent('Cancelled'));
    expect(screen.queryByRole('button', { name: 'Start processing' })).not.toBeInTheDocument();
  });

  it('records the cash of a cash-on-delivery order delivered by hand: its amount due, once, then paid', async () => {
    const success = vi.spyOn(toast, 'success');
    const order = makeAdminOrder({
      _id: ORDER_ID,
      status: 'shipped',
      trackingNumber: 'DTDC55501234',
      items: [makeOrderItem({ priceInclGst: 2_499 })],
      paymentDetails: { method: 'cod', status: 'pending', paymentId: '' },
    });
    const { user, cash } = renderOrder(order);
    await user.click(await screen.findByRole('button', { name: 'Record ₹2,499 received' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(ADMIN_ORDER_MESSAGES.cashRecorded));
    expect(cash).toEqual([{ amount: 2_499 }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: /received$/ })).not.toBeInTheDocument());
  });

  it('offers no cash to record for an order paid online, nor for one not yet sent', async () => {
    renderOrder(makeAdminOrder({ _id: ORDER_ID, status: 'shipped', trackingNumber: 'AWB1' }));
    await screen.findByRole('heading', { level: 1, name: 'Order #C3D4E5F6' });
    expect(screen.queryByRole('button', { name: /received$/ })).not.toBeInTheDocument();
  });

  it('promises no refund when cancelling a cash-on-delivery order not yet paid', async () => {
    const order = makeAdminOrder({ _id: ORDER_ID, status: 'confirmed', paymentDetails: { method: 'cod', status: 'pending', paymentId: '' } });
    const { user } = renderOrder(order);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel order #C3D4E5F6?' });
    expect(dialog).toHaveAccessibleDescription(/Nothing was paid, so nothing is refunded/);
    expect(dialog).not.toHaveAccessibleDescription(/is refunded to/);
  });

  it('cancels only after the confirmation, which says stock returns and the payment is refunded', async () => {
    const success = vi.spyOn(toast, 'success');
    const order = makeAdminOrder({ _id: ORDER_ID, status: 'confirmed', items: [makeOrderItem({ priceInclGst: 59_000 })] });
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
    expectConsoleError(/^Failed to load order/);
    const { user, router } = renderOrder(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to orders' }));
    expect(router.state.location.pathname).toBe('/admin/orders');
  });
});

describe('AdminOrderPage: refunds', () => {
  const failed = makeAdminRefund({
    _id: '5c1f0a7e-2b3d-4e5f-8a9b-00000000fa11',
    amountPaise: 1499_50,
    status: 'failed',
    reason: 'shop',
    requestedBy: owner.email,
    failureReason: 'BAD_REQUEST_ERROR: The bank account is closed',
    attempts: 2,
    createdAt: '2026-03-11T06:00:00.000Z',
  });
  const processed = makeAdminRefund({
    amountPaise: 500_00,
    status: 'processed',
    reason: 'amount-mismatch',
    requestedBy: 'system',
    gatewayRefundId: 'rfnd_Done1',
    createdAt: '2026-03-10T09:00:00.000Z',
    processedAt: '2026-03-12T04:30:00.000Z',
  });
  /** ₹59,000 paid; ₹500 back, ₹1,499.50 failed: ₹58,500 left. */
  const refunded = () =>
    makeAdminOrder({
      _id: ORDER_ID,
      status: 'delivered',
      items: [makeOrderItem({ priceInclGst: 59_000 })],
      refund: refundSummaryOf([failed, processed], 59000),
    });
  const refundEntry: AuditEntry = {
    _id: 'audit-refund',
    actor: owner.email,
    action: 'order.refund',
    targetType: 'order',
    targetId: ORDER_ID,
    before: null,
    after: { refundId: failed._id, amountPaise: 1499_50, note: 'Price matched with the showroom' },
    createdAt: '2026-03-11T06:00:00.000Z',
  };

  it('lists each refund: amount, status, reason, who asked, when, the gateway id, attempts, and why a failed one failed', async () => {
    renderOrder(refunded(), { history: [refundEntry] });
    const refunds = within(await screen.findByRole('region', { name: 'Refunds' }));

    expect(refunds.getByTestId('refund-money')).toHaveTextContent('Order total₹59,000Refunded or on its way₹500.00Left to refund₹58,500.00');
    const rows = refunds.getAllByTestId('admin-refund');
    expect(rows).toHaveLength(2);
    // Oldest first, as they happened.
    const [done, broken] = rows.map((row) => within(row));
    expect(rows[0]).toHaveTextContent('₹500.00Status: Processed');
    expect(done!.getByText('Payment did not match the order')).toBeInTheDocument();
    expect(done!.getByText("The shop's own rules")).toBeInTheDocument();
    expect(done!.getByText('10 Mar 2026, 2:30 pm')).toHaveAttribute('datetime', processed.createdAt);
    expect(done!.getByText('12 Mar 2026, 10:00 am')).toHaveAttribute('datetime', processed.processedAt);
    expect(done!.getByText('rfnd_Done1')).toBeInTheDocument();
    expect(done!.queryByRole('button')).not.toBeInTheDocument();

    expect(rows[1]).toHaveTextContent('₹1,499.50Status: Failed');
    expect(broken!.getByText('Refunded by the shop')).toBeInTheDocument();
    expect(broken!.getByText(owner.email)).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Razorpay refund ID—');
    expect(rows[1]).toHaveTextContent('Attempts2');
    expect(rows[1]).toHaveTextContent('Why it failed: BAD_REQUEST_ERROR: The bank account is closed');
    expect(broken!.getByRole('button', { name: 'Retry refund of ₹1,499.50' })).toBeInTheDocument();

    // The payment's badge says a refund is stuck; the history says who refunded what, with the note.
    expect(panel('Payment').getByTestId('refund-status')).toHaveTextContent('A refund failed: retry it under Refunds');
    expect(panel('Payment').getByTestId('refund-status')).toHaveClass('bg-red-100');
    const history = await screen.findByTestId('order-history');
    expect(history).toHaveTextContent('Refunded ₹1,499.50“Price matched with the showroom”');
  });

  it('retries a failed refund only once confirmed, toasts, and shows the refund as it now is', async () => {
    const success = vi.spyOn(toast, 'success');
    const { user, retries } = renderOrder(refunded(), {
      retry: (_id, order) => ({
        body: { ok: true },
        now: { ...order, refund: refundSummaryOf([{ ...failed, status: 'created', attempts: 3, failureReason: '' }, processed], 59000) },
      }),
    });
    const retry = await screen.findByRole('button', { name: 'Retry refund of ₹1,499.50' });

    await user.click(retry);
    let dialog = screen.getByRole('alertdialog', { name: 'Try the refund of ₹1,499.50 again?' });
    expect(dialog).toHaveAccessibleDescription(/Razorpay is asked again to return ₹1,499.50 to Priya Sharma.*The bank account is closed/);
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(retries).toEqual([]);

    await user.click(retry);
    dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Retry refund' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(PAYMENT_MESSAGES.refundQueued));
    expect(retries).toEqual([failed._id]);
    await waitFor(() => expect(screen.getAllByTestId('admin-refund')[1]).toHaveTextContent('Status: Not yet sent to Razorpay'));
    expect(screen.getAllByTestId('admin-refund')[1]).toHaveTextContent('Attempts3');
    expect(screen.queryByRole('button', { name: /Retry refund/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("toasts the server's message when the retry is refused (409)", async () => {
    const error = vi.spyOn(toast, 'error');
    const { user } = renderOrder(refunded(), { retry: () => ({ status: 409, body: { message: PAYMENT_MESSAGES.refundNotFailed } }) });
    await user.click(await screen.findByRole('button', { name: 'Retry refund of ₹1,499.50' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Retry refund' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(PAYMENT_MESSAGES.refundNotFailed));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('refunds part of the order in rupees as typed (1499.50 is sent as 1499.5), after confirming, with the note', async () => {
    const success = vi.spyOn(toast, 'success');
    const order = makeAdminOrder({ _id: ORDER_ID, status: 'delivered', items: [makeOrderItem({ priceInclGst: 59_000 })] });
    const { user, refunds } = renderOrder(order, {
      refund: (request, current) => {
        const made = makeAdminRefund({ amountPaise: Math.round(request.amount * 100), status: 'created' });
        const now = { ...current, refund: refundSummaryOf([made], 59000), refundablePaise: current.refundablePaise - made.amountPaise };
        return { body: now, now };
      },
    });
    const form = within(await screen.findByRole('region', { name: 'Refund part of this order' }));
    expect(form.getByTestId('refundable')).toHaveTextContent('₹59,000.00 can still be refunded.');
    expect(panel('Refunds').getByText('Nothing has been refunded of this order.')).toBeInTheDocument();

    await user.type(form.getByRole('textbox', { name: 'Amount in rupees' }), '1499.50');
    await user.type(form.getByRole('textbox', { name: 'Note (optional)' }), '  Price matched with the showroom ');
    await user.click(form.getByRole('button', { name: 'Refund amount' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Refund ₹1,499.50 to Priya Sharma?' });
    expect(dialog).toHaveTextContent('Note for the history: “Price matched with the showroom”');
    expect(refunds).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹1,499.50' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(PAYMENT_MESSAGES.refundQueued));
    expect(refunds).toEqual([{ amount: 1499.5, note: 'Price matched with the showroom' }]);
    expect(form.getByTestId('refundable')).toHaveTextContent('₹57,500.50 can still be refunded.');
    expect(form.getByRole('textbox', { name: 'Amount in rupees' })).toHaveValue('');
    expect(screen.getAllByTestId('admin-refund')[0]).toHaveTextContent('₹1,499.50Status: Not yet sent to Razorpay');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it.each([
    ['', PAYMENT_MESSAGES.amountInvalid],
    ['0.50', PAYMENT_MESSAGES.amountInvalid],
    ['10.005', PAYMENT_MESSAGES.amountInvalid],
    ['ten', PAYMENT_MESSAGES.amountInvalid],
    ['59000.01', PAYMENT_MESSAGES.refundTooLarge(59000_00)],
  ])('sends nothing for the amount “%s”: %s', async (typed, message) => {
    const order = makeAdminOrder({ _id: ORDER_ID, status: 'delivered', items: [makeOrderItem({ priceInclGst: 59_000 })] });
    const { user, refunds } = renderOrder(order);
    const amount = await screen.findByRole('textbox', { name: 'Amount in rupees' });
    if (typed) await user.type(amount, typed);
    await user.click(screen.getByRole('button', { name: 'Refund amount' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(refunds).toEqual([]);
  });

  it("toasts the server's 409 and shows it under the amount (someone refunded meanwhile)", async () => {
    const error = vi.spyOn(toast, 'error');
    const success = vi.spyOn(toast, 'success');
    const order = makeAdminOrder({ _id: ORDER_ID, status: 'delivered', items: [makeOrderItem({ priceInclGst: 59_000 })] });
    const { user, refunds } = renderOrder(order, { refund: () => ({ status: 409, body: { message: PAYMENT_MESSAGES.refundTooLarge(100_00) } }) });
    await user.type(await screen.findByRole('textbox', { name: 'Amount in rupees' }), '2000');
    await user.click(screen.getByRole('button', { name: 'Refund amount' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Refund ₹2,000.00' }));

    await waitFor(() => expect(error).toHaveBeenCalledWith('Only ₹100.00 of this payment can still be refunded.'));
    expect(refunds).toEqual([{ amount: 2000 }]);
    expect(success).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Amount in rupees' })).toHaveAccessibleDescription('Only ₹100.00 of this payment can still be refunded.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('has no Refunds panel for an order that was never paid', async () => {
    renderOrder(makeAdminOrder({ _id: ORDER_ID, status: 'pending', refundablePaise: 0 }));
    await screen.findByRole('heading', { level: 1, name: 'Order #C3D4E5F6' });
    expect(screen.queryByRole('region', { name: 'Refunds' })).not.toBeInTheDocument();
  });
});

describe('the courier', () => {
  it('downloads the invoice (and a cancelled order’s credit note) from the shop’s own audited route, as the browser saves a file', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:document');
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const documents: OrderDocument[] = [
      {
        kind: 'invoice',
        number: 'TS/26-27/00042',
        date: '2026-03-10',
        totalPaise: 2_499_00,
        download: `/api/admin/orders/${ORDER_ID}/documents/TS-26-27-00042`,
      },
      {
        kind: 'credit-note',
        number: 'CN/26-27/00007',
        date: '2026-03-11',
        totalPaise: 2_499_00,
        download: `/api/admin/orders/${ORDER_ID}/documents/CN-26-27-00007`,
      },
    ];
    const { user, downloads, fetchMock } = renderOrder(makeAdminOrder({ _id: ORDER_ID, status: 'cancelled' }), { documents });
    const payment = await screen.findByRole('region', { name: 'Payment' });
    const historyAsked = auditCalls(fetchMock).length;
    await user.click(await within(payment).findByRole('button', { name: 'Download Invoice' }));
    await waitFor(() => expect(saved).toEqual(['TS-26-27-00042.pdf']));
    await user.click(within(payment).getByRole('button', { name: 'Download Credit Note CN/26-27/00007' }));
    await waitFor(() => expect(saved).toEqual(['TS-26-27-00042.pdf', 'CN-26-27-00007.pdf']));
    expect(downloads).toEqual(['TS-26-27-00042', 'CN-26-27-00007']);
    // Each download is in the order's history: it is asked for again.
    await waitFor(() => expect(auditCalls(fetchMock).length).toBeGreaterThan(historyAsked));
  });

  it('offers no document while the order has none (COD before dispatch)', async () => {
    const { fetchMock } = renderOrder(
      makeAdminOrder({ _id: ORDER_ID, status: 'confirmed', paymentDetails: { method: 'cod', status: 'pending', paymentId: '' } }),
    );
    const payment = await screen.findByRole('region', { name: 'Payment' });
    await waitFor(() => expect(fetchedUrls(fetchMock).map((url) => url.pathname)).toContain(`/api/admin/orders/${ORDER_ID}/documents`));
    expect(within(payment).queryByRole('button', { name: /^Download/ })).not.toBeInTheDocument();
  });

  it('is booked in one action (cheapest or fastest), then the label can be downloaded and the parcel followed', async () => {
    const { user, shipped } = renderOrder(makeAdminOrder({ _id: ORDER_ID, status: 'confirmed' }));
    const courier = await screen.findByRole('region', { name: 'Courier' });
    await user.selectOptions(within(courier).getByRole('combobox', { name: 'Courier' }), 'fastest');
    await user.click(within(courier).getByRole('button', { name: 'Book courier' }));
    await waitFor(() => expect(shipped).toEqual([{ courier: 'fastest' }]));
    expect(await within(courier).findByRole('button', { name: 'Download label' })).toBeEnabled();
    expect(within(courier).getByTestId('shipment')).toHaveTextContent('Delhivery Surface · AWB 59012345678');
    expect(within(courier).queryByRole('button', { name: 'Book courier' })).not.toBeInTheDocument();
  });

  it('can still be booked for a paid order refunded in part, its payment shown as partially refunded', async () => {
    renderOrder(makeAdminOrder({ _id: ORDER_ID, status: 'confirmed', paymentDetails: { method: 'upi', status: 'partially_refunded', paymentId: 'pay_1' } }));
    const courier = await screen.findByRole('region', { name: 'Courier' });
    expect(within(courier).getByRole('button', { name: 'Book courier' })).toBeEnabled();
    expect(screen.getAllByTestId('payment-status')[0]).toHaveTextContent('Partially refunded');
  });

  it('cancels some items of an order being packed, with why, and shows them cancelled', async () => {
    const mouse = makeOrderItem({ name: 'Logitech M331 Silent Mouse', priceInclGst: 1_499, quantity: 2 });
    const laptop = makeOrderItem({ name: 'HP 15s Ryzen 5', priceInclGst: 54_990 });
    const { user, cancels } = renderOrder(makeAdminOrder({ _id: ORDER_ID, status: 'processing', items: [mouse, laptop] }));
    await user.click(await screen.findByRole('button', { name: 'Cancel items…' }));
    const form = screen.getByRole('form', { name: 'Cancel items' });
    const submit = within(form).getByRole('button', { name: 'Cancel and refund these' });
    expect(submit).toBeDisabled();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Cancel how many of Logitech M331 Silent Mouse' }), '1');
    await user.type(within(form).getByRole('textbox', { name: /Why/ }), 'One unit arrived damaged from the supplier');
    await user.click(submit);
    await waitFor(() => expect(cancels).toEqual([{ lines: [{ itemId: mouse._id, quantity: 1 }], reason: 'One unit arrived damaged from the supplier' }]));
    expect(await screen.findByText('1 cancelled')).toBeInTheDocument();
  });

  it('asks for one serial number per laptop still sold: a unit cancelled takes its box away', async () => {
    const laptop = makeOrderItem({ name: 'Dell Latitude 5440', quantity: 2, serialised: true });
    const { user } = renderOrder(makeAdminOrder({ _id: ORDER_ID, status: 'processing', items: [laptop] }));
    const serials = within(await screen.findByRole('region', { name: 'Serial numbers' }));
    expect(serials.getAllByRole('textbox', { name: /^Serial number \d of Dell Latitude 5440$/ })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Cancel items…' }));
    const form = screen.getByRole('form', { name: 'Cancel items' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Cancel how many of Dell Latitude 5440' }), '1');
    await user.type(within(form).getByRole('textbox', { name: /Why/ }), 'One unit failed its check before packing');
    await user.click(within(form).getByRole('button', { name: 'Cancel and refund these' }));
    await waitFor(() => expect(serials.getAllByRole('textbox')).toHaveLength(1));
    expect(serials.getByRole('textbox', { name: 'Serial number 1 of Dell Latitude 5440' })).toBeInTheDocument();
  });

  it('shows no serial numbers panel for an order of goods without them', async () => {
    renderOrder(makeAdminOrder({ _id: ORDER_ID, status: 'processing', items: [makeOrderItem({ name: 'Logitech M331 Silent Mouse' })] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #C3D4E5F6' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Serial numbers' })).toBeNull();
  });
});
