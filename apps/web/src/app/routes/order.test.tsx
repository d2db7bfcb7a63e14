import { CHECKOUT_MESSAGES, wasPaid, type DeliveryQuote, type Order, type OrderDocument } from '@store/shared';
import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOrder, makeOrderItem, makeRefund, refundSummaryOf } from '@/test/order-fixtures';
import { renderRoutes, stubFetch } from '@/test/render';
import { priyaWithoutAddress as priya } from '@/test/user-fixtures';
import { OrderPage } from './order';
import { OrdersPage } from './orders';
import { expectConsoleError } from '@/test/console';

const ORDER_ID = '7f3c2a10-1b2c-4d5e-8f90-a1b2c3d4e5f6';

function renderOrder(
  order: Order | null,
  { signedIn = true, id = order?._id ?? ORDER_ID, cancelled, quote }: { signedIn?: boolean; id?: string; cancelled?: Order; quote?: DeliveryQuote } = {},
) {
  if (signedIn) {
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('user', JSON.stringify(priya));
  }
  const fetchMock = stubFetch((url) => {
    if (url.pathname === '/api/auth/me') return { body: priya };
    if (quote && url.pathname === `/api/delivery/${quote.pincode}`) return { body: quote };
    if (order && cancelled && url.pathname === `/api/orders/${order._id}/cancel`) {
      order = cancelled;
      return { body: cancelled };
    }
    if (order && url.pathname === `/api/orders/${order._id}`) return { body: order };
    // The order's documents as the server lists them: a paid order's invoice, a cancelled one's credit note too.
    if (order && url.pathname === `/api/orders/${order._id}/documents`) {
      const documents: OrderDocument[] = [];
      const at = (name: string) => `/api/orders/${order!._id}/${name}`;
      if (wasPaid(order.paymentDetails.status))
        documents.push({ kind: 'invoice', number: 'TS/26-27/00042', date: '2026-03-10', totalPaise: 0, download: at('invoice') });
      if (wasPaid(order.paymentDetails.status) && order.status === 'cancelled')
        documents.push({ kind: 'credit-note', number: 'CN/26-27/00007', date: '2026-03-11', totalPaise: 0, download: at('credit-note') });
      return { body: { documents } };
    }
    if (order && url.pathname === `/api/orders/${order._id}/invoice`) {
      return new Response(new Blob(['%PDF-1.7 invoice'], { type: 'application/pdf' }), {
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="Invoice-TS-26-27-00042.pdf"' },
      });
    }
    return { status: 404, body: { message: 'Order not found' } };
  });
  const rendered = renderRoutes(
    [
      { path: '/orders', element: <OrdersPage /> },
      { path: '/orders/:id', element: <OrderPage /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    `/orders/${id}`,
  );
  return { ...rendered, fetchMock };
}

const steps = () => within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
const panel = (name: string) => within(screen.getByRole('region', { name }));

describe('OrderPage', () => {
  it('shows the order: number, date, status, items, summary, address and payment', async () => {
    const order = makeOrder({
      _id: ORDER_ID,
      status: 'processing',
      createdAt: '2026-03-10T08:30:00.000Z',
      trackingNumber: '',
      items: [
        makeOrderItem({ name: 'Lenovo ThinkPad E14', brand: 'Lenovo', priceInclGst: 76_688, quantity: 1 }),
        makeOrderItem({ name: 'HP Prelude Backpack', brand: 'HP', priceInclGst: 1_769, quantity: 3 }),
      ],
      paymentDetails: { method: 'upi', status: 'completed', paymentId: 'pay_Nq4XyZ12345678' },
    });
    renderOrder(order);

    expect(await screen.findByRole('heading', { level: 1, name: 'Order #C3D4E5F6' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Order #C3D4E5F6 | TechStore'));
    expect(screen.getByText('10 March 2026 at 2:00 pm')).toHaveAttribute('datetime', '2026-03-10T08:30:00.000Z');
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');

    const items = panel('Items (4 items)').getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Lenovo');
    expect(items[0]).toHaveTextContent('Lenovo ThinkPad E14');
    expect(items[1]).toHaveTextContent('HP Prelude Backpack');
    // Each line at its price as charged, GST included.
    expect(items[0]).toHaveTextContent('Quantity: 1 × ₹76,688');
    expect(items[1]).toHaveTextContent('Quantity: 3 × ₹1,769');
    expect(items[1]).toHaveTextContent('Line total ₹5,307');

    // The stored amounts: the total charged, 76,688 + 5,307 = 81,995, and inside it the price before tax and the GST, to the paisa.
    expect(screen.getByTestId('order-total')).toHaveTextContent(/^₹81,995$/);
    expect(screen.getByTestId('order-subtotal')).toHaveTextContent(/^₹69,487\.29$/);
    expect(screen.getByTestId('order-tax')).toHaveTextContent(/^₹12,507\.71$/);
    expect(panel('Order Summary').getByText('Price before tax')).toBeInTheDocument();
    expect(panel('Order Summary').getByText('GST (18%) included')).toBeInTheDocument();
    expect(panel('Order Summary').getByText('Free')).toBeInTheDocument();

    expect(panel('Shipping Address').getByText('Priya Sharma')).toBeInTheDocument();
    expect(panel('Shipping Address').getByText('12 MG Road, Pune, Maharashtra 411001')).toBeInTheDocument();
    expect(panel('Shipping Address').getByText('Phone: 9876543210')).toBeInTheDocument();

    expect(panel('Payment Information').getByText('UPI')).toBeInTheDocument();
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Completed');
    expect(screen.getByTestId('payment-status')).toHaveClass('bg-emerald-100');
    expect(panel('Payment Information').getByText('pay_Nq4XyZ12345678')).toBeInTheDocument();

    expect(screen.getByText('A tracking number appears here once the order ships.')).toBeInTheDocument();
    // A paid order's one action here: its GST invoice (no button without an action).
    await screen.findByRole('button', { name: 'Download Invoice' });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Download Invoice']);
  });

  it('shows an order sold before prices included GST as it was charged: line prices to the paisa, its stored break-up', async () => {
    // Sold at 54,990 + 1,499 before tax and charged round(56,489 × 1.18) = 66,657: its lines keep 54,990 × 1.18 = 64,888.20 and 1,768.82.
    const sold = makeOrder({
      _id: ORDER_ID,
      status: 'delivered',
      items: [makeOrderItem({ name: 'Lenovo IdeaPad Slim 3', priceInclGst: 64_888.2 }), makeOrderItem({ name: 'HP Prelude Backpack', priceInclGst: 1_768.82 })],
    });
    renderOrder({ ...sold, subtotal: 56_489, tax: 10_168, totalAmount: 66_657 });

    const items = (await screen.findByRole('region', { name: 'Items (2 items)' })).querySelectorAll('li');
    expect(items[0]).toHaveTextContent('Quantity: 1 × ₹64,888.20');
    expect(items[0]).toHaveTextContent('Line total ₹64,888.20');
    expect(items[1]).toHaveTextContent('Quantity: 1 × ₹1,768.82');
    expect(screen.getByTestId('order-subtotal')).toHaveTextContent(/^₹56,489\.00$/);
    expect(screen.getByTestId('order-tax')).toHaveTextContent(/^₹10,168\.00$/);
    expect(screen.getByTestId('order-total')).toHaveTextContent(/^₹66,657$/);
  });

  it('shows the serial number of each unit sold and until when its warranty runs; a line without them shows neither', async () => {
    const order = makeOrder({
      _id: ORDER_ID,
      status: 'delivered',
      items: [
        makeOrderItem({ name: 'Dell Latitude 5440', quantity: 2, serialised: true, serials: ['5CD1234XYZ', '5CD1234XZA'], warrantyUntil: '2028-03-05' }),
        makeOrderItem({ name: 'HP Prelude Backpack', priceInclGst: 1_769 }),
      ],
    });
    renderOrder(order);

    const items = (await screen.findByRole('region', { name: 'Items (3 items)' })).querySelectorAll('li');
    expect(items[0]).toHaveTextContent('Serial no.: 5CD1234XYZ, 5CD1234XZA');
    expect(within(items[0]!).getByText('5 Mar 2028')).toHaveAttribute('datetime', '2028-03-05');
    expect(items[0]).toHaveTextContent('Warranty until 5 Mar 2028');
    expect(items[1]).not.toHaveTextContent('Serial no.');
    expect(items[1]).not.toHaveTextContent('Warranty');
  });

  it("'Download Invoice' saves the order's GST invoice PDF under the name the server gives it", async () => {
    const order = makeOrder({ _id: ORDER_ID, status: 'delivered', paymentDetails: { method: 'card', status: 'completed', paymentId: 'pay_1' } });
    const createObjectURL = vi.fn(() => 'blob:invoice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: Array<{ href: string; download: string }> = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const { user, fetchMock } = renderOrder(order);
    await user.click(await screen.findByRole('button', { name: 'Download Invoice' }));
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:invoice', download: 'Invoice-TS-26-27-00042.pdf' }]));
    const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/invoice'))!;
    expect(new Headers(call[1]?.headers).get('Authorization')).toBe('Bearer tok-1');
    expect(((createObjectURL.mock.calls as unknown[][])[0]![0] as Blob).type).toBe('application/pdf');
    click.mockRestore();
  });

  it('an unpaid order has no invoice to download', async () => {
    renderOrder(makeOrder({ _id: ORDER_ID, status: 'pending', paymentDetails: { method: 'upi', status: 'pending', paymentId: '' } }));
    await screen.findByRole('heading', { level: 1, name: 'Order #C3D4E5F6' });
    expect(screen.queryByRole('button', { name: 'Download Invoice' })).not.toBeInTheDocument();
  });

  it("a cancelled paid order offers its credit note too; a failed download shows the server's message", async () => {
    const error = vi.spyOn(toast, 'error');
    const { user } = renderOrder(makeOrder({ _id: ORDER_ID, status: 'cancelled', paymentDetails: { method: 'upi', status: 'completed', paymentId: 'pay_2' } }));
    await user.click(await screen.findByRole('button', { name: 'Download Credit Note CN/26-27/00007' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Order not found'));
    expect(screen.getByRole('button', { name: 'Download Invoice' })).toBeEnabled();
  });

  it('highlights the tracker up to the current step', async () => {
    renderOrder(makeOrder({ _id: ORDER_ID, status: 'shipped', trackingNumber: 'BLUEDART123456' }));
    await screen.findByRole('heading', { level: 1, name: 'Order #C3D4E5F6' });

    const tracker = steps();
    expect(tracker.map((step) => step.textContent?.replace(/\s*\(.*\)$/, '').replace(/^\d/, ''))).toEqual([
      'Order Placed',
      'Confirmed',
      'Processing',
      'Shipped',
      'Delivered',
    ]);
    expect(tracker.map((step) => step.dataset.state)).toEqual(['completed', 'completed', 'completed', 'current', 'upcoming']);
    expect(tracker[3]).toHaveAttribute('aria-current', 'step');
    expect(tracker[3]).toHaveTextContent('Shipped (current step)');
    expect(screen.getByText('BLUEDART123456')).toBeInTheDocument();
  });

  it('shows the parcel: courier, AWB with its tracking page, and every scan, newest first', async () => {
    const shipment = {
      courier: 'Delhivery Surface',
      awb: '59012345678',
      trackingUrl: 'https://shiprocket.co/tracking/59012345678',
      status: 'out_for_delivery' as const,
      events: [
        { status: 'picked_up' as const, at: '2026-03-11T05:30:00.000Z', location: 'Pune' },
        { status: 'in_transit' as const, at: '2026-03-12T09:00:00.000Z', location: 'Bengaluru Hub' },
        { status: 'out_for_delivery' as const, at: '2026-03-13T03:45:00.000Z', location: 'Indiranagar' },
      ],
      expectedDelivery: '2026-03-13',
    };
    renderOrder(makeOrder({ _id: ORDER_ID, status: 'shipped', trackingNumber: shipment.awb, shipment }));
    const parcel = await screen.findByTestId('shipment');
    expect(parcel).toHaveTextContent('Delhivery Surface · AWB 59012345678');
    expect(within(parcel).getByRole('link', { name: 'Track on the courier’s site' })).toHaveAttribute('href', shipment.trackingUrl);
    const updates = within(screen.getByRole('list', { name: 'Parcel updates' })).getAllByRole('listitem');
    expect(updates.map((update) => update.querySelector('span')?.textContent)).toEqual(['Out for delivery', 'In transit', 'Picked up by the courier']);
    expect(updates[0]).toHaveTextContent('Indiranagar');
  });

  it('a pending order has only its first step reached; payment not completed shows yellow', async () => {
    renderOrder(makeOrder({ _id: ORDER_ID, status: 'pending', paymentDetails: { method: 'card', status: 'pending', paymentId: '' } }));
    await screen.findByRole('heading', { level: 1, name: 'Order #C3D4E5F6' });
    expect(steps().map((step) => step.dataset.state)).toEqual(['current', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Pending');
    expect(screen.getByTestId('payment-status')).toHaveClass('bg-amber-100');
    expect(panel('Payment Information').getByText('Card')).toBeInTheDocument();
  });

  it('a cancelled order has no tracker, but a notice', async () => {
    renderOrder(makeOrder({ _id: ORDER_ID, status: 'cancelled' }));
    await screen.findByRole('heading', { level: 1, name: 'Order #C3D4E5F6' });
    expect(screen.queryByRole('list', { name: 'Order progress' })).not.toBeInTheDocument();
    expect(screen.getByTestId('order-cancelled')).toHaveTextContent('This order was cancelled.');
    expect(screen.getByTestId('order-status')).toHaveTextContent('Cancelled');
  });

  it.each([
    ['pending', 'Refund of ₹59,000.00 on its way', 'On its way'],
    ['processed', 'Refunded ₹59,000.00', 'Back with you'],
    ['failed', /delayed: we will contact you$/, 'Delayed: we will contact you'],
  ] as const)('a cancelled order shows its refund (%s)', async (status, badge, words) => {
    const refund = makeRefund({
      amountPaise: 59000_00,
      status,
      reason: 'order-cancelled',
      processedAt: status === 'processed' ? '2026-03-14T05:00:00.000Z' : null,
    });
    renderOrder(makeOrder({ _id: ORDER_ID, status: 'cancelled', items: [makeOrderItem({ priceInclGst: 59_000 })], refund: refundSummaryOf([refund], 59000) }));
    await screen.findByRole('heading', { level: 1, name: 'Order #C3D4E5F6' });
    expect(panel('Payment Information').getByTestId('refund-status')).toHaveTextContent(badge);
    const [row] = panel('Refunds').getAllByTestId('refund');
    expect(row).toHaveTextContent('₹59,000.00');
    expect(row).toHaveTextContent('Order cancelled');
    expect(row).toHaveTextContent(`Status: ${words}`);
    expect(screen.queryByRole('button', { name: /Cancel Order/ })).not.toBeInTheDocument();
  });

  it('explains a partial refund: what came back, why, when, and what is still on its way', async () => {
    const processed = makeRefund({
      amountPaise: 1499_50,
      status: 'processed',
      reason: 'shop',
      createdAt: '2026-03-11T06:00:00.000Z',
      processedAt: '2026-03-14T05:00:00.000Z',
    });
    const pending = makeRefund({ amountPaise: 500_00, status: 'pending', reason: 'amount-mismatch', createdAt: '2026-03-15T06:00:00.000Z' });
    // Newest first from the server: the page lists them in the order they happened.
    renderOrder(
      makeOrder({ _id: ORDER_ID, status: 'delivered', items: [makeOrderItem({ priceInclGst: 59_000 })], refund: refundSummaryOf([pending, processed], 59000) }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Order #C3D4E5F6' });

    expect(panel('Payment Information').getByTestId('refund-status')).toHaveTextContent('Partial refund of ₹1,999.50 on its way');
    const refunds = panel('Refunds');
    const totals = refunds.getByTestId('refund-totals');
    expect(totals).toHaveTextContent('Back with you₹1,499.50');
    expect(totals).toHaveTextContent('On its way₹500.00');
    expect(totals).not.toHaveTextContent('Delayed');
    expect(refunds.getByText('Order total: ₹59,000.')).toBeInTheDocument();

    const rows = refunds.getAllByTestId('refund');
    expect(rows.map((row) => row.textContent)).toEqual([
      '₹1,499.50Status: Back with youRefunded by the shopStarted 11 Mar 2026 · back with you on 14 Mar 2026',
      '₹500.00Status: On its wayPayment did not match the orderStarted 15 Mar 2026',
    ]);
    expect(within(rows[0]!).getByText('14 Mar 2026')).toHaveAttribute('datetime', processed.processedAt);
    // The order is delivered: a partial refund does not make it cancellable or hide its review.
    expect(screen.queryByTestId('order-cancelled')).not.toBeInTheDocument();
  });

  it('tells the customer a failed refund is delayed and the shop will call, never the reason the gateway gave', async () => {
    const failed = makeRefund({ amountPaise: 59000_00, status: 'failed', reason: 'order-cancelled' });
    renderOrder(makeOrder({ _id: ORDER_ID, status: 'cancelled', items: [makeOrderItem({ priceInclGst: 59_000 })], refund: refundSummaryOf([failed], 59000) }));
    await screen.findByRole('heading', { level: 1, name: 'Order #C3D4E5F6' });
    const refunds = panel('Refunds');
    expect(refunds.getByTestId('refund-totals')).toHaveTextContent('Delayed₹59,000.00');
    expect(refunds.getByText(/We will contact you to sort it out/)).toBeInTheDocument();
    expect(screen.getByTestId('refund-status')).toHaveClass('bg-red-100');
  });

  it('shows no Refunds panel for an order nothing was refunded of', async () => {
    renderOrder(makeOrder({ _id: ORDER_ID, status: 'delivered' }));
    await screen.findByRole('heading', { level: 1, name: 'Order #C3D4E5F6' });
    expect(screen.queryByRole('region', { name: 'Refunds' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('refund-status')).not.toBeInTheDocument();
  });

  it('cancels a pending order from its page, after confirming, and shows the refund', async () => {
    const success = vi.spyOn(toast, 'success');
    const order = makeOrder({ _id: ORDER_ID, status: 'pending', items: [makeOrderItem({ priceInclGst: 59_000 })] });
    const { user } = renderOrder(order, {
      cancelled: { ...order, status: 'cancelled', refund: refundSummaryOf([makeRefund({ amountPaise: 59000_00, reason: 'order-cancelled' })], 59000) },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel Order #C3D4E5F6' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel order' }));

    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Cancelled'));
    expect(success).toHaveBeenCalledWith(CHECKOUT_MESSAGES.cancelled);
    expect(screen.getByTestId('order-cancelled')).toBeInTheDocument();
    expect(screen.getByTestId('refund-status')).toHaveTextContent('Refund of ₹59,000.00 on its way');
  });

  it('offers no cancel for a replacement sent under a return, at no charge', async () => {
    renderOrder(
      makeOrder({
        _id: ORDER_ID,
        status: 'confirmed',
        items: [makeOrderItem({ priceInclGst: 0 })],
        paymentDetails: { method: 'replacement', status: 'completed', paymentId: '' },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Order #C3D4E5F6' });
    expect(screen.queryByRole('button', { name: /Cancel Order/ })).not.toBeInTheDocument();
  });

  it('cancels an unpaid cash-on-delivery order without promising a refund of money never paid', async () => {
    const success = vi.spyOn(toast, 'success');
    const order = makeOrder({
      _id: ORDER_ID,
      status: 'pending',
      items: [makeOrderItem({ priceInclGst: 1_999 })],
      shippingFee: 99,
      paymentDetails: { method: 'cod', status: 'pending', paymentId: '' },
    });
    const { user } = renderOrder(order, { cancelled: { ...order, status: 'cancelled' } });
    await user.click(await screen.findByRole('button', { name: 'Cancel Order #C3D4E5F6' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel order #C3D4E5F6?' });
    expect(dialog).toHaveTextContent('The order will not be sent, and you will pay nothing for it. This cannot be undone.');
    expect(dialog).not.toHaveTextContent(/refund/i);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));

    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Cancelled'));
    expect(success).toHaveBeenCalledWith(CHECKOUT_MESSAGES.cancelledUnpaid);
    expect(CHECKOUT_MESSAGES.cancelledUnpaid).not.toMatch(/refund/i);
    expect(success).not.toHaveBeenCalledWith(CHECKOUT_MESSAGES.cancelled);
  });

  it('a paid order partly refunded already: the dialog promises back only what is left of the payment', async () => {
    const order = makeOrder({
      _id: ORDER_ID,
      status: 'confirmed',
      items: [makeOrderItem({ priceInclGst: 59_000 }), makeOrderItem({ priceInclGst: 1_000 })],
      refund: refundSummaryOf([makeRefund({ amountPaise: 1_000_00, reason: 'shop' })], 60_000),
    });
    const { user } = renderOrder(order);
    await user.click(await screen.findByRole('button', { name: 'Cancel Order #C3D4E5F6' }));
    expect(screen.getByRole('alertdialog', { name: 'Cancel order #C3D4E5F6?' })).toHaveTextContent(
      'The order will not be sent, and ₹59,000 will be refunded to the way you paid.',
    );
  });

  describe('the delivery date', () => {
    // Wednesday 25 November 2026, 11:30 in India.
    beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T06:00:00Z') }));
    afterEach(() => vi.useRealTimers());
    /** Pune from the shop: within the state, 2 to 4 working days. Its dates are an order placed now's; the page counts from the order's own day. */
    const PUNE: DeliveryQuote = {
      pincode: '411001',
      district: 'Pune',
      state: 'Maharashtra',
      serviceable: true,
      cod: true,
      codMaxTotal: 50_000,
      shippingFee: 0,
      freeShippingOver: 5_000,
      zone: 'state',
      estimatedDelivery: { from: '2026-11-27', to: '2026-11-30' },
      source: 'directory',
    };
    const estimate = async () => within(await screen.findByRole('region', { name: 'Order Status' })).findByTestId('delivery-estimate');

    it("counts the PIN's transit days from the day the order was placed", async () => {
      renderOrder(makeOrder({ _id: ORDER_ID, status: 'confirmed', createdAt: '2026-11-24T05:00:00.000Z' }), { quote: PUNE });
      // Tuesday 24 November: 2 and 4 working days on.
      expect(await estimate()).toHaveTextContent('Delivery by Thu, 26 Nov – Sat, 28 Nov');
    });

    it('counts from today once the order is later than its estimate (Sundays are not working days)', async () => {
      renderOrder(makeOrder({ _id: ORDER_ID, status: 'processing', createdAt: '2026-11-02T05:00:00.000Z' }), { quote: PUNE });
      expect(await estimate()).toHaveTextContent('Delivery by Fri, 27 Nov – Mon, 30 Nov');
    });

    it("gives the courier's own date once the parcel is booked", async () => {
      const shipment = {
        courier: 'Delhivery Surface',
        awb: '59012345678',
        trackingUrl: '',
        status: 'in_transit' as const,
        events: [],
        expectedDelivery: '2026-11-27',
      };
      renderOrder(makeOrder({ _id: ORDER_ID, status: 'shipped', createdAt: '2026-11-20T05:00:00.000Z', trackingNumber: shipment.awb, shipment }), {
        quote: PUNE,
      });
      expect(await estimate()).toHaveTextContent("Delivery by Fri, 27 Nov (the courier's estimate)");
    });

    it.each<[Order['status'], Partial<Order>]>([
      ['delivered', {}],
      ['cancelled', {}],
      ['confirmed', { items: [makeOrderItem({ name: 'Laptop repair', hsn: '998713' })] }],
    ])('says none for an order %s, or one no courier brings', async (status, more) => {
      renderOrder(makeOrder({ _id: ORDER_ID, status, createdAt: '2026-11-24T05:00:00.000Z', ...more }), { quote: PUNE });
      await screen.findByRole('heading', { level: 1, name: 'Order #C3D4E5F6' });
      expect(screen.queryByTestId('delivery-estimate')).not.toBeInTheDocument();
    });
  });

  it("shows 'Order Not Found' for an id the server does not give this customer, and logs it", async () => {
    const logged = expectConsoleError(/^Failed to load order/);
    const { user, router } = renderOrder(null, { id: 'someone-elses-order' });
    expect(screen.getByRole('status', { name: 'Loading the order' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The order you're looking for doesn't exist or you don't have permission to view it.")).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Order Not Found | TechStore'));
    expect(logged).toContainEqual(['Failed to load order', expect.objectContaining({ status: 404 })]);

    await user.click(screen.getByRole('link', { name: 'Back to My Orders' }));
    expect(router.state.location.pathname).toBe('/orders');
  });

  it('asks guests to log in and come back to this order', async () => {
    const { fetchMock } = renderOrder(makeOrder({ _id: ORDER_ID }), { signedIn: false });
    expect(screen.getByRole('heading', { name: 'Please Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', `/login?redirect=/orders/${ORDER_ID}`);
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/orders'))).toHaveLength(0);
  });

  it('coming from My Orders, shows the listed copy at once while the fresh one loads', async () => {
    const order = makeOrder({ _id: ORDER_ID, status: 'confirmed' });
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('user', JSON.stringify(priya));
    stubFetch((url) => {
      if (url.pathname === '/api/orders/my-orders') return { body: [order] };
      if (url.pathname === `/api/orders/${ORDER_ID}`) return new Promise(() => {}); // never answers
      return { body: priya };
    });
    const { user } = renderRoutes(
      [
        { path: '/orders', element: <OrdersPage /> },
        { path: '/orders/:id', element: <OrderPage /> },
      ],
      '/orders',
    );
    await user.click(await screen.findByRole('link', { name: 'View Details of order #C3D4E5F6' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #C3D4E5F6' })).toBeInTheDocument();
    expect(steps().map((step) => step.dataset.state)).toEqual(['completed', 'current', 'upcoming', 'upcoming', 'upcoming']);
  });
});
