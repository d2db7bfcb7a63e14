import { ORDER_MESSAGES, type Order, type OrderDocument } from '@store/shared';
import { screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOrder, makeOrderItem } from '@/test/order-fixtures';
import { fetchedUrls, renderRoutes, stubFetch } from '@/test/render';
import { priyaWithoutAddress as priya } from '@/test/user-fixtures';
import { OrderPage } from './order';

/**
 * Issue 40 points 10 and 14 on the customer's order page: every document of the order is offered, as the
 * server lists it (GET /api/orders/{id}/documents), whatever its payment status now reads: the invoice, each
 * credit note by its number, and for a replacement its delivery challan and no invoice.
 */

const ORDER_ID = '7f3c2a10-1b2c-4d5e-8f90-a1b2c3d4e5f6';
const slug = (number: string) => number.replaceAll('/', '-');
const documentOf = (kind: OrderDocument['kind'], number: string, totalPaise: number): OrderDocument => ({
  kind,
  number,
  date: '2026-03-12',
  totalPaise,
  download: `/api/orders/${ORDER_ID}/documents/${slug(number)}`,
});

function renderOrder(order: Order, documents: OrderDocument[]) {
  localStorage.setItem('token', 'tok-1');
  localStorage.setItem('user', JSON.stringify(priya));
  const downloads: string[] = [];
  const fetchMock = stubFetch((url) => {
    if (url.pathname === '/api/auth/me') return { body: priya };
    if (url.pathname === `/api/orders/${order._id}`) return { body: order };
    if (url.pathname === `/api/orders/${order._id}/documents`) return { body: { documents } };
    // The server serves each document at its own number.
    const listed = documents.find((document) => document.download === url.pathname && url.pathname.endsWith(`/${slug(document.number)}`));
    if (listed) {
      downloads.push(listed.number);
      return new Response(new Blob(['%PDF-1.7']), {
        headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${slug(listed.number)}.pdf"` },
      });
    }
    return { status: 404, body: { message: ORDER_MESSAGES.notFound } };
  });
  const rendered = renderRoutes([{ path: '/orders/:id', element: <OrderPage /> }], `/orders/${order._id}`);
  return { ...rendered, fetchMock, downloads };
}

/** The labels of the page's download buttons, in order. */
const downloadButtons = () =>
  screen
    .queryAllByRole('button')
    .map((button) => button.textContent ?? '')
    .filter((label) => label.startsWith('Download'));

afterEach(() => vi.restoreAllMocks());

describe('the documents of an order', () => {
  it('a refunded order still offers its invoice, and each credit note by its number; each saves the PDF the server sends', async () => {
    const createObjectURL = vi.fn(() => 'blob:document');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const order = makeOrder({
      _id: ORDER_ID,
      status: 'delivered',
      items: [makeOrderItem({ priceInclGst: 2_499, quantity: 3 })],
      // After a cancelled unit, a goodwill refund and a return, the payment reads 'partially_refunded', not 'completed'.
      paymentDetails: { method: 'upi', status: 'partially_refunded', paymentId: 'pay_1' },
    });
    const { user, fetchMock, downloads } = renderOrder(order, [
      documentOf('invoice', 'TS/26-27/00042', 7_497_00),
      documentOf('credit-note', 'CN/26-27/00003', 2_499_00),
      documentOf('credit-note', 'CN/26-27/00004', 100_00),
      documentOf('credit-note', 'CN/26-27/00009', 2_499_00),
    ]);
    await screen.findByRole('button', { name: 'Download Invoice' });
    expect(downloadButtons()).toEqual([
      'Download Invoice',
      'Download Credit Note CN/26-27/00003',
      'Download Credit Note CN/26-27/00004',
      'Download Credit Note CN/26-27/00009',
    ]);
    await user.click(screen.getByRole('button', { name: 'Download Credit Note CN/26-27/00004' }));
    await waitFor(() => expect(saved).toEqual(['CN-26-27-00004.pdf']));
    await user.click(screen.getByRole('button', { name: 'Download Invoice' }));
    await waitFor(() => expect(saved).toEqual(['CN-26-27-00004.pdf', 'TS-26-27-00042.pdf']));
    expect(downloads).toEqual(['CN/26-27/00004', 'TS/26-27/00042']);
    // Asked for as the signed-in customer.
    const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/documents/CN-26-27-00004'))!;
    expect(new Headers(call[1]?.headers).get('Authorization')).toBe('Bearer tok-1');
  });

  it('a replacement offers its delivery challan and no invoice', async () => {
    const order = makeOrder({
      _id: ORDER_ID,
      status: 'confirmed',
      items: [makeOrderItem({ priceInclGst: 0, quantity: 1 })],
      paymentDetails: { method: 'replacement', status: 'completed', paymentId: '' },
    });
    renderOrder(order, [documentOf('delivery-challan', 'DC/26-27/00001', 54_990_00)]);
    await screen.findByRole('button', { name: 'Download Delivery Challan' });
    expect(downloadButtons()).toEqual(['Download Delivery Challan']);
  });

  it('an order with no documents yet (unpaid) offers none', async () => {
    const { fetchMock } = renderOrder(makeOrder({ _id: ORDER_ID, status: 'pending', paymentDetails: { method: 'upi', status: 'pending', paymentId: '' } }), []);
    await screen.findByRole('heading', { level: 1, name: 'Order #C3D4E5F6' });
    await waitFor(() => expect(fetchedUrls(fetchMock).map((url) => url.pathname)).toContain(`/api/orders/${ORDER_ID}/documents`));
    expect(downloadButtons()).toEqual([]);
  });

  it('a download the server refuses shows its message, and the buttons stay usable', async () => {
    const error = vi.spyOn(toast, 'error');
    const order = makeOrder({ _id: ORDER_ID, status: 'cancelled', paymentDetails: { method: 'upi', status: 'refunded', paymentId: 'pay_2' } });
    // Listed, but gone when asked for: the server's 404.
    const { user } = renderOrder(order, [
      documentOf('invoice', 'TS/26-27/00042', 2_499_00),
      { ...documentOf('credit-note', 'CN/26-27/00003', 2_499_00), download: `/api/orders/${ORDER_ID}/documents/CN-26-27-99999` },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Download Credit Note CN/26-27/00003' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(ORDER_MESSAGES.notFound));
    expect(screen.getByRole('button', { name: 'Download Invoice' })).toBeEnabled();
  });
});
