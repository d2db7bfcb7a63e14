import { COD_MESSAGES, DELIVERY_MESSAGES, type DeliveryQuote } from '@store/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, stubFetch } from '@/test/render';
import { DeliverTo } from './deliver-to';

const QUOTE: DeliveryQuote = {
  pincode: '110001',
  district: 'New Delhi',
  state: 'Delhi',
  serviceable: true,
  cod: true,
  codMaxTotal: 50_000,
  shippingFee: 0,
  freeShippingOver: 5_000,
  zone: 'metro',
  estimatedDelivery: { from: '2026-11-30', to: '2026-12-02' },
  source: 'directory',
};

function renderWith(quote: Partial<DeliveryQuote>, amount: number) {
  const fetchMock = stubFetch((url) =>
    url.pathname === '/api/delivery/110001' ? { body: { ...QUOTE, ...quote } } : { status: 404, body: { message: 'Not found' } },
  );
  const rendered = renderRoutes([{ path: '/', element: <DeliverTo amount={amount} /> }]);
  return { ...rendered, fetchMock };
}

async function check(user: ReturnType<typeof renderWith>['user']) {
  await user.type(screen.getByLabelText('PIN code'), '110001');
  await user.click(screen.getByRole('button', { name: 'Check' }));
  return screen.findByTestId('delivery-status');
}

describe('DeliverTo', () => {
  it('says the place, the dates, the fee and that cash on delivery is taken', async () => {
    const { user, fetchMock } = renderWith({}, 1_999);
    const status = await check(user);
    expect(await screen.findByText('Cash on delivery available')).toBeInTheDocument();
    expect(status).toHaveTextContent('New Delhi, Delhi 110001');
    expect(String(fetchMock.mock.calls.at(-1)![0])).toContain('amount=1999');
  });

  it('says why there is no cash on delivery: the amount over the cap, or the PIN', async () => {
    const { user } = renderWith({ cod: false }, 54_990);
    await check(user);
    expect(await screen.findByText('Cash on delivery on orders up to ₹50,000')).toBeInTheDocument();
  });

  it('says a PIN without cash on delivery has none, with the courier’s dates', async () => {
    const { user } = renderWith({ cod: false, source: 'courier' }, 1_999);
    const status = await check(user);
    expect(await screen.findByText(COD_MESSAGES.notHere('110001'))).toBeInTheDocument();
    expect(status).toHaveTextContent("Delivery by Mon, 30 Nov – Wed, 2 Dec (the courier's estimate)");
  });

  it('says the zone’s dates without naming a courier when none answered', async () => {
    const { user } = renderWith({}, 1_999);
    expect(await check(user)).toHaveTextContent(/Delivery by Mon, 30 Nov – Wed, 2 Dec(?! \()/);
  });

  it('says when no courier delivers to the PIN, and nothing of dates or cash', async () => {
    const { user } = renderWith({ serviceable: false, cod: false, estimatedDelivery: null, source: 'courier' }, 1_999);
    const status = await check(user);
    expect(await screen.findByText(DELIVERY_MESSAGES.notServiceable('110001'))).toBeInTheDocument();
    expect(status).not.toHaveTextContent(/Delivery by|Cash on delivery/);
  });

  it('says the shop takes no cash on delivery at all when it is off', async () => {
    const { user } = renderWith({ cod: false, codMaxTotal: 0 }, 1_999);
    await check(user);
    expect(await screen.findByText(COD_MESSAGES.off)).toBeInTheDocument();
  });
});
