import { act, renderHook, waitFor } from '@testing-library/react';
import type { Cart } from '@store/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { makeProduct } from '@/test/fixtures';
import { toCartProduct, type CartItem } from './cart-item';
import { ACCOUNT_CART_KEY, CartProvider, SAVE_DELAY_MS, useCart, type CartAccount } from './cart-provider';

/**
 * The provider's side of the saved cart (issue 27): a guest's cart merged once at login and then
 * shown as the server answered it, changes saved (debounced, the whole cart), and sign-out forgetting
 * the cart here while the server keeps it. The API calls are stand-ins; the server is tested in apps/api.
 */

const api = vi.hoisted(() => ({ getSavedCart: vi.fn(), saveCart: vi.fn(), mergeCart: vi.fn() }));
vi.mock('./api/saved-cart', () => api);
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: toast }));

const laptop = makeProduct({ name: 'ThinkPad E14', priceInclGst: 68_990, stock: 4 });
const mouse = makeProduct({ name: 'MX Anywhere', category: 'accessories', priceInclGst: 6_495, stock: 30 });
const saved = (lines: Array<[typeof laptop, number]>, message: string | null = null): Cart => ({
  items: lines.map(([product, quantity]) => ({ product: toCartProduct(product), quantity })),
  changes: [],
  message,
});
const guestLine = (product: typeof laptop, quantity: number, price = product.priceInclGst): CartItem => ({
  ...toCartProduct(product),
  priceInclGst: price,
  quantity,
});

/** React's StrictMode (as main.tsx renders) mounts effects twice: a load must survive that. */
function renderCart(account: CartAccount | null, { strict = false } = {}) {
  return renderHook(() => useCart(), {
    wrapper: ({ children }) => <CartProvider account={account}>{children}</CartProvider>,
    reactStrictMode: strict,
  });
}

/** A provider whose account can change, as the auth provider changes it on login and logout. */
function renderSwitchable(initial: CartAccount | null) {
  let account = initial;
  const hook = renderHook(() => useCart(), { wrapper: ({ children }) => <CartProvider account={account}>{children}</CartProvider> });
  return {
    ...hook,
    switchTo(next: CartAccount | null) {
      account = next;
      hook.rerender();
    },
  };
}

const storedGuest = () => localStorage.getItem('cart');
const storedAccount = () => JSON.parse(localStorage.getItem(ACCOUNT_CART_KEY) ?? 'null') as { userId: string; items: CartItem[] } | null;

beforeEach(() => {
  for (const fn of [api.getSavedCart, api.saveCart, api.mergeCart, toast, toast.success, toast.error]) fn.mockReset();
});

describe('at login', () => {
  it('merges the guest cart once (ids and quantities only), shows the server’s cart and explains the merge in one message', async () => {
    // The guest cart holds an old price: it must not travel, and the server's must win.
    localStorage.setItem('cart', JSON.stringify([guestLine(mouse, 2, 1)]));
    const message = 'We added 2 items from this device to the cart saved in your account.';
    api.mergeCart.mockResolvedValue(
      saved(
        [
          [laptop, 1],
          [mouse, 2],
        ],
        message,
      ),
    );
    const { result, switchTo } = renderSwitchable(null);
    expect(result.current.items.map((item) => item.quantity)).toEqual([2]);

    switchTo({ userId: 'user-1' });
    // Until the answer: the guest's lines stay on screen.
    expect(result.current.sync).toBe('loading');
    expect(result.current.items.map((item) => item._id)).toEqual([mouse._id]);
    await waitFor(() => expect(result.current.sync).toBe('saved'));

    expect(api.mergeCart).toHaveBeenCalledTimes(1);
    expect(api.mergeCart).toHaveBeenCalledWith([{ productId: mouse._id, quantity: 2 }]);
    expect(api.getSavedCart).not.toHaveBeenCalled();
    expect(result.current.items).toEqual([
      { ...toCartProduct(laptop), quantity: 1 },
      { ...toCartProduct(mouse), quantity: 2 },
    ]);
    expect(result.current.items[1]!.priceInclGst).toBe(6_495);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(message, expect.anything());
    // The guest cart is merged, so gone; the account's copy is kept for a quick start.
    expect(storedGuest()).toBeNull();
    expect(storedAccount()).toEqual({ userId: 'user-1', items: result.current.items });
    // Loading is not a change: nothing is saved back.
    await new Promise((resolve) => setTimeout(resolve, SAVE_DELAY_MS + 50));
    expect(api.saveCart).not.toHaveBeenCalled();
  });

  it('merges once even when the effect runs twice (StrictMode mounting a signed-in page with guest lines left)', async () => {
    localStorage.setItem('cart', JSON.stringify([guestLine(mouse, 1)]));
    api.mergeCart.mockResolvedValue(saved([[mouse, 1]]));
    api.getSavedCart.mockResolvedValue(saved([]));
    const { result } = renderCart({ userId: 'user-1' }, { strict: true });
    await waitFor(() => expect(result.current.sync).toBe('saved'));
    expect(api.mergeCart).toHaveBeenCalledTimes(1);
    expect(api.getSavedCart).not.toHaveBeenCalled();
    expect(result.current.items.map((item) => item._id)).toEqual([mouse._id]);
  });

  it('with nothing added as a guest, loads the saved cart without merging and says nothing', async () => {
    api.getSavedCart.mockResolvedValue(saved([[laptop, 2]]));
    const { result } = renderCart({ userId: 'user-1' });
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    expect(api.mergeCart).not.toHaveBeenCalled();
    expect(result.current.itemCount).toBe(2);
    expect(toast).not.toHaveBeenCalled();
  });

  it('a merge that fails (offline) keeps the guest lines for the next try, and never sends them twice', async () => {
    localStorage.setItem('cart', JSON.stringify([guestLine(mouse, 1)]));
    api.mergeCart.mockRejectedValue(new ApiError('Could not reach the store.', 0));
    const { result, switchTo } = renderSwitchable(null);
    switchTo({ userId: 'user-1' });
    await waitFor(() => expect(api.mergeCart).toHaveBeenCalledTimes(1));
    // The failure is taken in once the rejected merge settles (the guest lines were stored from the start).
    await waitFor(() => expect(result.current.sync).toBe('failed'));
    expect(JSON.parse(storedGuest() ?? '[]')).toHaveLength(1);
    // Nothing is saved over the account's cart while it has not been loaded.
    act(() => result.current.addToCart(laptop));
    await new Promise((resolve) => setTimeout(resolve, SAVE_DELAY_MS + 50));
    expect(api.saveCart).not.toHaveBeenCalled();

    // Back online: merged then, once.
    api.mergeCart.mockResolvedValue(saved([[mouse, 1]]));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current.sync).toBe('saved'));
    expect(api.mergeCart).toHaveBeenCalledTimes(2);
    expect(api.mergeCart).toHaveBeenLastCalledWith([{ productId: mouse._id, quantity: 1 }]);
    expect(storedGuest()).toBeNull();
  });
});

describe('signed in', () => {
  it('saves the whole cart once changes pause, and shows the server’s answer (fresh prices, caps)', async () => {
    api.getSavedCart.mockResolvedValue(saved([[laptop, 1]]));
    const { result } = renderCart({ userId: 'user-1' });
    await waitFor(() => expect(result.current.sync).toBe('saved'));

    vi.useFakeTimers();
    api.saveCart.mockResolvedValue(
      saved(
        [
          [laptop, 1],
          [mouse, 3],
        ],
        'Your cart was updated: MX Anywhere was reduced to 3 (all we can sell you).',
      ),
    );
    act(() => result.current.addToCart(mouse, 2));
    act(() => result.current.updateQuantity(mouse._id, 5));
    act(() => vi.advanceTimersByTime(SAVE_DELAY_MS - 1));
    expect(api.saveCart).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1);
      await Promise.resolve();
    });
    expect(api.saveCart).toHaveBeenCalledTimes(1);
    expect(api.saveCart).toHaveBeenCalledWith(
      [
        { productId: laptop._id, quantity: 1 },
        { productId: mouse._id, quantity: 5 },
      ],
      { keepalive: false },
    );
    vi.useRealTimers();
    await waitFor(() => expect(result.current.items.map((item) => item.quantity)).toEqual([1, 3]));
    expect(toast).toHaveBeenCalledWith('Your cart was updated: MX Anywhere was reduced to 3 (all we can sell you).', expect.anything());
    expect(storedGuest()).toBeNull(); // signed in, the guest key stays empty
  });

  it('a change still waiting when the page goes (reload, closed tab) is saved at once, in a request that outlives the page', async () => {
    api.getSavedCart.mockResolvedValue(saved([]));
    api.saveCart.mockResolvedValue(saved([[mouse, 1]]));
    const { result } = renderCart({ userId: 'user-1' });
    await waitFor(() => expect(result.current.sync).toBe('saved'));
    act(() => result.current.addToCart(mouse));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(api.saveCart).toHaveBeenCalledTimes(1);
    expect(api.saveCart).toHaveBeenCalledWith([{ productId: mouse._id, quantity: 1 }], { keepalive: true });
    // Not sent a second time when the delay runs out.
    await new Promise((resolve) => setTimeout(resolve, SAVE_DELAY_MS + 50));
    expect(api.saveCart).toHaveBeenCalledTimes(1);
  });

  it('Clear Cart saves the empty cart', async () => {
    api.getSavedCart.mockResolvedValue(saved([[laptop, 1]]));
    api.saveCart.mockResolvedValue(saved([]));
    const { result } = renderCart({ userId: 'user-1' });
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    act(() => result.current.clearCart());
    expect(result.current.items).toEqual([]);
    await waitFor(() => expect(api.saveCart).toHaveBeenCalledWith([], { keepalive: false }));
  });

  it('logging out forgets the cart here and leaves the server’s alone', async () => {
    api.getSavedCart.mockResolvedValue(saved([[laptop, 1]]));
    const { result, switchTo } = renderSwitchable({ userId: 'user-1' });
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    expect(storedAccount()?.items).toHaveLength(1);

    switchTo(null);
    expect(result.current.items).toEqual([]);
    expect(result.current.sync).toBe('local');
    expect(storedAccount()).toBeNull();
    expect(storedGuest()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, SAVE_DELAY_MS + 50));
    expect(api.saveCart).not.toHaveBeenCalled();

    // A guest again: the cart is kept in this browser as before.
    act(() => result.current.addToCart(mouse));
    expect(JSON.parse(storedGuest()!)).toHaveLength(1);
  });

  it('a reload shows the account’s copy at once, then the saved cart', async () => {
    localStorage.setItem(ACCOUNT_CART_KEY, JSON.stringify({ userId: 'user-1', items: [guestLine(laptop, 1)] }));
    let answer!: (cart: Cart) => void;
    api.getSavedCart.mockReturnValue(new Promise<Cart>((resolve) => (answer = resolve)));
    const { result } = renderCart({ userId: 'user-1' });
    expect(result.current.items.map((item) => item._id)).toEqual([laptop._id]);
    act(() =>
      answer(
        saved([
          [laptop, 1],
          [mouse, 1],
        ]),
      ),
    );
    await waitFor(() => expect(result.current.items).toHaveLength(2));

    // Another account's copy is never shown.
    localStorage.setItem(ACCOUNT_CART_KEY, JSON.stringify({ userId: 'user-2', items: [guestLine(laptop, 1)] }));
    api.getSavedCart.mockReturnValue(new Promise<Cart>(() => {}));
    const other = renderCart({ userId: 'user-1' });
    expect(other.result.current.items).toEqual([]);
  });
});
