import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct } from '@/test/fixtures';
import { makeReviewList } from '@/test/review-fixtures';
import { renderRoutes, stubFetch } from '@/test/render';
import { ProductPage } from './product';
import { expectConsoleError } from '@/test/console';

function renderProductPage(product: ReturnType<typeof makeProduct> | null, id = product?._id ?? 'missing') {
  stubFetch((url) =>
    product && url.pathname === `/api/products/${product._id}`
      ? { body: product }
      : product && url.pathname === `/api/products/${product._id}/reviews`
        ? { body: makeReviewList([]) }
        : { status: 404, body: { message: 'Product not found' } },
  );
  return renderRoutes(
    [
      { path: '/products/:id', element: <ProductPage /> },
      { path: '/products', element: <h1>Catalogue</h1> },
    ],
    `/products/${id}`,
  );
}

describe('ProductPage', () => {
  it('shows name, breadcrumb, the price with GST and its break-up, the MRP and discount, savings, stock and perks', async () => {
    renderProductPage(
      makeProduct({
        name: 'Lenovo IdeaPad Slim 3',
        priceInclGst: 64_888,
        mrp: 79_048,
        stock: 41,
        ratings: { average: 0, count: 0 },
        warranty: '',
      }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Lenovo IdeaPad Slim 3' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(crumbs.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
    // The price charged, with GST, large; the MRP (inclusive of all taxes) struck through; 14,160 off 79,048 is 17.9%: 17% off.
    expect(screen.getByTestId('price')).toHaveTextContent(/^₹64,888$/);
    expect(screen.getByText('₹79,048').tagName).toBe('S');
    expect(screen.getByTestId('mrp')).toHaveTextContent('M.R.P. ₹79,048 17% off');
    expect(screen.getByTestId('savings')).toHaveTextContent('You save ₹14,160 on the M.R.P.');
    // The break-up: 64,888 ÷ 1.18 = 54,989.83 before tax, and the rest GST.
    expect(screen.getByTestId('price-break-up')).toHaveTextContent('Price before tax ₹54,989.83 + GST 18% ₹9,898.17');
    expect(screen.getByTestId('stock-status')).toHaveTextContent('In stock (41)');
    // Ratings come only from published reviews: none yet shows no stars and no invented number.
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByText(/Rated/)).not.toBeInTheDocument();
    expect(screen.getByText('On orders over ₹5,000')).toBeInTheDocument();
    expect(screen.getByText('1 Year')).toBeInTheDocument(); // default warranty
    // A laptop's returns are its category's (issue 26): a replacement for a defect, no change-of-mind return.
    expect(screen.getByText('7-day replacement for a defect or transit damage')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Lenovo IdeaPad Slim 3'));
  });

  it('shows the rating of the published reviews beside the name', async () => {
    renderProductPage(makeProduct({ ratings: { average: 4.2, count: 12 } }));
    expect((await screen.findByText(/Rated/)).parentElement).toHaveTextContent('Rated 4.2 out of 5 (12 reviews)');
  });

  it('keeps the quantity between 1 and the stock, and adds that many to the cart', async () => {
    const success = vi.spyOn(toast, 'success');
    const product = makeProduct({ name: 'Asus Zenbook 14', stock: 3 });
    const { user } = renderProductPage(product);

    const stepper = within(await screen.findByRole('group', { name: 'Quantity of Asus Zenbook 14' }));
    const decrease = stepper.getByRole('button', { name: 'Decrease quantity' });
    const increase = stepper.getByRole('button', { name: 'Increase quantity' });
    expect(stepper.getByText('1')).toBeInTheDocument();
    expect(decrease).toBeDisabled();
    expect(screen.getByTestId('stock-status')).toHaveTextContent('Only 3 left');

    await user.click(increase);
    await user.click(increase);
    expect(stepper.getByText('3')).toBeInTheDocument();
    expect(increase).toBeDisabled();
    await user.click(increase);
    expect(stepper.getByText('3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(success).toHaveBeenCalledWith('Item added to cart!');
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([expect.objectContaining({ _id: product._id, quantity: 3 })]);
  });

  it('counts what the cart already holds against the stock', async () => {
    const product = makeProduct({ name: 'Asus Zenbook 14', stock: 3 });
    const { user } = renderProductPage(product);
    const increase = () => within(screen.getByRole('group', { name: 'Quantity of Asus Zenbook 14' })).getByRole('button', { name: 'Increase quantity' });

    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByTestId('in-cart')).toHaveTextContent('1 already in your cart; you can add up to 2 more.');
    await user.click(increase());
    expect(increase()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([expect.objectContaining({ _id: product._id, quantity: 3 })]);
    expect(screen.getByTestId('in-cart')).toHaveTextContent('All 3 in stock are in your cart.');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(screen.queryByRole('group', { name: /Quantity/ })).not.toBeInTheDocument();
  });

  it('disables Add to Cart at stock 0', async () => {
    renderProductPage(makeProduct({ stock: 0 }));
    expect(await screen.findByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.getByTestId('stock-status')).toHaveTextContent('Out of stock');
    expect(screen.queryByRole('group', { name: /Quantity/ })).not.toBeInTheDocument();
  });

  it('switches tabs: specifications table, and no reviews yet', async () => {
    const { user } = renderProductPage(makeProduct({ specifications: { Processor: 'Apple M4', Weight: '1.24 kg' } }));
    await user.click(await screen.findByRole('tab', { name: 'Specifications' }));
    expect(screen.getByRole('tab', { name: 'Specifications' })).toHaveAttribute('aria-selected', 'true');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Processor' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '1.24 kg' })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No reviews yet');
  });

  it('shows Product Not Found with a link back, and toasts, when loading fails', async () => {
    const error = vi.spyOn(toast, 'error');
    expectConsoleError(/^Failed to load product/);
    const { user, router } = renderProductPage(null, 'no-such-id');

    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Product not found', expect.anything());
    await user.click(screen.getByRole('link', { name: 'Back to Products' }));
    expect(router.state.location.pathname).toBe('/products');
  });
});
