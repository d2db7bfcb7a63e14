import { ORDER_MESSAGES, type AdminOrder, type OrderDocument } from '@store/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAdminOrder, makeOrderItem } from '@/test/order-fixtures';
import { fetchedUrls, renderRoutes, stubFetch } from '@/test/render';
import { shopOwner, signIn } from '@/test/admin';
import { AdminOrderPage } from './order';

/**
 * Issue 40 points 10 and 14 on the admin's order page: the order's documents as the server lists them
 * (GET /api/admin/orders/{id}/documents), each downloaded from the shop's audited route: every credit
 * note of a refunded order, and a replacement's delivery challan, which has no invoice.
 */

const ORDER_ID = '7f3c2a10-1b2c-4d5e-8f90-a1b2c3d4e5f6';
const documentOf = (kind: OrderDocument['kind'], number: string, totalPaise: number): OrderDocument => ({
  kind,
  number,
  date: '2026-03-12',
  totalPaise,
  download: `/api/admin/orders/${ORDER_ID}/documents/${number.replaceAll('/', '-')}`,
});

function renderOrder(order: AdminOrder, documents: OrderDocument[]) {
  signIn(shopOwner);
  const downloads: string[] = [];
  const fetchMock = stubFetch((url) => {
    if (url.pathname === '/api/auth/me') return { body: shopOwner };
    if (url.pathname === `/api/admin/orders/${order._id}`) return { body: order };
    if (url.pathname === `/api/admin/orders/${order._id}/documents`) return { body: { documents } };
    const listed = documents.find((document) => document.download === url.pathname);
    if (listed) {
      downloads.push(listed.number);
      return new Response(new Blob(['%PDF-1.7']), {
        headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${listed.number.replaceAll('/', '-')}.pdf"` },
      });
    }
    if (url.pathname === '/api/admin/audit') return { body: { entries: [], total: 0, totalPages: 1, page: 1 } };
    return { status: 404, body: { message: ORDER_MESSAGES.notFound } };
  });
  const rendered = renderRoutes([{ path: '/admin/orders/:id', element: <AdminOrderPage /> }], `/admin/orders/${order._id}`);
  return { ...rendered, fetchMock, downloads };
}

const labels = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('button')
    .map((button) => button.textContent ?? '')
    .filter((label) => label.startsWith('Download'));

afterEach(() => vi.restoreAllMocks());

describe('the shop’s copies of an order’s documents', () => {
  it('a refunded order lists its invoice and every credit note; each downloads from the audited route and the history is asked again', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:document');
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const order = makeAdminOrder({
      _id: ORDER_ID,
      status: 'delivered',
      items: [makeOrderItem({ priceInclGst: 2_499, quantity: 3 })],
      paymentDetails: { method: 'upi', status: 'partially_refunded', paymentId: 'pay_1' },
    });
    const { user, fetchMock, downloads } = renderOrder(order, [
      documentOf('invoice', 'TS/26-27/00042', 7_497_00),
      documentOf('credit-note', 'CN/26-27/00003', 2_499_00),
      documentOf('credit-note', 'CN/26-27/00004', 100_00),
    ]);
    const payment = await screen.findByRole('region', { name: 'Payment' });
    await within(payment).findByRole('button', { name: 'Download Invoice' });
    expect(labels(payment)).toEqual(['Download Invoice', 'Download Credit Note CN/26-27/00003', 'Download Credit Note CN/26-27/00004']);
    const historyAsked = fetchedUrls(fetchMock).filter((url) => url.pathname === '/api/admin/audit').length;
    await user.click(within(payment).getByRole('button', { name: 'Download Credit Note CN/26-27/00004' }));
    await waitFor(() => expect(saved).toEqual(['CN-26-27-00004.pdf']));
    expect(downloads).toEqual(['CN/26-27/00004']);
    await waitFor(() => expect(fetchedUrls(fetchMock).filter((url) => url.pathname === '/api/admin/audit').length).toBeGreaterThan(historyAsked));
  });

  it('a replacement lists its delivery challan and no invoice', async () => {
    const order = makeAdminOrder({
      _id: ORDER_ID,
      status: 'confirmed',
      items: [makeOrderItem({ priceInclGst: 0, quantity: 1 })],
      paymentDetails: { method: 'replacement', status: 'completed', paymentId: '' },
    });
    renderOrder(order, [documentOf('delivery-challan', 'DC/26-27/00001', 54_990_00)]);
    const payment = await screen.findByRole('region', { name: 'Payment' });
    await within(payment).findByRole('button', { name: 'Download Delivery Challan' });
    expect(labels(payment)).toEqual(['Download Delivery Challan']);
  });
});
