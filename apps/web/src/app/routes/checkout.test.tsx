import { CHECKOUT_MESSAGES, COD_MESSAGES, DELIVERY_MESSAGES, type CheckoutConflict, type DeliveryQuote, type PaymentOrder, type User } from '@store/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { toCartProduct } from '@/features/cart';
import type { RazorpayFailure, RazorpayOptions, RazorpaySuccess } from '@/features/checkout';
import { makeProduct } from '@/test/fixtures';
import { makeOrder } from '@/test/order-fixtures';
import { renderRoutes, stubFetch } from '@/test/render';
import { priya, priyaWithoutAddress as noAddress } from '@/test/user-fixtures';
import { CheckoutPage } from './checkout';
import { expectConsoleError, expectConsoleWarn } from '@/test/console';

// Prices with GST: 2 × 53,099 + 1 × 2,949 = 1,09,147, the amount charged; inside it ₹92,497.46 before tax and ₹16,649.54 GST.
const laptop = makeProduct({ _id: 'p-laptop', name: 'Dell Inspiron 15', priceInclGst: 53_099, stock: 5 });
const mouse = makeProduct({ _id: 'p-mouse', name: 'Logitech M331', priceInclGst: 2_949, stock: 20 });
const CART = [
  { ...toCartProduct(laptop), quantity: 2 },
  { ...toCartProduct(mouse), quantity: 1 },
];

const PAYMENT_ORDER: PaymentOrder = { orderId: 'order_Sbx123', amount: 10914700, currency: 'INR', key: 'rzp_test_key', expiresAt: '2026-03-10T09:00:00.000Z' };
const PAYMENT: RazorpaySuccess = { razorpay_payment_id: 'pay_Sbx456', razorpay_order_id: 'order_Sbx123', razorpay_signature: 'sig789' };
const PLACED = makeOrder({ _id: '0b7e52f4-6c1d-4a8e-9f3b-00000000abcd' });

/** A stand-in for checkout.js's window.Razorpay that the test drives by hand. */
class FakeRazorpay {
  static last: FakeRazorpay | undefined;
  readonly options: RazorpayOptions;
  readonly failed: ((response: RazorpayFailure) => void)[] = [];
  opened = false;
  constructor(options: RazorpayOptions) {
    this.options = options;
    FakeRazorpay.last = this;
  }
  on(_event: 'payment.failed', listener: (response: RazorpayFailure) => void) {
    this.failed.push(listener);
  }
  open() {
    this.opened = true;
  }
  close() {}
}

type Answer = { status?: number; body: unknown };
interface Answers {
  config?: () => Answer;
  createOrder?: (body: unknown, call: number) => Answer;
  verify?: () => Answer;
  place?: () => Answer;
  cod?: () => Answer;
  /** GET /api/delivery/:pincode. */
  delivery?: (pincode: string) => Answer;
}

function renderCheckout({
  user = priya,
  signedIn = true,
  cart = CART,
  answers = {},
}: { user?: User; signedIn?: boolean; cart?: unknown[]; answers?: Answers } = {}) {
  if (signedIn) {
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('user', JSON.stringify(user));
  }
  if (cart.length > 0) localStorage.setItem('cart', JSON.stringify(cart));
  let createCalls = 0;
  const fetchMock = stubFetch((url, init) => {
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    const pincode = /^\/api\/delivery\/(\d+)$/.exec(url.pathname)?.[1];
    if (pincode && answers.delivery) return answers.delivery(pincode);
    switch (url.pathname) {
      case '/api/auth/me':
        return { body: user };
      case '/api/payments/config':
        return (
          answers.config?.() ?? {
            body: { enabled: true, sandbox: true, scriptUrl: '/sandbox/razorpay/checkout.js', key: 'rzp_test_key', cod: { maxTotal: 50_000, fee: 0 } },
          }
        );
      case '/api/payments/create-order':
        createCalls += 1;
        return answers.createOrder?.(body, createCalls) ?? { body: PAYMENT_ORDER };
      case '/api/payments/verify-payment':
        return answers.verify?.() ?? { body: { success: true } };
      case '/api/orders':
        return answers.place?.() ?? { status: 201, body: PLACED };
      case '/api/orders/cod':
        return answers.cod?.() ?? { status: 201, body: PLACED };
      default:
        return { status: 404, body: { message: 'Not found' } };
    }
  });
  const rendered = renderRoutes(
    [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/cart', element: <p>Cart page</p> },
      { path: '/login', element: <p>Login page</p> },
      { path: '/orders/:id', element: <p>Order page</p> },
    ],
    '/checkout',
  );
  const bodiesOf = (path: string) =>
    fetchMock.mock.calls
      .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { ...rendered, fetchMock, bodiesOf };
}

const field = (label: string) => screen.getByLabelText(label);
const payButton = (name: string | RegExp = /Pay ₹/) => screen.getByRole('button', { name });
const dialog = async () => {
  await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
  return FakeRazorpay.last!;
};

describe('CheckoutPage', () => {
  let error: MockInstance<typeof toast.error>;
  let success: MockInstance<typeof toast.success>;
  beforeEach(() => {
    error = vi.spyOn(toast, 'error');
    success = vi.spyOn(toast, 'success');
    FakeRazorpay.last = undefined;
    window.Razorpay = FakeRazorpay;
  });
  afterEach(() => {
    delete window.Razorpay;
  });

  describe('guards', () => {
    it('sends guests to /login?redirect=/checkout', async () => {
      const { router } = renderCheckout({ signedIn: false });
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.search).toBe('?redirect=/checkout');
    });

    it('sends a customer with an empty cart to /cart', async () => {
      const { router } = renderCheckout({ cart: [] });
      await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    });
  });

  it('shows the lines and the amounts as they will be charged, and starts with the customer as recipient', async () => {
    renderCheckout();
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Checkout | TechStore'));

    const lines = screen.getAllByTestId('checkout-line');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Dell Inspiron 15');
    expect(lines[0]).toHaveTextContent('2 × ₹53,099');
    expect(lines[0]).toHaveTextContent('Line total ₹1,06,198');
    expect(lines[1]).toHaveTextContent('1 × ₹2,949');
    // The total is the sum of the lines as shown; the break-up is inside it, to the paisa.
    expect(screen.getByTestId('checkout-total')).toHaveTextContent(/^₹1,09,147$/);
    expect(screen.getByTestId('checkout-subtotal')).toHaveTextContent(/^₹92,497\.46$/);
    expect(screen.getByTestId('checkout-tax')).toHaveTextContent(/^₹16,649\.54$/);
    expect(payButton('Pay ₹1,09,147')).toBeEnabled();

    expect(field('Full Name')).toHaveValue('Priya Sharma');
    expect(field('Phone Number')).toHaveValue('9876543210');
    expect(field('Street Address')).toHaveValue('');
    expect(field('Use my saved address')).not.toBeChecked();
  });

  describe('the delivery date', () => {
    const pune: DeliveryQuote = {
      pincode: '411001',
      district: 'Pune',
      state: 'Maharashtra',
      serviceable: true,
      cod: true,
      codMaxTotal: 50_000,
      shippingFee: 0,
      freeShippingOver: 5_000,
      zone: 'local',
      estimatedDelivery: { from: '2026-12-01', to: '2026-12-03' },
      source: 'directory',
    };

    it('is said for the chosen address in the order summary, as the product page says it for a PIN', async () => {
      const { user } = renderCheckout({
        answers: { delivery: (pincode) => (pincode === '411001' ? { body: pune } : { status: 404, body: { message: 'Not found' } }) },
      });
      const summary = within(await screen.findByRole('region', { name: 'Order Summary' }));
      expect(summary.queryByTestId('delivery-estimate')).not.toBeInTheDocument();
      await user.click(screen.getByLabelText('Use my saved address'));
      expect(await summary.findByTestId('delivery-estimate')).toHaveTextContent('Delivery by Tue, 1 Dec – Thu, 3 Dec to 411001');
    });

    it('says where couriers do not go', async () => {
      const { user } = renderCheckout({ answers: { delivery: () => ({ body: { ...pune, serviceable: false, cod: false, estimatedDelivery: null } }) } });
      await user.click(await screen.findByLabelText('Use my saved address'));
      expect(await screen.findByTestId('delivery-estimate')).toHaveTextContent(DELIVERY_MESSAGES.notServiceable('411001'));
    });

    it("gives the courier's dates, and offers no cash on delivery where its couriers take none", async () => {
      const { user } = renderCheckout({
        cart: [{ ...toCartProduct(mouse), quantity: 1 }],
        answers: { delivery: () => ({ body: { ...pune, cod: false, estimatedDelivery: { from: '2026-12-02', to: '2026-12-02' }, source: 'courier' } }) },
      });
      const cod = await screen.findByRole('radio', { name: /Cash on delivery/ });
      expect(cod).toBeEnabled();
      await user.click(screen.getByLabelText('Use my saved address'));
      expect(await screen.findByTestId('delivery-estimate')).toHaveTextContent("Delivery by Wed, 2 Dec to 411001 (the courier's estimate)");
      await waitFor(() => expect(cod).toBeDisabled());
      expect(cod.closest('label')).toHaveTextContent(COD_MESSAGES.notHere('411001'));
      expect(screen.getByRole('radio', { name: /Pay online/ })).toBeChecked();
    });
  });

  describe('the saved-address toggle', () => {
    it('fills the form from the profile, and clears it when turned off', async () => {
      const { user } = renderCheckout();
      await user.click(await screen.findByLabelText('Use my saved address'));

      expect(field('Use my saved address')).toBeChecked();
      expect(field('Street Address')).toHaveValue('12 MG Road');
      expect(field('City')).toHaveValue('Pune');
      expect(field('State')).toHaveValue('Maharashtra');
      expect(field('PIN Code')).toHaveValue('411001');

      await user.click(field('Use my saved address'));
      expect(field('Use my saved address')).not.toBeChecked();
      for (const label of ['Full Name', 'Phone Number', 'Street Address', 'City', 'State', 'PIN Code']) expect(field(label)).toHaveValue('');
      expect(field('Full Name')).toHaveFocus();
    });

    it("says 'No saved address found in profile' when the profile has none", async () => {
      const { user } = renderCheckout({ user: noAddress });
      await user.click(await screen.findByLabelText('Use my saved address'));
      expect(error).toHaveBeenCalledWith('No saved address found in profile');
      expect(field('Use my saved address')).not.toBeChecked();
      expect(field('Street Address')).toHaveValue('');
    });
  });

  describe('validation', () => {
    it("says 'Please fill in {field}' under every empty field and as a toast, and asks the server nothing", async () => {
      const { user, fetchMock } = renderCheckout();
      await user.clear(await screen.findByLabelText('Full Name'));
      await user.clear(field('Phone Number'));
      await user.click(payButton());

      for (const [label, name] of [
        ['Full Name', 'name'],
        ['Phone Number', 'phone'],
        ['Street Address', 'street'],
        ['City', 'city'],
        ['State', 'state'],
        ['PIN Code', 'pincode'],
      ] as const) {
        expect(field(label)).toHaveAttribute('aria-invalid', 'true');
        expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(`Please fill in ${name}`));
      }
      expect(error).toHaveBeenCalledWith('Please fill in name', expect.anything());
      expect(field('Full Name')).toHaveFocus();
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('create-order'))).toBe(false);
    });

    it('checks Indian mobile numbers and PIN codes', async () => {
      const { user } = renderCheckout();
      await user.click(await screen.findByLabelText('Use my saved address'));
      await user.clear(field('Phone Number'));
      await user.type(field('Phone Number'), '12345');
      await user.clear(field('PIN Code'));
      await user.type(field('PIN Code'), '011001');
      await user.click(payButton());

      expect(field('Phone Number')).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid 10-digit Indian mobile number'));
      expect(field('PIN Code')).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid 6-digit PIN code'));
      expect(error).toHaveBeenCalledWith('Please enter a valid 10-digit Indian mobile number', expect.anything());
    });
  });

  describe('GST details for the tax invoice', () => {
    it('sends a business GSTIN with the payment order, in capitals, with the business name it asks for', async () => {
      const { user, bodiesOf } = renderCheckout();
      await user.click(await screen.findByLabelText('Use my saved address'));
      expect(screen.queryByLabelText(/Business name/)).toBeNull();
      await user.type(field('GSTIN (optional)'), '27aapfu0939f1zv');
      await user.click(payButton('Pay ₹1,09,147'));
      const name = await screen.findByLabelText('Business name (as on GST registration)');
      expect(name).toHaveAccessibleDescription(expect.stringContaining(CHECKOUT_MESSAGES.businessNameRequired));
      expect(error).toHaveBeenCalledWith(CHECKOUT_MESSAGES.businessNameRequired, expect.anything());
      await user.type(name, 'Sharma Traders Private Limited');
      await user.click(payButton('Pay ₹1,09,147'));
      await dialog();
      expect(bodiesOf('/api/payments/create-order')[0]).toMatchObject({ gstin: '27AAPFU0939F1ZV', businessName: 'Sharma Traders Private Limited' });
    });

    it('refuses a GSTIN that does not check out and a state India does not have, before asking the server', async () => {
      const { user, fetchMock } = renderCheckout();
      await user.click(await screen.findByLabelText('Use my saved address'));
      await user.type(field('GSTIN (optional)'), '27AAPFU0939F1ZX');
      await user.clear(field('State'));
      await user.type(field('State'), 'Atlantis');
      await user.click(payButton());
      expect(field('GSTIN (optional)')).toHaveAccessibleDescription(expect.stringContaining(CHECKOUT_MESSAGES.gstinInvalid));
      expect(field('State')).toHaveAccessibleDescription(expect.stringContaining(CHECKOUT_MESSAGES.stateUnknown));
      expect(error).toHaveBeenCalledWith(CHECKOUT_MESSAGES.stateUnknown, expect.anything());
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('create-order'))).toBe(false);
    });
  });

  describe('cash on delivery', () => {
    it('is offered for goods a courier brings up to the cap, and says why not for more', async () => {
      const { user } = renderCheckout();
      const cod = await screen.findByRole('radio', { name: /Cash on delivery/ });
      expect(cod).toBeDisabled();
      expect(cod.closest('label')).toHaveTextContent('For orders up to ₹50,000');
      expect(screen.getByRole('radio', { name: /Pay online/ })).toBeChecked();
      await user.click(cod);
      expect(payButton('Pay ₹1,09,147')).toBeEnabled();
    });

    it('places the order for the total shown with delivery, to be paid on delivery, and opens it', async () => {
      const { user, router, bodiesOf } = renderCheckout({ cart: [{ ...toCartProduct(mouse), quantity: 1 }] });
      await user.click(await screen.findByRole('radio', { name: /Cash on delivery/ }));
      // ₹2,949 of goods is not over ₹5,000: ₹99 delivery.
      expect(screen.getByTestId('checkout-shipping')).toHaveTextContent('₹99');
      await user.click(await screen.findByLabelText('Use my saved address'));
      await user.click(screen.getByRole('button', { name: 'Place order: pay ₹3,048 on delivery' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${PLACED._id}`));
      expect(bodiesOf('/api/orders/cod')).toEqual([
        {
          amount: 3048,
          items: [{ productId: 'p-mouse', quantity: 1 }],
          shippingAddress: { name: 'Priya Sharma', phone: '9876543210', street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
        },
      ]);
      expect(bodiesOf('/api/payments/create-order')).toEqual([]);
    });

    it('shows the shop’s reason when it refuses', async () => {
      const { user } = renderCheckout({
        cart: [{ ...toCartProduct(mouse), quantity: 1 }],
        answers: { cod: () => ({ status: 403, body: { message: 'Please verify your e-mail address to order with cash on delivery.' } }) },
      });
      await user.click(await screen.findByRole('radio', { name: /Cash on delivery/ }));
      await user.click(await screen.findByLabelText('Use my saved address'));
      await user.click(screen.getByRole('button', { name: /Place order/ }));
      await waitFor(() => expect(error).toHaveBeenCalledWith('Please verify your e-mail address to order with cash on delivery.'));
    });
  });

  it('pays and places the order: payment order, dialog, verification, order, cart cleared, order page', async () => {
    const { user, router, bodiesOf } = renderCheckout();
    await user.click(await screen.findByLabelText('Use my saved address'));
    await user.click(payButton('Pay ₹1,09,147'));

    const razorpay = await dialog();
    expect(bodiesOf('/api/payments/create-order')).toEqual([
      {
        amount: 109147,
        items: [
          { productId: 'p-laptop', quantity: 2 },
          { productId: 'p-mouse', quantity: 1 },
        ],
        shippingAddress: { name: 'Priya Sharma', phone: '9876543210', street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
      },
    ]);
    expect(razorpay.options).toMatchObject({
      key: 'rzp_test_key',
      amount: 10914700,
      currency: 'INR',
      order_id: 'order_Sbx123',
      name: 'TechStore',
      prefill: { name: 'Priya Sharma', contact: '9876543210' },
    });
    // While the dialog is open, Pay waits and says why; the address cannot change under it.
    expect(screen.getByRole('button', { name: /Processing/ })).toBeDisabled();
    expect(screen.getByText('Complete the payment in the Razorpay window...')).toBeInTheDocument();
    expect(field('City')).toBeDisabled();

    act(() => razorpay.options.handler(PAYMENT));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${PLACED._id}`));
    expect(bodiesOf('/api/payments/verify-payment')).toEqual([PAYMENT]);
    expect(bodiesOf('/api/orders')).toEqual([
      expect.objectContaining({
        items: [
          { productId: 'p-laptop', quantity: 2 },
          { productId: 'p-mouse', quantity: 1 },
        ],
        paymentDetails: { paymentId: 'pay_Sbx456', orderId: 'order_Sbx123', signature: 'sig789', method: 'razorpay', status: 'completed' },
      }),
    ]);
    expect(success).toHaveBeenCalledWith('Order placed successfully!');
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('shows a price and stock change before paying, updates the cart, and pays the new total once confirmed', async () => {
    // Today: the laptop costs 55,459 with GST and one is left; the mouse is gone.
    const conflict: CheckoutConflict = {
      message: CHECKOUT_MESSAGES.priceChanged,
      total: 55_459,
      lines: [
        { productId: 'p-laptop', name: 'Dell Inspiron 15', priceInclGst: 55_459, available: 1 },
        { productId: 'p-mouse', name: 'Logitech M331', priceInclGst: 2_949, available: 0 },
      ],
    };
    const { user, bodiesOf } = renderCheckout({
      answers: { createOrder: (_body, call) => (call === 1 ? { status: 409, body: conflict } : { body: { ...PAYMENT_ORDER, amount: 5545900 } }) },
    });
    await user.click(await screen.findByLabelText('Use my saved address'));
    await user.click(payButton('Pay ₹1,09,147'));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(CHECKOUT_MESSAGES.priceChanged);
    expect(notice).toHaveTextContent('Dell Inspiron 15: ₹53,099 → ₹55,459 each');
    expect(notice).toHaveTextContent('Dell Inspiron 15: only 1 left, quantity reduced from 2 to 1');
    expect(notice).toHaveTextContent('Logitech M331: out of stock, removed from your cart');
    // One laptop at its new price is the new total, in the notice and the summary, before anything is paid.
    expect(notice).toHaveTextContent('New total: ₹55,459');
    expect(notice).toHaveFocus();
    expect(FakeRazorpay.last).toBeUndefined();

    expect(screen.getAllByTestId('checkout-line')).toHaveLength(1);
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹55,459');
    expect(screen.getByTestId('checkout-subtotal')).toHaveTextContent('₹46,999.15');
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([
      expect.objectContaining({ _id: 'p-laptop', priceInclGst: 55_459, quantity: 1, stock: 1 }),
    ]);

    await user.click(payButton('Confirm and Pay ₹55,459'));
    await dialog();
    expect(bodiesOf('/api/payments/create-order')[1]).toMatchObject({ amount: 55_459, items: [{ productId: 'p-laptop', quantity: 1 }] });
    expect(screen.queryByTestId('price-change')).not.toBeInTheDocument();
  });

  it("toasts 'Payment failed. Please try again.' for a failed attempt; closing the dialog gives Pay back", async () => {
    const warned = expectConsoleWarn(/^Payment attempt failed/);
    const { user, bodiesOf } = renderCheckout();
    await user.click(await screen.findByLabelText('Use my saved address'));
    await user.click(payButton());
    const razorpay = await dialog();

    act(() => razorpay.failed.forEach((listener) => listener({ error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed' } })));
    expect(error).toHaveBeenCalledWith('Payment failed. Please try again.');
    expect(warned).toContainEqual(['Payment attempt failed', expect.objectContaining({ code: 'BAD_REQUEST_ERROR' })]);
    expect(screen.getByRole('button', { name: /Processing/ })).toBeDisabled(); // the dialog stays open for another try

    act(() => razorpay.options.modal?.ondismiss?.());
    await waitFor(() => expect(payButton('Pay ₹1,09,147')).toBeEnabled());
    expect(payButton('Pay ₹1,09,147')).toHaveFocus();
    expect(bodiesOf('/api/payments/verify-payment')).toEqual([]);
    expect(localStorage.getItem('cart')).not.toBeNull();
  });

  describe("'Failed to load payment gateway'", () => {
    it('when online payment is switched off', async () => {
      const { user, fetchMock } = renderCheckout({
        answers: { config: () => ({ body: { enabled: false, sandbox: false, scriptUrl: '', key: '', cod: { maxTotal: 0, fee: 0 } } }) },
      });
      expectConsoleError(/^Payment gateway unavailable/);
      await user.click(await screen.findByLabelText('Use my saved address'));
      await user.click(payButton());
      await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to load payment gateway'));
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('create-order'))).toBe(false);
      expect(payButton()).toBeEnabled();
    });

    it('when the script does not load', async () => {
      delete window.Razorpay;
      expectConsoleError(/^Payment gateway unavailable/);
      // jsdom loads no scripts: fail each one the page adds, as a blocked or offline request would.
      const observer = new MutationObserver((records) =>
        records.forEach((record) => record.addedNodes.forEach((node) => node instanceof HTMLScriptElement && node.dispatchEvent(new Event('error')))),
      );
      observer.observe(document.head, { childList: true });
      try {
        const { user } = renderCheckout();
        await user.click(await screen.findByLabelText('Use my saved address'));
        await user.click(payButton());
        await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to load payment gateway'));
        expect(document.head.querySelector('script[src="/sandbox/razorpay/checkout.js"]')).toBeNull();
      } finally {
        observer.disconnect();
      }
    });
  });

  it("toasts 'Payment verification failed' and places no order when the signature does not check out", async () => {
    const { user, bodiesOf, router } = renderCheckout({ answers: { verify: () => ({ status: 400, body: { message: 'Payment verification failed' } }) } });
    await user.click(await screen.findByLabelText('Use my saved address'));
    await user.click(payButton());
    const razorpay = await dialog();
    act(() => razorpay.options.handler(PAYMENT));

    await waitFor(() => expect(error).toHaveBeenCalledWith('Payment verification failed'));
    expect(screen.getByTestId('checkout-problem')).toHaveTextContent('Payment verification failed');
    expect(bodiesOf('/api/orders')).toEqual([]);
    expect(router.state.location.pathname).toBe('/checkout');
    expect(localStorage.getItem('cart')).not.toBeNull();
  });

  it("shows the server's reason when the order cannot be made after paying (sold out: the payment is held for the shop)", async () => {
    const { user, router } = renderCheckout({ answers: { place: () => ({ status: 409, body: { message: CHECKOUT_MESSAGES.soldOutHeld } }) } });
    await user.click(await screen.findByLabelText('Use my saved address'));
    await user.click(payButton());
    const razorpay = await dialog();
    act(() => razorpay.options.handler(PAYMENT));

    await waitFor(() => expect(error).toHaveBeenCalledWith(CHECKOUT_MESSAGES.soldOutHeld));
    expect(within(screen.getByTestId('checkout-problem')).getByText(CHECKOUT_MESSAGES.soldOutHeld)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(success).not.toHaveBeenCalledWith('Order placed successfully!');
  });

  it('finishes a paid order whose confirmation failed without charging again', async () => {
    let placeCalls = 0;
    const { user, router, bodiesOf } = renderCheckout({
      answers: { place: () => (++placeCalls === 1 ? { status: 503, body: { message: 'Service unavailable' } } : { body: PLACED }) },
    });
    await user.click(await screen.findByLabelText('Use my saved address'));
    await user.click(payButton());
    const razorpay = await dialog();
    act(() => razorpay.options.handler(PAYMENT));

    expect(await screen.findByTestId('checkout-problem')).toHaveTextContent('Your payment went through');
    FakeRazorpay.last = undefined;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${PLACED._id}`));
    expect(FakeRazorpay.last).toBeUndefined();
    expect(bodiesOf('/api/payments/create-order')).toHaveLength(1);
    expect(bodiesOf('/api/orders')).toHaveLength(2);
  });

  it("shows the server's address errors under the fields", async () => {
    const { user } = renderCheckout({
      answers: {
        createOrder: () => ({
          status: 400,
          body: {
            message: 'Please enter a valid 6-digit PIN code',
            errors: [{ field: 'shippingAddress.pincode', message: 'Please enter a valid 6-digit PIN code' }],
          },
        }),
      },
    });
    await user.click(await screen.findByLabelText('Use my saved address'));
    await user.click(payButton());
    await waitFor(() => expect(field('PIN Code')).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid 6-digit PIN code')));
    expect(error).toHaveBeenCalledWith('Please enter a valid 6-digit PIN code');
  });
});
