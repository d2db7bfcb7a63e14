import { MAX_CHECKOUT_LINES, STORAGE_KEYS, type Cart } from '@store/shared';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useHydrated } from '@/hooks/use-hydrated';
import { ApiError } from '@/lib/api-client';
import { getSavedCart, mergeCart, saveCart } from './api/saved-cart';
import { parseStoredCart, toCartProduct, type CartItem, type CartProduct } from './cart-item';

/** A line whose price (with GST, as charged) changed since it was added, as found by refreshProducts. */
export interface PriceChange {
  id: string;
  name: string;
  from: number;
  to: number;
}

export interface CartContextValue {
  items: CartItem[];
  /** Σ priceInclGst × quantity: what the cart costs, GST included (whole rupees). */
  cartTotal: number;
  /** Σ quantities: the header badge. */
  itemCount: number;
  addToCart: (product: CartProduct, quantity?: number) => void;
  removeFromCart: (id: string) => void;
  /** A quantity of 0 or less removes the line (SPEC §4). */
  updateQuantity: (id: string, quantity: number) => void;
  /** Empties the cart and deletes the stored cart. */
  clearCart: () => void;
  /** Writes the latest product data into matching lines; returns the lines whose price changed. */
  refreshProducts: (latest: CartProduct[]) => PriceChange[];
  /**
   * Signed in: 'loading' until the saved cart (merged with this browser's) has arrived, then 'saved';
   * 'failed' when it could not be loaded (offline), showing the copy kept here. Guests: 'local'.
   */
  sync: 'local' | 'loading' | 'saved' | 'failed';
}

/** Whose cart to show: a signed-in customer's (kept by the server), or null for a guest's (kept here). */
export interface CartAccount {
  userId: string;
}

/**
 * Where this browser keeps a copy of the signed-in customer's cart, so a reload (or a visit offline)
 * shows it at once. Not the guest's `cart` key: that one holds only what was added as a guest and is
 * still to be merged, so a line is never merged twice.
 */
export const ACCOUNT_CART_KEY = 'accountCart';

/** How long after the last change the cart is saved: a burst of + taps makes one request. */
export const SAVE_DELAY_MS = 500;

const CartContext = createContext<CartContextValue | null>(null);
const NO_ITEMS: CartItem[] = [];

/** The stored cart; a corrupt one is discarded and logged (SPEC §4, §8). */
export function readStoredCart(): CartItem[] {
  let raw: string | null;
  try {
    raw = localStorage.getItem(STORAGE_KEYS.cart);
  } catch {
    return []; // storage blocked: an in-memory cart
  }
  if (raw === null) return [];
  try {
    return parseStoredCart(raw);
  } catch (error) {
    console.error('The stored cart is corrupt and was discarded.', error);
    localStorage.removeItem(STORAGE_KEYS.cart);
    return [];
  }
}

function readAccountCart(userId: string): CartItem[] {
  try {
    const raw = localStorage.getItem(ACCOUNT_CART_KEY);
    if (raw === null) return [];
    const stored = JSON.parse(raw) as { userId?: unknown; items?: unknown };
    return stored.userId === userId ? parseStoredCart(JSON.stringify(stored.items)) : [];
  } catch {
    return []; // blocked or unreadable: the server's copy arrives in a moment
  }
}

function writeAccountCart(userId: string, items: CartItem[]) {
  try {
    localStorage.setItem(ACCOUNT_CART_KEY, JSON.stringify({ userId, items }));
  } catch {
    // storage blocked: the server keeps the cart anyway
  }
}

function forgetLocalCarts() {
  try {
    localStorage.removeItem(ACCOUNT_CART_KEY);
    localStorage.removeItem(STORAGE_KEYS.cart);
  } catch {
    // storage blocked: nothing kept
  }
}

/** What the server is sent: ids and quantities, never a price; at most what a cart can hold (the server refuses more). */
const linesOf = (items: CartItem[]) => items.slice(0, MAX_CHECKOUT_LINES).map((item) => ({ productId: item._id, quantity: item.quantity }));
const itemsOf = (cart: Cart): CartItem[] => cart.items.map(({ product, quantity }) => ({ ...toCartProduct(product), quantity }));

/** `saved` with `guest` added (same product: quantities added): what a merge will answer, near enough to show meanwhile. */
function withGuestLines(saved: CartItem[], guest: CartItem[]): CartItem[] {
  const merged = saved.map((item) => ({ ...item }));
  for (const line of guest) {
    const same = merged.find((item) => item._id === line._id);
    if (same) same.quantity += line.quantity;
    else merged.push(line);
  }
  return merged;
}

function writeStoredCart(items: CartItem[]) {
  try {
    // An empty cart is stored as no cart, so clearing it deletes the key (SPEC §4).
    if (items.length === 0) localStorage.removeItem(STORAGE_KEYS.cart);
    else localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(items));
  } catch (error) {
    console.error('Could not save the cart.', error);
  }
}

function sameSnapshot(item: CartItem, product: CartProduct): boolean {
  return (
    item.name === product.name &&
    item.brand === product.brand &&
    item.category === product.category &&
    item.priceInclGst === product.priceInclGst &&
    item.mrp === product.mrp &&
    item.discountPercent === product.discountPercent &&
    item.stock === product.stock &&
    item.images.join('\n') === product.images.join('\n')
  );
}

export function CartProvider({ children, account = null }: { children: ReactNode; account?: CartAccount | null }) {
  const userId = account?.userId ?? null;
  // Signed in, the copy kept here, with any guest lines still to merge already added (as the merge will).
  const [items, setItems] = useState<CartItem[]>(() => (userId ? withGuestLines(readAccountCart(userId), readStoredCart()) : readStoredCart()));
  const [sync, setSync] = useState<CartContextValue['sync']>(userId ? 'loading' : 'local');
  /** Bumped to try a failed load again (back online, or back on this tab). */
  const [reload, setReload] = useState(0);
  // The latest cart for actions fired before React re-renders (two quick clicks must both count and
  // pick the right toast), without side effects inside state updaters.
  const itemsRef = useRef(items);
  /** Whose cart `items` is: the signed-in customer's id, or null for the guest's. */
  const ownerRef = useRef(userId);
  /** The saved cart has arrived for the owner: from then on changes are saved to the server. */
  const loadedRef = useRef(false);
  /** The login's load (merge or GET), shared by effect re-runs so a guest cart is never merged twice. */
  const loadRef = useRef<{ userId: string; promise: Promise<Cart> } | null>(null);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Counts local changes, so a save's answer is applied only if nothing changed while it was under way. */
  const changes = useRef(0);
  /** A change the server has not taken yet (offline, or failed): saved when the browser is back online. */
  const unsaved = useRef(false);

  /** Shows `next` and keeps it in this browser (the guest's cart, or the copy of the customer's). */
  const keep = useCallback((next: CartItem[]) => {
    itemsRef.current = next;
    setItems(next);
    if (ownerRef.current) writeAccountCart(ownerRef.current, next);
    else writeStoredCart(next);
  }, []);

  /** The server's cart, as it answered: shown and kept, and what it changed said in one message. */
  const applySaved = useCallback(
    (cart: Cart) => {
      keep(itemsOf(cart));
      if (cart.message) toast(cart.message, { id: 'cart-sync', icon: 'ℹ️' });
    },
    [keep],
  );

  const save = useCallback(
    ({ keepalive = false } = {}) => {
      const owner = ownerRef.current;
      if (!owner || !loadedRef.current) return;
      const sent = changes.current;
      unsaved.current = true;
      saveCart(linesOf(itemsRef.current), { keepalive })
        .then((cart) => {
          if (ownerRef.current !== owner || changes.current !== sent) return; // newer changes: their save answers
          unsaved.current = false;
          applySaved(cart);
        })
        .catch((error: unknown) => {
          // Offline or a server error: the change stays here (and is saved when back online); a 401
          // ends the session through the API client's listener.
          if (!(error instanceof ApiError)) console.error('Could not save the cart', error);
        });
    },
    [applySaved],
  );

  /** A change made here: shown, kept, and (signed in) saved shortly, the whole cart at once. */
  const commit = useCallback(
    (next: CartItem[]) => {
      changes.current += 1;
      keep(next);
      if (!ownerRef.current) return;
      unsaved.current = true;
      clearTimeout(saveTimer.current);
      saveTimer.current = setTimeout(() => {
        saveTimer.current = undefined;
        save();
      }, SAVE_DELAY_MS);
    },
    [keep, save],
  );

  // Signing in loads the saved cart, merging once what this browser holds as a guest; signing out
  // forgets the cart here (the server keeps it for the next login).
  useEffect(() => {
    if (!userId) {
      if (ownerRef.current !== null) {
        clearTimeout(saveTimer.current);
        forgetLocalCarts();
        ownerRef.current = null;
        loadedRef.current = false;
        loadRef.current = null;
        unsaved.current = false;
        itemsRef.current = [];
        setItems([]);
      }
      setSync('local');
      return;
    }

    let current = true;
    let load = loadRef.current;
    if (load?.userId !== userId) {
      if (ownerRef.current !== userId) {
        // A login keeps the guest's lines on screen until the merged cart arrives; a switch to another
        // account (made in another tab) shows that account's copy.
        const wasGuest = ownerRef.current === null;
        ownerRef.current = userId;
        loadedRef.current = false;
        if (!wasGuest) {
          itemsRef.current = readAccountCart(userId);
          setItems(itemsRef.current);
        }
      }
      const guest = readStoredCart();
      // Taken out of the guest's key before the request: a second load (another tab, a retry) cannot merge it again.
      if (guest.length > 0) writeStoredCart([]);
      const promise =
        guest.length > 0
          ? mergeCart(linesOf(guest)).catch((error: unknown) => {
              writeStoredCart([...readStoredCart(), ...guest]); // not merged: kept for the next try
              throw error;
            })
          : getSavedCart();
      load = { userId, promise };
      loadRef.current = load;
    }
    setSync(loadedRef.current ? 'saved' : 'loading');
    const changesBefore = changes.current;
    load.promise.then(
      (cart) => {
        if (!current || ownerRef.current !== userId) return;
        loadedRef.current = true;
        setSync('saved');
        if (changes.current !== changesBefore) {
          // The shopper changed the cart while it loaded (a server-rendered page is usable at once): their
          // change was made on the copy kept here, and saving that whole cart keeps it.
          save();
          return;
        }
        unsaved.current = false;
        changes.current += 1;
        applySaved(cart);
      },
      (error: unknown) => {
        if (!current) return;
        // Offline or a server error: the copy kept here stays on screen; the next visit or reconnection tries again.
        if (loadRef.current === load) loadRef.current = null;
        setSync('failed');
        // An answer with an error status is the server's to log; anything else is a bug here.
        if (!(error instanceof ApiError)) console.error('Could not load the saved cart', error);
      },
    );
    return () => {
      current = false;
    };
  }, [userId, applySaved, save, reload]);

  // Two devices, one cart: back on this tab (or back online), show what the other device saved, or
  // save what this one could not.
  useEffect(() => {
    if (!userId) return;
    const refresh = () => {
      if (document.visibilityState !== 'visible' || ownerRef.current !== userId) return;
      if (!loadedRef.current) {
        if (!loadRef.current) setReload((n) => n + 1);
        return;
      }
      if (unsaved.current) {
        clearTimeout(saveTimer.current);
        save();
        return;
      }
      const sent = changes.current;
      getSavedCart()
        .then((cart) => {
          if (ownerRef.current === userId && changes.current === sent && !unsaved.current) applySaved(cart);
        })
        .catch(() => {}); // offline: keep showing the copy
    };
    window.addEventListener('online', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('online', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [userId, save, applySaved]);

  // A change still waiting for its save when the page goes (a reload, a closed tab) is sent at once,
  // in a request that outlives the page.
  useEffect(() => {
    const flush = () => {
      if (saveTimer.current === undefined) return;
      clearTimeout(saveTimer.current);
      saveTimer.current = undefined;
      save({ keepalive: true });
    };
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [save]);

  // Keep several open tabs on one cart.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (ownerRef.current === null && (event.key === null || event.key === STORAGE_KEYS.cart)) keep(readStoredCart());
      if (ownerRef.current !== null && event.key === ACCOUNT_CART_KEY) {
        itemsRef.current = readAccountCart(ownerRef.current);
        setItems(itemsRef.current);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [keep]);

  // A guest's cart read in an older shape is stored again in today's; the timer goes with the provider.
  useEffect(() => {
    if (ownerRef.current === null) writeStoredCart(itemsRef.current);
    return () => clearTimeout(saveTimer.current);
  }, []);

  const addToCart = useCallback(
    (product: CartProduct, quantity = 1) => {
      const current = itemsRef.current;
      if (current.some((item) => item._id === product._id)) {
        commit(current.map((item) => (item._id === product._id ? { ...item, quantity: item.quantity + quantity } : item)));
        toast.success('Item quantity updated in cart!');
      } else {
        commit([...current, { ...toCartProduct(product), quantity }]);
        toast.success('Item added to cart!');
      }
    },
    [commit],
  );

  const removeFromCart = useCallback(
    (id: string) => {
      commit(itemsRef.current.filter((item) => item._id !== id));
      toast.success('Item removed from cart!');
    },
    [commit],
  );

  const updateQuantity = useCallback(
    (id: string, quantity: number) => {
      if (quantity <= 0) {
        removeFromCart(id);
        return;
      }
      commit(itemsRef.current.map((item) => (item._id === id ? { ...item, quantity } : item)));
    },
    [commit, removeFromCart],
  );

  // For a guest, an empty cart is no stored cart (SPEC §4: clearing deletes it); signed in, the empty cart is saved.
  const clearCart = useCallback(() => commit([]), [commit]);

  // Fresh product data only: shown and kept, nothing to save (the server reads the catalogue itself).
  const refreshProducts = useCallback(
    (latest: CartProduct[]) => {
      const byId = new Map(latest.map((product) => [product._id, product]));
      const changes: PriceChange[] = [];
      let changed = false;
      const next = itemsRef.current.map((item) => {
        const product = byId.get(item._id);
        if (!product || sameSnapshot(item, product)) return item;
        changed = true;
        if (product.priceInclGst !== item.priceInclGst) {
          changes.push({ id: item._id, name: product.name, from: item.priceInclGst, to: product.priceInclGst });
        }
        return { ...toCartProduct(product), quantity: item.quantity };
      });
      if (changed) keep(next);
      return changes;
    },
    [keep],
  );

  // The server renders every page with an empty cart (it cannot read this browser's storage): the
  // render that hydrates its HTML shows the same, the kept cart the render after.
  const hydrated = useHydrated();
  const shown = hydrated ? items : NO_ITEMS;
  const value = useMemo<CartContextValue>(
    () => ({
      items: shown,
      cartTotal: shown.reduce((sum, item) => sum + item.priceInclGst * item.quantity, 0),
      itemCount: shown.reduce((sum, item) => sum + item.quantity, 0),
      addToCart,
      removeFromCart,
      updateQuantity,
      clearCart,
      refreshProducts,
      sync,
    }),
    [shown, addToCart, removeFromCart, updateQuantity, clearCart, refreshProducts, sync],
  );

  return <CartContext value={value}>{children}</CartContext>;
}

export function useCart(): CartContextValue {
  const context = useContext(CartContext);
  if (!context) throw new Error('useCart must be used inside <CartProvider>');
  return context;
}
