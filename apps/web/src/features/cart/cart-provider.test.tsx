import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { makeProduct } from '@/test/fixtures';
import { toCartProduct } from './cart-item';
import { CartProvider, useCart } from './cart-provider';
import { expectConsoleError } from '@/test/console';

const wrapper = ({ children }: { children: ReactNode }) => <CartProvider>{children}</CartProvider>;
const renderCart = () => renderHook(() => useCart(), { wrapper });
const stored = () => {
  const raw = localStorage.getItem('cart');
  return raw === null ? null : (JSON.parse(raw) as { _id: string; quantity: number; priceInclGst: number }[]);
};

/** A line as the cart stored it before decision 0006: the product's fields of then, without today's prices. */
function legacyLine(product: ReturnType<typeof makeProduct>) {
  const { _id, name, brand, category, stock, images } = product;
  return { _id, name, brand, category, stock, images };
}

describe('CartProvider', () => {
  let success: MockInstance<typeof toast.success>;
  beforeEach(() => {
    success = vi.spyOn(toast, 'success');
  });

  it('appends a new product with quantity 1 and says so', () => {
    const laptop = makeProduct({ priceInclGst: 53_100, mrp: 59_000 });
    const { result } = renderCart();

    act(() => result.current.addToCart(laptop));

    expect(result.current.items).toEqual([{ ...toCartProduct(laptop), quantity: 1 }]);
    expect(success).toHaveBeenCalledWith('Item added to cart!');
    // The price as charged, with its MRP and discount; not the pre-tax figures.
    expect(stored()).toEqual([{ ...toCartProduct(laptop), priceInclGst: 53_100, mrp: 59_000, discountPercent: 10, quantity: 1 }]);
    expect(stored()?.[0]).not.toHaveProperty('price');
  });

  it('adds the given quantity to a product already in the cart, matched by _id', () => {
    const laptop = makeProduct();
    const { result } = renderCart();

    act(() => result.current.addToCart(laptop, 2));
    act(() => result.current.addToCart({ ...laptop, name: 'renamed' }, 3));

    expect(result.current.items).toHaveLength(1);
    expect(result.current.items[0]?.quantity).toBe(5);
    expect(success).toHaveBeenLastCalledWith('Item quantity updated in cart!');
    expect(stored()?.[0]?.quantity).toBe(5);
  });

  it('counts two adds fired before a re-render, with the right toasts', () => {
    const laptop = makeProduct();
    const { result } = renderCart();

    act(() => {
      result.current.addToCart(laptop);
      result.current.addToCart(laptop);
    });

    expect(result.current.items[0]?.quantity).toBe(2);
    expect(success.mock.calls.map(([message]) => message)).toEqual(['Item added to cart!', 'Item quantity updated in cart!']);
  });

  it('removes a line and says so', () => {
    const [a, b] = [makeProduct(), makeProduct()];
    const { result } = renderCart();
    act(() => {
      result.current.addToCart(a);
      result.current.addToCart(b);
    });

    act(() => result.current.removeFromCart(a._id));

    expect(result.current.items.map((item) => item._id)).toEqual([b._id]);
    expect(success).toHaveBeenLastCalledWith('Item removed from cart!');
    expect(stored()?.map((item) => item._id)).toEqual([b._id]);
  });

  it('sets a quantity, and removes the line at 0 or less', () => {
    const [a, b] = [makeProduct(), makeProduct()];
    const { result } = renderCart();
    act(() => {
      result.current.addToCart(a);
      result.current.addToCart(b);
    });

    act(() => result.current.updateQuantity(a._id, 4));
    expect(result.current.items.find((item) => item._id === a._id)?.quantity).toBe(4);

    act(() => result.current.updateQuantity(a._id, 0));
    expect(result.current.items.map((item) => item._id)).toEqual([b._id]);
    expect(success).toHaveBeenLastCalledWith('Item removed from cart!');

    act(() => result.current.updateQuantity(b._id, -2));
    expect(result.current.items).toEqual([]);
  });

  it('clears the cart and deletes the stored key', () => {
    const { result } = renderCart();
    act(() => result.current.addToCart(makeProduct(), 2));
    expect(localStorage.getItem('cart')).not.toBeNull();

    act(() => result.current.clearCart());

    expect(result.current.items).toEqual([]);
    expect(result.current.itemCount).toBe(0);
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('totals the prices with GST × quantity and counts quantities', () => {
    const { result } = renderCart();
    act(() => {
      result.current.addToCart(makeProduct({ priceInclGst: 1180 }), 2);
      result.current.addToCart(makeProduct({ priceInclGst: 2950 }));
      result.current.addToCart(makeProduct({ priceInclGst: 1179 }), 3);
    });

    expect(result.current.cartTotal).toBe(2 * 1180 + 2950 + 3 * 1179);
    expect(result.current.itemCount).toBe(6);
  });

  it('restores the stored cart on start', () => {
    const laptop = makeProduct({ priceInclGst: 82_600 });
    localStorage.setItem('cart', JSON.stringify([{ ...toCartProduct(laptop), quantity: 2 }]));

    const { result } = renderCart();

    expect(result.current.items).toEqual([{ ...toCartProduct(laptop), quantity: 2 }]);
    expect(result.current.cartTotal).toBe(165_200);
    expect(result.current.itemCount).toBe(2);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"items":[]}'],
    ['a line without a price', JSON.stringify([{ _id: 'x', name: 'X', quantity: 1 }])],
    ['a line with a price in paise', JSON.stringify([{ ...toCartProduct(makeProduct()), priceInclGst: 59_999.5, quantity: 1 }])],
    ['an old line with a price that is not a number', JSON.stringify([{ ...legacyLine(makeProduct()), price: 'free', quantity: 1 }])],
    ['a zero quantity', JSON.stringify([{ ...toCartProduct(makeProduct()), quantity: 0 }])],
  ])('discards and logs a corrupt stored cart (%s)', (_case, raw) => {
    expectConsoleError(/^The stored cart is corrupt/);
    localStorage.setItem('cart', raw);

    const { result } = renderCart();

    expect(result.current.items).toEqual([]);
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('refreshes stored lines from the catalogue and reports changes of the price with GST', () => {
    const laptop = makeProduct({ priceInclGst: 70_800, stock: 5 });
    const { result } = renderCart();
    act(() => result.current.addToCart(laptop, 2));

    let changes: ReturnType<typeof result.current.refreshProducts> = [];
    act(() => {
      changes = result.current.refreshProducts([{ ...toCartProduct(laptop), priceInclGst: 68_440, stock: 1 }]);
    });

    expect(changes).toEqual([{ id: laptop._id, name: laptop.name, from: 70_800, to: 68_440 }]);
    expect(result.current.items[0]).toMatchObject({ priceInclGst: 68_440, stock: 1, quantity: 2 });
    expect(stored()?.[0]?.priceInclGst).toBe(68_440);

    act(() => {
      changes = result.current.refreshProducts([{ ...toCartProduct(laptop), priceInclGst: 68_440, stock: 1 }]);
    });
    expect(changes).toEqual([]);

    // A new MRP is written in too, but is not a price change.
    act(() => {
      changes = result.current.refreshProducts([{ ...toCartProduct(laptop), priceInclGst: 68_440, mrp: 80_000, discountPercent: 14, stock: 1 }]);
    });
    expect(changes).toEqual([]);
    expect(result.current.items[0]).toMatchObject({ priceInclGst: 68_440, mrp: 80_000, discountPercent: 14 });
  });

  it('keeps a cart stored before prices included GST, priced as the catalogue was carried over (price × 1.18 to the rupee)', () => {
    const onOffer = makeProduct({ name: 'Old offer' });
    const plain = makeProduct({ name: 'Old plain' });
    localStorage.setItem(
      'cart',
      JSON.stringify([
        { ...legacyLine(onOffer), price: 54_990, originalPrice: 66_990, hasOffer: true, quantity: 2 },
        { ...legacyLine(plain), price: 999, originalPrice: 999, hasOffer: false, quantity: 1 },
      ]),
    );

    const { result } = renderCart();

    // round(54,990 × 1.18) = 64,888; round(66,990 × 1.18) = 79,048, 17% above; round(999 × 1.18) = 1,179 (1,178.82).
    expect(result.current.items).toEqual([
      { ...toCartProduct(onOffer), priceInclGst: 64_888, mrp: 79_048, discountPercent: 17, quantity: 2 },
      { ...toCartProduct(plain), priceInclGst: 1_179, mrp: null, discountPercent: 0, quantity: 1 },
    ]);
    expect(result.current.cartTotal).toBe(2 * 64_888 + 1_179);
    // Stored again in today's shape.
    expect(stored()?.map((line) => line.priceInclGst)).toEqual([64_888, 1_179]);
    expect(stored()?.[0]).not.toHaveProperty('price');
  });
});
