import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/test/fixtures';
import type { LatestProduct } from '../cart-check';
import { toCartProduct, type CartItem } from '../cart-item';
import { CartProvider } from '../cart-provider';
import { CartView } from './cart-view';

function renderCartView(items: CartItem[], { latest = new Map<string, LatestProduct>(), isAuthenticated = false } = {}) {
  if (items.length > 0) localStorage.setItem('cart', JSON.stringify(items));
  return render(
    <MemoryRouter>
      <CartProvider>
        <CartView latest={latest} isAuthenticated={isAuthenticated} />
      </CartProvider>
    </MemoryRouter>,
  );
}

const line = (overrides: Parameters<typeof makeProduct>[0], quantity = 1): CartItem => ({
  ...toCartProduct(makeProduct(overrides)),
  quantity,
});

describe('CartView', () => {
  it('prices the order: subtotal, 18% tax rounded, free shipping, total = round(subtotal × 1.18)', () => {
    // 54,999 + 2 × 999.5 would not be whole rupees; use 54,999 + 999 = 55,998.
    renderCartView([line({ price: 54999 }), line({ price: 999 })]);

    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Subtotal (2 items)')).toBeInTheDocument();
    expect(within(summary).getByTestId('summary-subtotal')).toHaveTextContent('₹55,998');
    expect(within(summary).getByText('Tax (18%)')).toBeInTheDocument();
    expect(within(summary).getByTestId('summary-tax')).toHaveTextContent('₹10,080'); // 10,079.64
    expect(within(summary).getByText('Free')).toBeInTheDocument();
    expect(within(summary).getByTestId('summary-total')).toHaveTextContent('₹66,078'); // 66,077.64
  });

  it('updates the figures when a quantity changes', async () => {
    const user = userEvent.setup();
    renderCartView([line({ name: 'Webcam', price: 2500, stock: 5 }, 1)]);

    await user.click(within(screen.getByRole('group', { name: 'Quantity of Webcam' })).getByRole('button', { name: 'Increase quantity' }));

    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('₹5,000');
    expect(screen.getByTestId('summary-tax')).toHaveTextContent('₹900');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('₹5,900');
    expect(screen.getByText('₹5,000', { selector: 'p' })).toBeInTheDocument(); // the line total
  });

  it('sends guests to log in first, and signed-in users to checkout', () => {
    const { unmount } = renderCartView([line({})]);
    expect(screen.getByRole('link', { name: 'Login to Checkout' })).toHaveAttribute('href', '/login?redirect=/checkout');
    unmount();

    renderCartView([line({})], { isAuthenticated: true });
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('shows the empty state with a link to the catalogue', () => {
    renderCartView([]);
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
  });

  it('blocks checkout while a line is out of stock, short of stock or gone', () => {
    const gone = line({ name: 'Old Mouse' });
    const soldOut = line({ name: 'Sold Out Laptop' });
    const short = line({ name: 'Scarce Laptop', stock: 10 }, 3);
    const latest = new Map<string, LatestProduct>([
      [gone._id, { status: 'missing' }],
      [soldOut._id, { status: 'found', product: { ...soldOut, stock: 0 } }],
      [short._id, { status: 'found', product: { ...short, stock: 2 } }],
    ]);

    renderCartView([gone, soldOut, short], { latest });

    expect(screen.getByText(/no longer available/)).toBeInTheDocument();
    expect(screen.getByText(/Out of stock\. Please remove it/)).toBeInTheDocument();
    expect(screen.getByText(/Only 2 left in stock/)).toBeInTheDocument();
    const checkout = screen.getByRole('button', { name: 'Login to Checkout' });
    expect(checkout).toBeDisabled();
    expect(checkout).toHaveAccessibleDescription(/3 items need your attention/);
  });

  it('updates a changed price and tells the user', () => {
    const mouse = line({ name: 'Wireless Mouse', price: 1500 }, 2);
    const latest = new Map<string, LatestProduct>([[mouse._id, { status: 'found', product: { ...mouse, price: 1299 } }]]);

    renderCartView([mouse], { latest });

    expect(screen.getByText(/Some prices have changed/).closest('[role="status"]')).toHaveTextContent('Wireless Mouse: ₹1,500 → ₹1,299');
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('₹2,598');
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')[0].price).toBe(1299);
    expect(screen.getByRole('link', { name: 'Login to Checkout' })).toBeInTheDocument();
  });
});
