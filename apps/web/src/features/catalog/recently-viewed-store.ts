import { useCallback, useSyncExternalStore } from 'react';

export const RECENTLY_VIEWED_STORAGE_KEY = 'recently-viewed';
/** Shown at most; one more is kept so the product page, which leaves itself out, still shows as many. */
export const RECENTLY_VIEWED_SHOWN = 8;
const KEPT = RECENTLY_VIEWED_SHOWN + 1;
const ID = /^[0-9a-f-]{36}$/i;

const NONE: string[] = [];
const listeners = new Set<() => void>();
let lastRaw: string | null = null;
let last: string[] = NONE;

function read(): string | null {
  try {
    return window.localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY);
  } catch {
    return null; // storage blocked: nothing remembered
  }
}

/** The stored ids, newest first; a hand-edited or foreign value is dropped. Parsed again only when the text changed. */
function ids(): string[] {
  const raw = read();
  if (raw === lastRaw) return last;
  lastRaw = raw;
  try {
    const value: unknown = raw === null ? [] : JSON.parse(raw);
    last = Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && ID.test(id)).slice(0, KEPT) : NONE;
  } catch {
    last = NONE;
  }
  return last;
}

function write(next: string[]): void {
  try {
    if (next.length === 0) window.localStorage.removeItem(RECENTLY_VIEWED_STORAGE_KEY);
    else window.localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: this visit is simply not remembered.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === RECENTLY_VIEWED_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The products this browser looked at, newest first (kept in localStorage only: nothing is sent to
 * the shop), and remembering a visit or forgetting them all.
 */
export function useRecentlyViewed() {
  const viewed = useSyncExternalStore(subscribe, ids, () => NONE);
  const record = useCallback((id: string) => {
    if (!ID.test(id)) return;
    const current = ids();
    if (current[0] === id) return;
    write([id, ...current.filter((other) => other !== id)].slice(0, KEPT));
  }, []);
  /** Drops ids that no longer name a product the shop shows. */
  const forget = useCallback((gone: string[]) => {
    const current = ids();
    const kept = current.filter((id) => !gone.includes(id));
    if (kept.length !== current.length) write(kept);
  }, []);
  const clear = useCallback(() => write([]), []);
  return { viewed, record, forget, clear };
}
