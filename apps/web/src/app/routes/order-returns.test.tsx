import { SERIAL_MESSAGES, type Order, type OrderReturns } from '@store/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder, makeOrderItem } from '@/test/order-fixtures';
import { renderRoutes, stubFetch } from '@/test/render';
import { priyaWithoutAddress as priya } from '@/test/user-fixtures';
import { OrderPage } from './order';

const item = makeOrderItem({ name: 'Logitech M331 Silent Mouse', priceInclGst: 1_499, quantity: 2 });
const order: Order = makeOrder({ _id: '7f3c2a10-1b2c-4d5e-8f90-a1b2c3d4e5f6', status: 'delivered', items: [item] });
const OPEN: OrderReturns = {
  returns: [],
  needsPayout: false,
  replacementFor: null,
  options: [
    {
      itemId: item._id,
      name: item.product.name,
      quantity: 2,
      kinds: ['return', 'replacement'],
      reasons: ['defective', 'damaged-in-transit', 'wrong-item', 'not-as-described', 'no-longer-needed'],
      until: '2026-12-05',
      why: '',
      policy: 'Accessories: return or replacement within 10 days of delivery',
      serials: [],
    },
  ],
};

/** `refusal`, when given, is the answer to the request sent. */
function renderWith(answer: OrderReturns, shown: Order = order, refusal?: { status: number; body: { message: string } }) {
  localStorage.setItem('token', 'tok-1');
  localStorage.setItem('user', JSON.stringify(priya));
  const sent: FormData[] = [];
  const fetchMock = stubFetch((url, init) => {
    if (url.pathname === '/api/auth/me') return { body: priya };
    if (url.pathname === `/api/orders/${shown._id}`) return { body: shown };
    if (url.pathname === `/api/orders/${shown._id}/returns`) {
      if (init?.method === 'POST') {
        sent.push(init.body as FormData);
        return refusal ?? { status: 201, body: { _id: 'r1' } };
      }
      return { body: answer };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
  return { ...renderRoutes([{ path: '/orders/:id', element: <OrderPage /> }], `/orders/${shown._id}`), fetchMock, sent };
}

describe('returns on a delivered order', () => {
  it('offers the items still in their window, and sends the request with its photo as a form', async () => {
    const { user, sent } = renderWith(OPEN);
    const panel = await screen.findByRole('region', { name: 'Returns and replacements' });
    expect(within(panel).getByText('Accessories: return or replacement within 10 days of delivery.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Return or replace items' }));

    const form = within(panel).getByRole('form', { name: 'Return request' });
    expect(within(form).getByText(/^Can be sent back until \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeInTheDocument();
    expect(within(form).getByText('Choose how many of an item first.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    // Said at the items, which are marked, not at the foot of the form.
    const items = within(form).getByRole('group', { name: 'Items' });
    expect(within(items).getByRole('alert')).toHaveTextContent('Choose at least one item to return.');
    expect(items).toHaveAccessibleDescription('Choose at least one item to return.');
    expect(within(form).getByRole('combobox', { name: `How many of ${item.product.name}` })).toBeInvalid();

    await user.selectOptions(within(form).getByRole('combobox', { name: `How many of ${item.product.name}` }), '1');
    // Each missing answer is said under its own field, and nothing is sent.
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByText('Choose return or replacement.')).toBeInTheDocument();
    expect(within(form).getByText('Choose a reason.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'What is wrong?' })).toHaveAccessibleDescription('Tell us what is wrong in at least 10 characters');
    expect(sent).toHaveLength(0);
    await user.click(within(form).getByRole('radio', { name: 'A refund' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Reason' }), 'It does not work properly');
    await user.type(within(form).getByRole('textbox', { name: 'What is wrong?' }), 'The left button stopped clicking.');
    await user.upload(within(form).getByLabelText('Add photos'), new File(['png'], 'mouse.png', { type: 'image/png' }));
    expect(within(form).getByText('mouse.png')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send request' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0]!;
    expect(JSON.parse(String(body.get('lines')))).toEqual([{ itemId: item._id, quantity: 1 }]);
    expect([body.get('kind'), body.get('reason'), body.get('description')]).toEqual(['return', 'defective', 'The left button stopped clicking.']);
    expect((body.getAll('photos')[0] as File).name).toBe('mouse.png');
  });

  it('a laptop, replacement only: the one thing on offer is chosen for the customer', async () => {
    const { user, sent } = renderWith({
      ...OPEN,
      options: [{ ...OPEN.options[0]!, quantity: 1, kinds: ['replacement'], reasons: ['defective', 'damaged-in-transit'] }],
    });
    const panel = await screen.findByRole('region', { name: 'Returns and replacements' });
    await user.click(within(panel).getByRole('button', { name: 'Return or replace items' }));
    const form = within(panel).getByRole('form', { name: 'Return request' });
    await user.selectOptions(within(form).getByRole('combobox', { name: `How many of ${item.product.name}` }), '1');
    expect(within(form).getByRole('radio', { name: 'A replacement' })).toBeChecked();
    expect(within(form).queryByRole('radio', { name: 'A refund' })).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Reason' }), 'It does not work properly');
    await user.type(within(form).getByRole('textbox', { name: 'What is wrong?' }), 'The screen flickers when the lid moves.');
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.get('kind')).toBe('replacement');
  });

  it('a laptop: the customer ticks the units sent back by serial number, and the request names them', async () => {
    const laptop = { ...OPEN.options[0]!, name: 'HP Pavilion 15', quantity: 2, kinds: ['replacement' as const], reasons: ['defective' as const] };
    const { user, sent } = renderWith({ ...OPEN, options: [{ ...laptop, serials: ['5CD1234XYZ', '5CD5678ABC'] }] });
    const panel = await screen.findByRole('region', { name: 'Returns and replacements' });
    await user.click(within(panel).getByRole('button', { name: 'Return or replace items' }));
    const form = within(panel).getByRole('form', { name: 'Return request' });
    // Units, not a count: none ticked is none chosen.
    expect(within(form).queryByRole('combobox', { name: 'How many of HP Pavilion 15' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(within(form).getByRole('group', { name: 'Items' })).toHaveAccessibleDescription('Choose at least one item to return.');
    expect(within(form).getByRole('checkbox', { name: 'Unit with serial no. 5CD1234XYZ' })).toBeInvalid();

    await user.click(within(form).getByRole('checkbox', { name: 'Unit with serial no. 5CD5678ABC' }));
    expect(within(form).getByRole('radio', { name: 'A replacement' })).toBeChecked();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Reason' }), 'It does not work properly');
    await user.type(within(form).getByRole('textbox', { name: 'What is wrong?' }), 'The screen flickers when the lid moves.');
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(JSON.parse(String(sent[0]!.get('lines')))).toEqual([{ itemId: item._id, quantity: 1, serials: ['5CD5678ABC'] }]);
  });

  it('a laptop: the server refusing a unit is said on the form', async () => {
    const { user } = renderWith({ ...OPEN, options: [{ ...OPEN.options[0]!, name: 'HP Pavilion 15', quantity: 1, serials: ['5CD1234XYZ'] }] }, order, {
      status: 400,
      body: { message: SERIAL_MESSAGES.notSold('5CD1234XYZ') },
    });
    const panel = await screen.findByRole('region', { name: 'Returns and replacements' });
    await user.click(within(panel).getByRole('button', { name: 'Return or replace items' }));
    const form = within(panel).getByRole('form', { name: 'Return request' });
    await user.click(within(form).getByRole('checkbox', { name: 'Unit with serial no. 5CD1234XYZ' }));
    await user.click(within(form).getByRole('radio', { name: 'A refund' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Reason' }), 'It does not work properly');
    await user.type(within(form).getByRole('textbox', { name: 'What is wrong?' }), 'The screen flickers when the lid moves.');
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(SERIAL_MESSAGES.notSold('5CD1234XYZ'));
  });

  it('a replaced item: the return links to its replacement order, and says the item was sent back', async () => {
    const replacementId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    renderWith({
      ...OPEN,
      returns: [
        {
          _id: 'r1',
          orderId: order._id,
          kind: 'replacement',
          reason: 'defective',
          description: 'The left button stopped clicking.',
          status: 'replaced',
          lines: [{ itemId: item._id, productId: item.product._id, name: item.product.name, quantity: 2, unitPrice: 1_499, serials: [] }],
          photos: [],
          note: '',
          pickup: null,
          refundAmount: null,
          replacementOrderId: replacementId,
          createdAt: '2026-11-27T07:00:00.000Z',
          updatedAt: '2026-11-27T07:00:00.000Z',
        },
      ],
      options: [{ ...OPEN.options[0]!, quantity: 0, kinds: [], reasons: [], why: `${item.product.name} has already been sent back.` }],
    });
    const card = await screen.findByTestId('order-return');
    expect(within(card).getByText('Replacement sent')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'order #1A2B3C4D' })).toHaveAttribute('href', `/orders/${replacementId}`);
    expect(screen.getByText(`${item.product.name} has already been sent back.`)).toBeInTheDocument();
  });

  it('tells the customer their return reached the store and is being checked, not that its pickup is booked', async () => {
    const approved = {
      _id: 'r2',
      orderId: order._id,
      kind: 'return' as const,
      reason: 'defective' as const,
      description: 'The left button stopped clicking.',
      status: 'approved' as const,
      lines: [{ itemId: item._id, productId: item.product._id, name: item.product.name, quantity: 1, unitPrice: 1_499, serials: [] }],
      photos: [],
      note: '',
      pickup: { courier: 'Xpressbees', awb: 'XB123456789', status: 'delivered' as const },
      refundAmount: null,
      replacementOrderId: null,
      createdAt: '2026-11-27T07:00:00.000Z',
      updatedAt: '2026-11-27T07:00:00.000Z',
    };
    renderWith({ ...OPEN, returns: [approved] });
    const card = await screen.findByTestId('order-return');
    expect(within(card).getByText('At our store: being checked')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('pickup booked');
  });

  it('says why nothing can be returned', async () => {
    renderWith({
      ...OPEN,
      options: [{ ...OPEN.options[0]!, quantity: 0, kinds: [], reasons: [], why: `The return window for ${item.product.name} closed on 5 December 2026.` }],
    });
    const panel = await screen.findByRole('region', { name: 'Returns and replacements' });
    expect(within(panel).getByText(`The return window for ${item.product.name} closed on 5 December 2026.`)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Return or replace items' })).not.toBeInTheDocument();
  });

  it("a replacement's page names the order it replaces, with a link to it", async () => {
    const replacement = makeOrder({
      _id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      status: 'confirmed',
      items: [makeOrderItem({ name: item.product.name, priceInclGst: 0, quantity: 1 })],
      paymentDetails: { method: 'replacement', status: 'completed', paymentId: '' },
    });
    renderWith({ returns: [], options: [], needsPayout: false, replacementFor: order._id }, replacement);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('This order is a replacement, at no charge, for order #C3D4E5F6.');
    expect(within(note).getByRole('link', { name: '#C3D4E5F6' })).toHaveAttribute('href', `/orders/${order._id}`);
  });
});
