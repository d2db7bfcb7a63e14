import { ATTENTION_LABELS, PAYMENT_MESSAGES, type AttentionItem } from '@store/shared';
import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { shopOwner, signIn } from '@/test/admin';
import { makeAttentionItem } from '@/test/attention-fixtures';
import { fetchedUrls, renderRoutes, stubFetch } from '@/test/render';
import { AdminLayout } from './layout';
import { AdminPaymentsPage } from './payments';
import { expectConsoleError } from '@/test/console';

const mismatch = makeAttentionItem({
  kind: 'amount-mismatch',
  amountPaise: 59001_00,
  expectedPaise: 59000_00,
  paymentId: 'pay_Mismatch0001',
  customer: { _id: 'u2', name: 'Arjun Mehta', email: 'arjun@example.in' },
  items: [
    { productId: 'p1', name: 'Lenovo IdeaPad Slim 3', quantity: 1 },
    { productId: 'p2', name: 'Logitech MX Master 3S', quantity: 2 },
  ],
  note: 'paid 5900100 INR, expected 5900000 INR',
  since: '2026-03-12T09:00:00.000Z',
});
const soldOut = makeAttentionItem({ kind: 'sold-out', since: '2026-03-11T06:00:00.000Z' });
const failedRefund = makeAttentionItem({
  _id: '5c1f0a7e-2b3d-4e5f-8a9b-00000000fa11',
  kind: 'refund-failed',
  actions: ['retry-refund'],
  amountPaise: 1499_50,
  expectedPaise: 1499_50,
  orderId: '7f3c2a10-1b2c-4d5e-8f90-a1b2c3d4e5f6',
  customer: { _id: 'u3', name: 'Meena Iyer', email: 'meena@example.in' },
  note: 'BAD_REQUEST_ERROR: The bank account is closed',
  since: '2026-03-10T04:30:00.000Z',
});

type Answer = { status?: number; body: unknown };

/**
 * The Payments tab against a stubbed server holding `items`. Each action is recorded as [action, id];
 * by default it succeeds and settles the item (it leaves the list), as the server does.
 */
function renderPayments(items: AttentionItem[], { act }: { act?: (action: string, id: string) => Answer | undefined } = {}) {
  signIn(shopOwner);
  let list = items;
  const actions: [string, string][] = [];
  const fetchMock = stubFetch((url, init) => {
    if (url.pathname === '/api/auth/me') return { body: shopOwner };
    if (url.pathname === '/api/admin/payments/attention') return { body: { items: list } };
    const acted = /^\/api\/admin\/payments\/attention\/([^/]+)\/(make-order|refund|retry-refund)$/.exec(url.pathname);
    if (acted && init?.method === 'POST') {
      const [, id, action] = acted as unknown as [string, string, string];
      actions.push([action, id]);
      const answer = act?.(action, id) ?? { body: action === 'make-order' ? { orderId: '0b7e52f4-6c1d-4a8e-9f3b-00000000ab12' } : { ok: true } };
      if ((answer.status ?? 200) < 300) list = list.filter((item) => item._id !== id);
      return answer;
    }
    return { status: 404, body: { message: 'Not found' } };
  });
  const rendered = renderRoutes(
    [{ path: '/admin', element: <AdminLayout />, children: [{ path: 'payments', element: <AdminPaymentsPage /> }] }],
    '/admin/payments',
  );
  return { ...rendered, fetchMock, actions };
}

const card = (name: RegExp) => within(screen.getByRole('article', { name }));
const listLoads = (mock: ReturnType<typeof stubFetch>) => fetchedUrls(mock).filter((url) => url.pathname === '/api/admin/payments/attention').length;

describe('AdminPaymentsPage', () => {
  it('lists each payment: what went wrong, since when, the customer, paid against expected, items, the note and its actions', async () => {
    renderPayments([mismatch, soldOut, failedRefund]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments needing attention' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Payments · Shop admin | TechStore'));
    expect(screen.getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('3 waiting for you')).toBeInTheDocument();
    // In the server's order (newest first).
    expect(screen.getAllByTestId('attention-item').map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
      ATTENTION_LABELS['amount-mismatch'],
      ATTENTION_LABELS['sold-out'],
      ATTENTION_LABELS['refund-failed'],
    ]);

    const wrong = card(/Amount or currency.*Arjun Mehta/);
    expect(wrong.getByText('12 Mar 2026, 2:30 pm')).toHaveAttribute('datetime', mismatch.since);
    expect(wrong.getByRole('link', { name: 'arjun@example.in' })).toHaveAttribute('href', 'mailto:arjun@example.in');
    expect(wrong.getByTestId('attention-paid')).toHaveTextContent('₹59,001.00');
    expect(wrong.getByTestId('attention-expected')).toHaveTextContent('Expected ₹59,000.00');
    expect(wrong.getByText('₹1.00 more than the order total')).toBeInTheDocument();
    expect(wrong.getByText('pay_Mismatch0001')).toBeInTheDocument();
    expect(wrong.getAllByRole('listitem').map((line) => line.textContent)).toEqual(['1 × Lenovo IdeaPad Slim 3', '2 × Logitech MX Master 3S']);
    expect(wrong.getByText('paid 5900100 INR, expected 5900000 INR')).toBeInTheDocument();
    expect(wrong.getAllByRole('button').map((button) => button.textContent)).toEqual(['Make the order for Arjun Mehta', 'Refund in full for Arjun Mehta']);

    const failed = card(/Refund failed.*Meena Iyer/);
    expect(failed.getByTestId('attention-paid')).toHaveTextContent('₹1,499.50');
    expect(failed.queryByTestId('attention-expected')).not.toBeInTheDocument();
    expect(failed.getByRole('link', { name: 'Order #C3D4E5F6' })).toHaveAttribute('href', `/admin/orders/${failedRefund.orderId}`);
    expect(failed.getByText('BAD_REQUEST_ERROR: The bank account is closed')).toBeInTheDocument();
    expect(failed.getAllByRole('button').map((button) => button.textContent)).toEqual(['Retry refund for Meena Iyer']);
  });

  it('makes the order only once confirmed, saying stock is taken now and the customer is e-mailed; toasts the order and asks the list again', async () => {
    const success = vi.spyOn(toast, 'success');
    const { user, actions, fetchMock } = renderPayments([soldOut]);
    const make = await screen.findByRole('button', { name: 'Make the order for Priya Sharma' });

    await user.click(make);
    let dialog = screen.getByRole('alertdialog', { name: 'Make the order for Priya Sharma?' });
    expect(dialog).toHaveAccessibleDescription(/item is taken from stock now.*Priya Sharma is e-mailed the order confirmation/);
    expect(within(dialog).getByRole('button', { name: 'Not now' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(actions).toEqual([]);

    const loads = listLoads(fetchMock);
    await user.click(make);
    dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Make the order' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Order #0000AB12 made. Priya Sharma is e-mailed the confirmation.'));
    expect(actions).toEqual([['make-order', soldOut._id]]);
    expect(await screen.findByText('Nothing needs attention')).toBeInTheDocument();
    expect(listLoads(fetchMock)).toBeGreaterThan(loads);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says the excess goes back when a payment for more than the order is made into one', async () => {
    const { user } = renderPayments([mismatch]);
    await user.click(await screen.findByRole('button', { name: 'Make the order for Arjun Mehta' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      /3 items are taken from stock now.*The ₹1.00 paid over the order total goes back to them/,
    );
  });

  it('refunds a held payment in full once confirmed, saying the whole payment goes back and no order is made', async () => {
    const success = vi.spyOn(toast, 'success');
    const { user, actions } = renderPayments([soldOut, mismatch]);
    await user.click(await screen.findByRole('button', { name: 'Refund in full for Priya Sharma' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Refund Priya Sharma in full?' });
    expect(dialog).toHaveAccessibleDescription(/The whole payment, ₹59,000.00, goes back.*No order is made.*e-mailed that the payment was refunded/);
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹59,000.00' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith(PAYMENT_MESSAGES.refundQueued));
    expect(actions).toEqual([['refund', soldOut._id]]);
    await waitFor(() => expect(screen.getAllByTestId('attention-item')).toHaveLength(1));
    expect(screen.getByRole('article', { name: /Arjun Mehta/ })).toBeInTheDocument();
  });

  it('closes a payment that was never captured, saying the gateway returns it by itself', async () => {
    const uncaptured = makeAttentionItem({
      kind: 'amount-mismatch',
      amountPaise: 0,
      actions: ['refund'],
      note: '; never captured: the gateway returns it to the customer by itself',
    });
    const { user, actions } = renderPayments([uncaptured]);
    expect(await screen.findByTestId('attention-paid')).toHaveTextContent('Not captured');
    await user.click(screen.getByRole('button', { name: 'Refund in full for Priya Sharma' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Close this payment?' });
    expect(dialog).toHaveAccessibleDescription(/Razorpay returns it to Priya Sharma by itself/);
    await user.click(within(dialog).getByRole('button', { name: 'Close it' }));
    await waitFor(() => expect(actions).toEqual([['refund', uncaptured._id]]));
  });

  it("retries a failed refund by the refund's id once confirmed, and toasts", async () => {
    const success = vi.spyOn(toast, 'success');
    const { user, actions } = renderPayments([failedRefund]);
    await user.click(await screen.findByRole('button', { name: 'Retry refund for Meena Iyer' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Try the refund to Meena Iyer again?' });
    expect(dialog).toHaveAccessibleDescription(/Razorpay is asked again to return ₹1,499.50.*The bank account is closed/);
    await user.click(within(dialog).getByRole('button', { name: 'Retry refund' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith(PAYMENT_MESSAGES.refundQueued));
    expect(actions).toEqual([['retry-refund', failedRefund._id]]);
    expect(await screen.findByText('Nothing needs attention')).toBeInTheDocument();
  });

  it.each([
    ['make-order', 'Make the order', 'Make the order', 409, PAYMENT_MESSAGES.notEnoughStockForOrder('Dell Inspiron 15', 0)],
    ['refund', 'Refund in full', 'Refund ₹59,000.00', 409, PAYMENT_MESSAGES.attentionSettled],
    ['refund', 'Refund in full', 'Refund ₹59,000.00', 404, PAYMENT_MESSAGES.attentionNotFound],
  ] as const)("toasts the server's message when %s is refused (%s, %s), and asks the list again", async (action, button, confirm, status, message) => {
    const error = vi.spyOn(toast, 'error');
    const success = vi.spyOn(toast, 'success');
    const { user, actions, fetchMock } = renderPayments([soldOut], { act: () => ({ status, body: { message } }) });
    await user.click(await screen.findByRole('button', { name: `${button} for Priya Sharma` }));
    const loads = listLoads(fetchMock);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: confirm }));

    await waitFor(() => expect(error).toHaveBeenCalledWith(message));
    expect(actions).toEqual([[action, soldOut._id]]);
    expect(success).not.toHaveBeenCalled();
    await waitFor(() => expect(listLoads(fetchMock)).toBeGreaterThan(loads));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says so when nothing needs attention', async () => {
    renderPayments([]);
    expect(await screen.findByText('Nothing needs attention')).toBeInTheDocument();
    expect(screen.getByText('Nothing is waiting.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says the list could not be loaded, with a way to try again', async () => {
    expectConsoleError(/^Failed to load the payments needing attention/);
    signIn(shopOwner);
    stubFetch((url) => (url.pathname === '/api/auth/me' ? { body: shopOwner } : { status: 500, body: { message: 'Internal Server Error' } }));
    renderRoutes([{ path: '/admin/payments', element: <AdminPaymentsPage /> }], '/admin/payments');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the payments needing attention');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
