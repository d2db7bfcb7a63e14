import { EWAY_BILL_MESSAGES, type AdminOrder } from '@store/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAdminOrder } from '@/test/order-fixtures';
import { fetchedUrls, renderRoutes, stubFetch } from '@/test/render';
import { saveFile } from '@/lib/save-file';
import { EwayBillPanel } from './eway-bill-panel';

// The browser's own download is off the page (jsdom has no object URLs): what it is handed is checked.
vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));

/** The panel against a server that records what it is sent and answers with the order as recorded. */
function renderPanel(order: AdminOrder, answer?: { status: number; body: unknown }) {
  const recorded: unknown[] = [];
  const fetchMock = stubFetch((url, init) => {
    if (url.pathname === `/api/admin/orders/${order._id}/eway-bill` && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { number: string; validUntil: string };
      recorded.push(body);
      return answer ?? { body: { ...order, ewayBill: { required: true, ...body } } };
    }
    if (url.pathname === `/api/admin/orders/${order._id}/eway-bill.json`) return { body: { version: '1.0.0421', billLists: [] } };
    return { status: 404, body: { message: 'Not found' } };
  });
  renderRoutes([{ path: '/admin/orders/o1', element: <EwayBillPanel order={order} /> }], '/admin/orders/o1');
  return { recorded, fetchMock, user: userEvent.setup() };
}

const needing = () => makeAdminOrder({ status: 'confirmed', ewayBill: { required: true, number: '', validUntil: null } });

describe('EwayBillPanel', () => {
  it('says the goods wait for their e-way bill, and records the number typed with spaces, valid until the date given', async () => {
    const { recorded, user } = renderPanel(needing());
    expect(screen.getByRole('status')).toHaveTextContent('No e-way bill yet: download Part A, upload it on ewaybillgst.gov.in');
    await user.type(screen.getByLabelText('E-way bill number'), '3310 0987 6543');
    await user.type(screen.getByLabelText('Valid until'), '2030-01-15T23:59');
    await user.click(screen.getByRole('button', { name: 'Record e-way bill' }));
    await waitFor(() => expect(recorded).toHaveLength(1));
    expect(recorded[0]).toEqual({ number: '331009876543', validUntil: new Date('2030-01-15T23:59').toISOString() });
  });

  it('refuses a number that is not 12 digits before asking the server, and shows the server’s refusal under the number', async () => {
    const { recorded, user } = renderPanel(needing(), { status: 409, body: { message: EWAY_BILL_MESSAGES.usedElsewhere } });
    await user.type(screen.getByLabelText('E-way bill number'), '33100987654');
    await user.type(screen.getByLabelText('Valid until'), '2030-01-15T23:59');
    await user.click(screen.getByRole('button', { name: 'Record e-way bill' }));
    expect(await screen.findByLabelText('E-way bill number')).toHaveAccessibleDescription(expect.stringContaining(EWAY_BILL_MESSAGES.numberInvalid));
    expect(recorded).toHaveLength(0);
    await user.type(screen.getByLabelText('E-way bill number'), '3');
    await user.click(screen.getByRole('button', { name: 'Record e-way bill' }));
    await waitFor(() =>
      expect(screen.getByLabelText('E-way bill number')).toHaveAccessibleDescription(expect.stringContaining(EWAY_BILL_MESSAGES.usedElsewhere)),
    );
  });

  it('says when the one recorded has run out', () => {
    renderPanel(makeAdminOrder({ status: 'processing', ewayBill: { required: true, number: '331009876543', validUntil: '2020-01-15T18:29:00.000Z' } }));
    expect(screen.getByRole('status')).toHaveTextContent(`${EWAY_BILL_MESSAGES.expiredForBooking}.`);
  });

  it('shows the one recorded, and downloads Part A for the portal', async () => {
    const order = makeAdminOrder({ status: 'processing', ewayBill: { required: true, number: '331009876543', validUntil: '2030-01-15T18:29:00.000Z' } });
    const { fetchMock, user } = renderPanel(order);
    expect(screen.getByTestId('eway-bill')).toHaveTextContent('E-way bill 3310 0987 6543, valid until');
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Download Part A/ }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.anything(), 'eway-bill.json'));
    expect(fetchedUrls(fetchMock).map((url) => url.pathname)).toContain(`/api/admin/orders/${order._id}/eway-bill.json`);
    expect(screen.getByRole('button', { name: 'Replace e-way bill' })).toBeEnabled();
  });
});
