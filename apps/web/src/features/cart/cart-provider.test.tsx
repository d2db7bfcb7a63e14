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
  return raw === null ? null : (JSON.parse(raw) as { _id: string; quantity: number; price: number }[]);
};

describe('CartProvider', () => {
  let success: MockInstance<typeof toast.success>;
  beforeEach(() => {
    success = vi.spyOn(toast, 'success');
  });

  it('appends a new product with quantity 1 and says so', () => {
    const laptop = makeProduct({ price: 45000 });
    const { result } = renderCart();

    act(() => result.current.addToCart(laptop));

    expect(result.current.items).toEqual([{ ...toCartProduct(laptop), quantity: 1 }]);
    expect(success).toHaveBeenCalledWith('Item added to cart!');
    expect(stored()).toEqual([expect.objectContaining({ _id: laptop._id, quantity: 1, price: 45000 })]);
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

  it('totals price × quantity and counts quantities', () => {
    const { result } = renderCart();
    act(() => {
      result.current.addToCart(makeProduct({ price: 1000 }), 2);
      result.current.addToCart(makeProduct({ price: 2500 }));
      result.current.addToCart(makeProduct({ price: 999 }), 3);
    });

    expect(result.current.cartTotal).toBe(2 * 1000 + 2500 + 3 * 999);
    expect(result.current.itemCount).toBe(6);
  });

  it('restores the stored cart on start', () => {
    const laptop = makeProduct({ price: 70000 });
    localStorage.setItem('cart', JSON.stringify([{ ...toCartProduct(laptop), quantity: 2 }]));

    const { result } = renderCart();

    expect(result.current.items).toEqual([{ ...toCartProduct(laptop), quantity: 2 }]);
    expect(result.current.cartTotal).toBe(140000);
    expect(result.current.itemCount).toBe(2);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"items":[]}'],
    ['a line without a price', JSON.stringify([{ _id: 'x', name: 'X', quantity: 1 }])],
    ['a zero quantity', JSON.stringify([{ ...toCartProduct(makeProduct()), quantity: 0 }])],
  ])('discards and logs a corrupt stored cart (%s)', (_case, raw) => {
    expectConsoleError(/^The stored cart is corrupt/);
    localStorage.setItem('cart', raw);

    const { result } = renderCart();

    expect(result.current.items).toEqual([]);
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('refreshes stored lines from the catalogue and reports price changes', () => {
    const laptop = makeProduct({ price: 60000, stock: 5 });
    const { result } = renderCart();
    act(() => result.current.addToCart(laptop, 2));

    let changes: ReturnType<typeof result.current.refreshProducts> = [];
    act(() => {
      changes = result.current.refreshProducts([{ ...toCartProduct(laptop), price: 58000, stock: 1 }]);
    });

    expect(changes).toEqual([{ id: laptop._id, name: laptop.name, from: 60000, to: 58000 }]);
    expect(result.current.items[0]).toMatchObject({ price: 58000, stock: 1, quantity: 2 });
    expect(stored()?.[0]?.price).toBe(58000);

    act(() => {
      changes = result.current.refreshProducts([{ ...toCartProduct(laptop), price: 58000, stock: 1 }]);
    });
    expect(changes).toEqual([]);
  });
});
