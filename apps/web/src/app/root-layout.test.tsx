import type { Dashboard, PaymentsConfig } from '@store/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { toCartProduct, useCart } from '@/features/cart';
import { shopOwner, signIn } from '@/test/admin';
import { makeProduct } from '@/test/fixtures';
import { fetchedUrls, renderRoutes, stubFetch } from '@/test/render';
import { RootLayout } from './root-layout';
import { routes } from './router';

const STRIP_TEXT = 'Test mode: payments are simulated, no money moves';
const sandbox: PaymentsConfig = {
  enabled: true,
  sandbox: true,
  shippingSandbox: false,
  scriptUrl: '/sandbox/razorpay/checkout.js',
  key: 'rzp_test_key',
  cod: { maxTotal: 50_000, fee: 0 },
};

/** The layout around two plain pages, the server answering the payments config with `config`. */
function renderLayout(config: { status?: number; body: unknown }) {
  const fetchMock = stubFetch((url) => (url.pathname === '/api/payments/config' ? config : { status: 404, body: { message: 'Not found' } }));
  const rendered = renderRoutes(
    [
      {
        path: '/',
        element: <RootLayout />,
        children: [
          { index: true, element: <Link to="/cart">To the cart</Link> },
          { path: 'cart', element: <h1>Cart page</h1> },
        ],
      },
    ],
    '/',
    { withProviders: false },
  );
  return { ...rendered, fetchMock };
}

function AddButton() {
  const { addToCart } = useCart();
  return (
    <button type="button" onClick={() => addToCart(makeProduct(), 2)}>
      add two
    </button>
  );
}

describe('RootLayout', () => {
  it('shows the sum of cart quantities in the header badge and follows changes', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify([
        { ...toCartProduct(makeProduct()), quantity: 2 },
        { ...toCartProduct(makeProduct()), quantity: 3 },
      ]),
    );
    const { user } = renderRoutes([{ path: '/', element: <RootLayout />, children: [{ index: true, element: <AddButton /> }] }], '/', {
      withProviders: false,
    });

    expect(screen.getByTestId('cart-badge')).toHaveTextContent('5');
    await user.click(screen.getByRole('button', { name: 'add two' }));
    expect(screen.getByRole('link', { name: 'Cart, 7 items' })).toBeInTheDocument();
  });

  it('has landmarks and a skip link to the main content', () => {
    renderRoutes([{ path: '/', element: <RootLayout />, children: [{ index: true, element: <h1>Page</h1> }] }], '/', {
      withProviders: false,
    });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} TechStore`);
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
  });
});

describe('RootLayout: the test-mode strip', () => {
  it('says payments are simulated, above the header, while the server runs the sandbox; the config is asked once for every page', async () => {
    const { user, fetchMock } = renderLayout({ body: sandbox });
    const strip = within(await screen.findByTestId('test-mode-strip')).getByRole('status');
    expect(strip).toHaveTextContent(new RegExp(`^${STRIP_TEXT}$`));
    // Before the sticky header in the page's flow: it scrolls away rather than covering the header.
    expect(strip.compareDocumentPosition(screen.getByRole('banner')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'To the cart' }));
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeInTheDocument();
    expect(screen.getByText(STRIP_TEXT)).toBeInTheDocument();
    expect(fetchedUrls(fetchMock).filter((url) => url.pathname === '/api/payments/config')).toHaveLength(1);
  });

  it.each([
    [true, true, 'Test mode: payments and deliveries are simulated'],
    [false, true, 'Test mode: deliveries are simulated, nothing ships'],
  ])('with payments simulated %s and the courier sandbox on, says what is simulated', async (payments, shipping, text) => {
    renderLayout({ body: { ...sandbox, sandbox: payments, shippingSandbox: shipping } });
    expect(within(await screen.findByTestId('test-mode-strip')).getByRole('status')).toHaveTextContent(new RegExp(`^${text}$`));
  });

  it('shows nothing when payments are live', async () => {
    const { fetchMock } = renderLayout({
      body: { ...sandbox, sandbox: false, scriptUrl: 'https://checkout.razorpay.com/v1/checkout.js', key: 'rzp_live_key' },
    });
    await waitFor(() => expect(fetchedUrls(fetchMock).some((url) => url.pathname === '/api/payments/config')).toBe(true));
    await waitFor(() => expect(screen.getByRole('banner')).toBeInTheDocument());
    expect(screen.queryByText(STRIP_TEXT)).not.toBeInTheDocument();
    expect(screen.queryByTestId('test-mode-strip')).not.toBeInTheDocument();
  });

  it('shows nothing when the config cannot be loaded', async () => {
    const { fetchMock } = renderLayout({ status: 500, body: { message: 'Internal Server Error' } });
    await waitFor(() => expect(fetchedUrls(fetchMock).some((url) => url.pathname === '/api/payments/config')).toBe(true));
    expect(screen.queryByText(STRIP_TEXT)).not.toBeInTheDocument();
  });

  it('is on the admin console too', async () => {
    signIn(shopOwner);
    const dashboard: Dashboard = {
      today: { orders: 0, revenue: 0 },
      month: { orders: 0, revenue: 0 },
      awaitingShipment: 0,
      returnsAwaitingAction: 0,
      openApplications: 0,
      unreadMessages: 0,
      lowStock: [],
    };
    stubFetch((url) => {
      switch (url.pathname) {
        case '/api/payments/config':
          return { body: sandbox };
        case '/api/auth/me':
          return { body: shopOwner };
        case '/api/admin/dashboard':
          return { body: dashboard };
        case '/api/admin/payments/attention':
          return { body: { items: [] } };
        default:
          return { status: 404, body: { message: 'Not found' } };
      }
    });
    renderRoutes(routes, '/admin', { withProviders: false });
    // The real routes: the admin layout and dashboard are lazy chunks, slow to import on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText(STRIP_TEXT)).toBeInTheDocument();
  });
});
