import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './price';

/** Parses "₹50,846.61" into paise. */
const paiseOf = (text: string) => Math.round(Number(text.replace(/[₹,]/g, '')) * 100);

describe('Price', () => {
  it('shows the price with GST large, labelled, and no MRP, discount or break-up unless there is one', () => {
    render(<Price price={{ priceInclGst: 59_999, mrp: null, discountPercent: 0 }} />);
    expect(screen.getByTestId('price')).toHaveTextContent(/^₹59,999$/);
    expect(screen.getByText('incl. GST')).toBeInTheDocument();
    expect(screen.queryByTestId('mrp')).not.toBeInTheDocument();
    expect(screen.queryByText(/% off/)).not.toBeInTheDocument();
    expect(screen.queryByText(/M\.R\.P\./)).not.toBeInTheDocument();
    expect(screen.queryByTestId('price-break-up')).not.toBeInTheDocument();
  });

  it('strikes the MRP through and says the discount when the MRP is above the price', () => {
    render(<Price price={{ priceInclGst: 59_999, mrp: 69_999, discountPercent: 14 }} />);
    expect(screen.getByTestId('price')).toHaveTextContent('₹59,999');
    expect(screen.getByText('₹69,999').tagName).toBe('S');
    expect(screen.getByTestId('mrp')).toHaveTextContent('M.R.P. ₹69,999 14% off');
  });

  it.each([
    ['an MRP equal to the price', { priceInclGst: 59_999, mrp: 59_999, discountPercent: 0 }],
    ['an MRP without a discount (under 1%)', { priceInclGst: 99_500, mrp: 100_000, discountPercent: 0 }],
    ['a discount without an MRP', { priceInclGst: 59_999, mrp: null, discountPercent: 10 }],
    ['an MRP below the price', { priceInclGst: 59_999, mrp: 50_000, discountPercent: 5 }],
  ])('never claims an offer for %s', (_case, price) => {
    render(<Price price={price} />);
    expect(screen.queryByTestId('mrp')).not.toBeInTheDocument();
    expect(screen.queryByText(/% off/)).not.toBeInTheDocument();
  });

  it.each([
    [59_999, '₹50,846.61', '₹9,152.39'],
    [1, '₹0.85', '₹0.15'],
    [999, '₹846.61', '₹152.39'],
    [1_29_990, '₹1,10,161.02', '₹19,828.98'],
  ])('breaks ₹%i up into the price before tax (%s) and the GST at 18 per cent (%s), adding up to the paisa', (priceInclGst, beforeTax, gst) => {
    render(<Price price={{ priceInclGst, mrp: null, discountPercent: 0 }} breakUp />);
    const breakUp = screen.getByTestId('price-break-up');
    expect(breakUp).toHaveTextContent(`Price before tax ${beforeTax} + GST 18% ${gst}`);
    expect(paiseOf(beforeTax) + paiseOf(gst)).toBe(priceInclGst * 100);
  });
});
