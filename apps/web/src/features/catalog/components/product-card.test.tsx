import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/test/fixtures';
import { ProductCard } from './product-card';

describe('ProductCard', () => {
  it('shows the price with GST, as checkout charges it per unit', () => {
    render(
      <MemoryRouter>
        <ProductCard product={makeProduct({ name: 'HP 15s', price: 42990 })} onAddToCart={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('price-with-tax')).toHaveTextContent('₹50,728 incl. 18% GST');
  });
});
