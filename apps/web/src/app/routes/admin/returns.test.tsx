import { SERIAL_MESSAGES, type AdminReturn, type AdminReturnPage } from '@store/shared';
import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { shopOwner, signIn } from '@/test/admin';
import { renderRoutes, stubFetch } from '@/test/render';
import { AdminReturnsPage } from './returns';

const REQUESTED: AdminReturn = {
  _id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  orderId: '7f3c2a10-1b2c-4d5e-8f90-a1b2c3d4e5f6',
  kind: 'return',
  reason: 'defective',
  description: 'The left button stopped clicking.',
  status: 'requested',
  lines: [{ itemId: 'item-1', productId: 'p1', name: 'Logitech M331 Silent Mouse', quantity: 1, unitPrice: 1_499, serials: [] }],
  photos: ['/uploads/returns/x/photo.webp'],
  note: '',
  pickup: null,
  refundAmount: null,
  replacementOrderId: null,
  createdAt: '2026-11-20T05:00:00.000Z',
  updatedAt: '2026-11-20T05:00:00.000Z',
  customer: { _id: 'u1', name: 'Asha Verma', email: 'asha@example.in', phone: '9876543210' },
  payout: '',
  sellable: 0,
  damaged: 0,
};

/** An approved return of two laptops, each named by the serial number it was sold with. */
const TWO_LAPTOPS: AdminReturn = {
  ...REQUESTED,
  kind: 'replacement',
  status: 'approved',
  lines: [{ itemId: 'item-2', productId: 'p2', name: 'HP Pavilion 15', quantity: 2, unitPrice: 62_990, serials: ['5CD1234XYZ', '5CD5678ABC'] }],
};

/** `refusal`, when given, is the answer to a step (approve, receive...). */
function renderPage(rows: AdminReturn[], refusal?: { status: number; body: { message: string } }) {
  signIn(shopOwner);
  const calls: Array<{ path: string; body: unknown }> = [];
  const fetchMock = stubFetch((url, init) => {
    if (url.pathname === '/api/auth/me') return { body: shopOwner };
    if (url.pathname === '/api/admin/returns') {
      const page: AdminReturnPage = { returns: rows, total: rows.length, page: 1, totalPages: 1 };
      return { body: page };
    }
    if (url.pathname.endsWith('/payout/reveal')) {
      calls.push({ path: url.pathname, body: init?.body });
      return { body: { method: 'bank', accountName: 'Asha Verma', accountNumber: '50100234564321', ifsc: 'HDFC0001234' } };
    }
    if (url.pathname.startsWith('/api/admin/returns/')) {
      calls.push({ path: url.pathname, body: JSON.parse(String(init?.body)) });
      return refusal ?? { body: { ...rows[0]!, status: 'approved' } };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
  return { ...renderRoutes([{ path: '/admin/returns', element: <AdminReturnsPage /> }], '/admin/returns'), fetchMock, calls };
}

describe('AdminReturnsPage', () => {
  it('shows a request with its photo and reason, and approves it with a note', async () => {
    const { user, calls } = renderPage([REQUESTED]);
    const card = await screen.findByTestId('admin-return');
    expect(card).toHaveTextContent('Asha Verma · 9876543210');
    expect(card).toHaveTextContent('1 × Logitech M331 Silent Mouse (₹1,499)');
    expect(card).toHaveTextContent('It does not work properly: The left button stopped clicking.');
    expect(within(card).getByRole('img', { name: 'Photo 1 of the return' })).toHaveAttribute('src', '/uploads/returns/x/photo.webp');
    // Turning down needs a reason for the customer.
    expect(within(card).getByRole('button', { name: 'Turn down' })).toBeDisabled();
    await user.type(within(card).getByRole('textbox', { name: 'Note to the customer' }), 'Please pack it in its box');
    await user.click(within(card).getByRole('button', { name: 'Approve and book pickup' }));
    await waitFor(() => expect(calls).toEqual([{ path: `/api/admin/returns/${REQUESTED._id}/approve`, body: { note: 'Please pack it in its box' } }]));
  });

  it('says a return whose parcel reached the store is there to be checked, not that its pickup is booked', async () => {
    renderPage([{ ...REQUESTED, status: 'approved', pickup: { courier: 'Xpressbees', awb: 'XB123456789', status: 'delivered' } }]);
    const card = await screen.findByTestId('admin-return');
    expect(card).toHaveTextContent('At our store: being checked');
    expect(card).not.toHaveTextContent('pickup booked');
  });

  it('counts a damaged or defective claim as damaged until the shop finds it sellable, and sends its counts', async () => {
    const twoDamaged = { ...REQUESTED, reason: 'damaged-in-transit' as const, status: 'approved' as const, lines: [{ ...REQUESTED.lines[0]!, quantity: 2 }] };
    const { user, calls } = renderPage([twoDamaged]);
    const card = await screen.findByTestId('admin-return');
    expect(within(card).getByRole('spinbutton', { name: 'Sellable' })).toHaveValue(0);
    expect(within(card).getByRole('spinbutton', { name: 'Damaged' })).toHaveValue(2);
    await user.click(within(card).getByRole('button', { name: 'Mark received' }));
    await waitFor(() =>
      expect(calls).toEqual([{ path: `/api/admin/returns/${REQUESTED._id}/receive`, body: { lines: [{ itemId: 'item-1', sellable: 0, damaged: 2 }] } }]),
    );
  });

  it('takes the serial number of each laptop received, Enter moving on as a scanner types, and sends them in capitals', async () => {
    const { user, calls } = renderPage([TWO_LAPTOPS]);
    const card = await screen.findByTestId('admin-return');
    const first = within(card).getByRole('textbox', { name: 'Serial no. of unit 1 received, HP Pavilion 15' });
    const second = within(card).getByRole('textbox', { name: 'Serial no. of unit 2 received, HP Pavilion 15' });
    expect(first).toHaveAccessibleDescription('Sold as 5CD1234XYZ or 5CD5678ABC');
    // Nothing goes with a unit left unread.
    await user.click(within(card).getByRole('button', { name: 'Mark received' }));
    expect(first).toBeInvalid();
    expect(first).toHaveFocus();
    expect(calls).toEqual([]);

    await user.type(first, ' 5cd5678abc{Enter}');
    expect(second).toHaveFocus();
    await user.type(second, '5cd1234xyz ');
    await user.click(within(card).getByRole('button', { name: 'Mark received' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          path: `/api/admin/returns/${REQUESTED._id}/receive`,
          body: { lines: [{ itemId: 'item-2', sellable: 0, damaged: 2, serials: ['5CD5678ABC', '5CD1234XYZ'] }] },
        },
      ]),
    );
  });

  it('says under the unit that a laptop received is not the one sold (409), and toasts it', async () => {
    const error = vi.spyOn(toast, 'error');
    const mismatch = SERIAL_MESSAGES.mismatch('5CD5678ABC', '5CD9999QQQ');
    const { user } = renderPage([TWO_LAPTOPS], { status: 409, body: { message: mismatch } });
    const card = await screen.findByTestId('admin-return');
    const second = within(card).getByRole('textbox', { name: 'Serial no. of unit 2 received, HP Pavilion 15' });
    await user.type(within(card).getByRole('textbox', { name: 'Serial no. of unit 1 received, HP Pavilion 15' }), '5CD1234XYZ{Enter}');
    await user.type(second, '5CD9999QQQ');
    await user.click(within(card).getByRole('button', { name: 'Mark received' }));
    await waitFor(() => expect(second).toBeInvalid());
    expect(second).toHaveAccessibleDescription(`Sold as 5CD1234XYZ or 5CD5678ABC ${mismatch}`);
    expect(second).toHaveFocus();
    expect(error).toHaveBeenCalledWith(mismatch);
  });

  it('counts a change of mind as sellable', async () => {
    renderPage([{ ...REQUESTED, reason: 'no-longer-needed', status: 'approved' }]);
    const card = await screen.findByTestId('admin-return');
    expect(within(card).getByRole('spinbutton', { name: 'Sellable' })).toHaveValue(1);
    expect(within(card).getByRole('spinbutton', { name: 'Damaged' })).toHaveValue(0);
  });

  it('counts what came back, then refunds at most the items’ price (with the UTR for a COD order)', async () => {
    const { user, calls } = renderPage([{ ...REQUESTED, status: 'received', payout: 'UPI asha@okicici' }]);
    const card = await screen.findByTestId('admin-return');
    const amount = within(card).getByRole('spinbutton', { name: /Refund/ });
    expect(amount).toHaveValue(1499);
    await user.clear(amount);
    await user.type(amount, '1200');
    await user.type(within(card).getByRole('textbox', { name: 'UTR of the transfer' }), 'UTR402912345678');
    await user.click(within(card).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(calls).toEqual([{ path: `/api/admin/returns/${REQUESTED._id}/close`, body: { amount: 1200, reference: 'UTR402912345678' } }]));
  });

  it('shows a COD refund account masked, and in full only when the admin reveals it (each reveal logged), until hidden', async () => {
    const masked = 'Bank Asha Verma, ••••4321 (HDFC0001234)';
    const { user, calls } = renderPage([{ ...REQUESTED, status: 'received', payout: masked }]);
    const payout = await screen.findByTestId('payout');
    expect(payout).toHaveTextContent(masked);
    expect(screen.getByText('Each reveal is logged with your name and the time.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reveal account' }));
    await waitFor(() => expect(payout).toHaveTextContent('50100234564321'));
    expect(payout).toHaveTextContent('HDFC0001234');
    expect(calls).toEqual([{ path: `/api/admin/returns/${REQUESTED._id}/payout/reveal`, body: undefined }]);
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(payout).not.toHaveTextContent('50100234564321');
    expect(payout).toHaveTextContent(masked);
  });
});
