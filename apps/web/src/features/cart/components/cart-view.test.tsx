import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/test/fixtures';
import { createTestQueryClient } from '@/test/render';
import type { LatestProduct } from '../cart-check';
import { toCartProduct, type CartItem } from '../cart-item';
import { CartProvider } from '../cart-provider';
import { CartView } from './cart-view';

function renderCartView(items: CartItem[], { latest = new Map<string, LatestProduct>(), isAuthenticated = false } = {}) {
  if (items.length > 0) localStorage.setItem('cart', JSON.stringify(items));
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter>
        <CartProvider>
          <CartView latest={latest} isAuthenticated={isAuthenticated} />
        </CartProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** "₹56,988.99" → 5698899. */
const paiseOf = (element: HTMLElement) => Math.round(Number(element.textContent!.replace(/[₹,]/g, '')) * 100);

const line = (overrides: Parameters<typeof makeProduct>[0], quantity = 1): CartItem => ({
  ...toCartProduct(makeProduct(overrides)),
  quantity,
});

describe('CartView', () => {
  it('totals the prices shown (Σ price with GST × quantity), and breaks the total up into price before tax and GST, to the paisa', () => {
    renderCartView([line({ name: 'Laptop', priceInclGst: 64_889 }), line({ name: 'Mouse', priceInclGst: 1_179 }, 2)]);

    // Each line: its price with GST each, and that × the quantity.
    const lines = screen.getAllByTestId('cart-line');
    expect(lines[0]).toHaveTextContent('₹64,889 each incl. GST');
    expect(lines[1]).toHaveTextContent('₹1,179 each incl. GST');
    expect(lines[1]).toHaveTextContent('Line total ₹2,358');

    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('3 items (incl. GST)')).toBeInTheDocument();
    expect(within(summary).getByTestId('summary-items')).toHaveTextContent(/^₹67,247$/);
    expect(within(summary).getByText('GST (18%) included')).toBeInTheDocument();
    // Over ₹5,000 of goods: delivered free.
    expect(within(summary).getByTestId('summary-shipping')).toHaveTextContent(/^Free$/);
    // The total is the sum of the prices shown, not that sum taxed again.
    const total = within(summary).getByTestId('summary-total');
    expect(total).toHaveTextContent(/^₹67,247$/);
    expect(paiseOf(total)).toBe((64_889 + 2 * 1_179) * 100);
    // Σ of the lines' taxable values (₹54,990.68 + ₹1,998.31) and the GST inside: they add up to the total exactly.
    expect(within(summary).getByTestId('summary-subtotal')).toHaveTextContent(/^₹56,988\.99$/);
    expect(within(summary).getByTestId('summary-tax')).toHaveTextContent(/^₹10,258\.01$/);
    expect(paiseOf(within(summary).getByTestId('summary-subtotal')) + paiseOf(within(summary).getByTestId('summary-tax'))).toBe(paiseOf(total));
  });

  it('updates the figures when a quantity changes', async () => {
    const user = userEvent.setup();
    renderCartView([line({ name: 'Webcam', priceInclGst: 2_950, stock: 5 }, 1)]);

    await user.click(within(screen.getByRole('group', { name: 'Quantity of Webcam' })).getByRole('button', { name: 'Increase quantity' }));

    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('₹5,000.00');
    expect(screen.getByTestId('summary-tax')).toHaveTextContent('₹900.00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('₹5,900');
    expect(screen.getByText('₹5,900', { selector: 'p' })).toBeInTheDocument(); // the line total
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

  it('updates a changed price with GST and tells the user', () => {
    const mouse = line({ name: 'Wireless Mouse', priceInclGst: 1_770 }, 2);
    const latest = new Map<string, LatestProduct>([[mouse._id, { status: 'found', product: { ...mouse, priceInclGst: 1_533 } }]]);

    renderCartView([mouse], { latest });

    expect(screen.getByText(/Some prices have changed/).closest('[role="status"]')).toHaveTextContent('Wireless Mouse: ₹1,770 → ₹1,533');
    expect(screen.getByTestId('cart-line')).toHaveTextContent('₹1,533 each');
    // ₹3,066 of goods is not over ₹5,000: the delivery fee is a line of the total, its GST inside the break-up.
    expect(screen.getByTestId('summary-items')).toHaveTextContent(/^₹3,066$/);
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent(/^₹99$/);
    expect(screen.getByTestId('summary-total')).toHaveTextContent(/^₹3,165$/);
    // ₹2,598.31 inside the goods and ₹83.90 inside the fee.
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent(/^₹2,682\.21$/);
    expect(screen.getByTestId('summary-tax')).toHaveTextContent(/^₹482\.79$/);
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')[0].priceInclGst).toBe(1_533);
    expect(screen.getByRole('link', { name: 'Login to Checkout' })).toBeInTheDocument();
  });
});

describe('Clear Cart', () => {
  it('asks first: "Keep items" keeps the cart, and the dialog’s Clear Cart empties it and deletes the stored cart', async () => {
    const user = userEvent.setup();
    renderCartView([line({ name: 'Laptop' }), line({ name: 'Mouse' }, 2)]);

    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Clear your cart?' });
    expect(dialog).toHaveAccessibleDescription('All 3 items in your cart will be removed.');
    // Focus starts on the safe choice.
    expect(within(dialog).getByRole('button', { name: 'Keep items' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep items' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
    expect(localStorage.getItem('cart')).not.toBeNull();

    // Escape cancels too.
    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Clear Cart' }));
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('names a single item as such', async () => {
    const user = userEvent.setup();
    renderCartView([line({ name: 'Laptop' })]);
    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription('The item in your cart will be removed.');
  });
});
