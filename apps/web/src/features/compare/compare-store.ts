import { MAX_COMPARE } from '@store/shared';
import { useCallback, useSyncExternalStore } from 'react';
import toast from 'react-hot-toast';

/** What the compare bar needs of a product before its page is fetched. */
export interface CompareItem {
  _id: string;
  name: string;
  image: string;
}

export const COMPARE_STORAGE_KEY = 'compare';
export const COMPARE_FULL_MESSAGE = `You can compare up to ${MAX_COMPARE} products: remove one first`;

export type AddOutcome = 'added' | 'already' | 'full';

function isCompareItem(value: unknown): value is CompareItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item._id === 'string' && typeof item.name === 'string' && typeof item.image === 'string';
}

/** The stored list, or none when it is missing or not ours (a hand-edited or older value is dropped). */
function parse(raw: string | null): CompareItem[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isCompareItem).slice(0, MAX_COMPARE) : [];
  } catch {
    return [];
  }
}

const NONE: CompareItem[] = [];

/**
 * The products picked for comparison (at most MAX_COMPARE), kept in `storage` so they survive a reload
 * and are shared by the shop's tabs. The list is read back from storage whenever it is asked for, and
 * parsed again only when the stored text changed: a snapshot for useSyncExternalStore.
 */
export function createCompareStore(storage: Storage) {
  const listeners = new Set<() => void>();
  let lastRaw: string | null = null;
  let last: CompareItem[] = NONE;

  const read = (): string | null => {
    try {
      return storage.getItem(COMPARE_STORAGE_KEY);
    } catch {
      return null; // storage blocked: nothing kept
    }
  };
  const items = (): CompareItem[] => {
    const raw = read();
    if (raw !== lastRaw) {
      lastRaw = raw;
      last = parse(raw);
    }
    return last;
  };
  const write = (next: CompareItem[]) => {
    try {
      if (next.length === 0) storage.removeItem(COMPARE_STORAGE_KEY);
      else storage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage full or blocked: the choice lasts as long as the page does not.
    }
    for (const listener of listeners) listener();
  };

  return {
    items,
    subscribe(listener: () => void) {
      listeners.add(listener);
      // Another tab changed the list.
      const onStorage = (event: StorageEvent) => {
        if (event.key === COMPARE_STORAGE_KEY || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    /** Adds the product unless it is there already or the list is full. */
    add(item: CompareItem): AddOutcome {
      const current = items();
      if (current.some((existing) => existing._id === item._id)) return 'already';
      if (current.length >= MAX_COMPARE) return 'full';
      write([...current, { _id: item._id, name: item.name, image: item.image }]);
      return 'added';
    },
    remove(id: string) {
      write(items().filter((item) => item._id !== id));
    },
    clear() {
      write([]);
    },
  };
}

export type CompareStore = ReturnType<typeof createCompareStore>;

const NO_STORAGE = { getItem: () => null, setItem: () => {}, removeItem: () => {} } as unknown as Storage;

// Made on first use, not on import: a feature module must not act when it is loaded.
let shared: CompareStore | undefined;
function compareStore(): CompareStore {
  // On the server (a page rendered for any visitor) nothing is kept: the list is empty there.
  shared ??= createCompareStore(typeof window === 'undefined' ? NO_STORAGE : window.localStorage);
  return shared;
}

/** A product as the compare list keeps it: its first picture as the bar's thumbnail. */
export interface ComparableProduct {
  _id: string;
  name: string;
  images: string[];
}

/** The compare list, and adding and removing; a fifth product is refused with a toast. */
export function useCompare() {
  const store = compareStore();
  const items = useSyncExternalStore(store.subscribe, store.items, () => NONE);

  const add = useCallback(
    (product: ComparableProduct): AddOutcome => {
      const outcome = store.add({ _id: product._id, name: product.name, image: product.images[0] ?? '' });
      if (outcome === 'full') toast.error(COMPARE_FULL_MESSAGE, { id: 'compare-full' });
      return outcome;
    },
    [store],
  );
  const isCompared = useCallback((id: string) => items.some((item) => item._id === id), [items]);

  return {
    items,
    isCompared,
    add,
    /** Adds the product, or takes it off the list when it is on it. */
    toggle: useCallback(
      (product: ComparableProduct) => (items.some((item) => item._id === product._id) ? store.remove(product._id) : add(product)),
      [add, items, store],
    ),
    remove: store.remove,
    clear: store.clear,
  };
}
