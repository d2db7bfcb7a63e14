import { STORAGE_KEYS } from '@store/shared';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
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
}

const CartContext = createContext<CartContextValue | null>(null);

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

export function CartProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<CartItem[]>(readStoredCart);
  // The latest cart for actions fired before React re-renders (two quick clicks must both count and
  // pick the right toast), without side effects inside state updaters.
  const itemsRef = useRef(items);

  const commit = useCallback((next: CartItem[]) => {
    itemsRef.current = next;
    setItems(next);
  }, []);

  useEffect(() => {
    writeStoredCart(items);
  }, [items]);

  // Keep several open tabs on one cart.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.cart) commit(readStoredCart());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [commit]);

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

  const clearCart = useCallback(() => {
    commit([]);
    localStorage.removeItem(STORAGE_KEYS.cart);
  }, [commit]);

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
      if (changed) commit(next);
      return changes;
    },
    [commit],
  );

  const value = useMemo<CartContextValue>(
    () => ({
      items,
      cartTotal: items.reduce((sum, item) => sum + item.priceInclGst * item.quantity, 0),
      itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
      addToCart,
      removeFromCart,
      updateQuantity,
      clearCart,
      refreshProducts,
    }),
    [items, addToCart, removeFromCart, updateQuantity, clearCart, refreshProducts],
  );

  return <CartContext value={value}>{children}</CartContext>;
}

export function useCart(): CartContextValue {
  const context = useContext(CartContext);
  if (!context) throw new Error('useCart must be used inside <CartProvider>');
  return context;
}
