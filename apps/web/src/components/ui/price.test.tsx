import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './price';

describe('Price', () => {
  it('shows only the price unless asked for the GST-inclusive amount', () => {
    render(<Price price={50000} />);
    expect(screen.getByText('₹50,000')).toBeInTheDocument();
    expect(screen.queryByTestId('price-with-tax')).not.toBeInTheDocument();
  });

  it.each([
    [50000, '₹59,000'],
    [999, '₹1,179'], // 1,178.82 rounds up
    [54990, '₹64,888'], // 64,888.2 rounds down
  ])('shows ₹%i with GST as what checkout charges per unit (%s)', (price, withTax) => {
    render(<Price price={price} withTax />);
    expect(screen.getByTestId('price-with-tax')).toHaveTextContent(`${withTax} incl. 18% GST`);
  });

  it('taxes the offer price, not the struck-through original', () => {
    render(<Price price={40000} originalPrice={50000} hasOffer withTax />);
    expect(screen.getByText('₹50,000').tagName).toBe('S');
    expect(screen.getByTestId('price-with-tax')).toHaveTextContent('₹47,200 incl. 18% GST');
  });
});
