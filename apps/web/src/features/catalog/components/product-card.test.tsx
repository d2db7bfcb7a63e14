import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/test/fixtures';
import { ProductCard } from './product-card';

function renderCard(product: ReturnType<typeof makeProduct>) {
  render(
    <MemoryRouter>
      <ProductCard product={product} onAddToCart={() => {}} />
    </MemoryRouter>,
  );
  return screen.getByRole('article');
}

describe('ProductCard', () => {
  it('shows the price with GST as the price, what checkout charges per unit, never the pre-tax figure', () => {
    const product = makeProduct({ name: 'HP 15s', priceInclGst: 50_728 });
    const card = renderCard(product);
    expect(within(card).getByTestId('price')).toHaveTextContent(/^₹50,728$/);
    expect(card).toHaveTextContent('₹50,728 incl. GST');
    expect(card).not.toHaveTextContent('42,989'); // the price before tax (₹42,989.83) is for the product page's break-up
    expect(within(card).queryByTestId('mrp')).not.toBeInTheDocument();
  });

  it('shows the MRP struck through and the discount only for a product with an MRP above its price', () => {
    const card = renderCard(makeProduct({ priceInclGst: 59_999, mrp: 69_999 }));
    expect(within(card).getByTestId('mrp')).toHaveTextContent('M.R.P. ₹69,999 14% off');
    expect(within(card).getByText('₹69,999').tagName).toBe('S');
  });
});
