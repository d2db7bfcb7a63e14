import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML, true from the render after (and at
 * once in a page the browser renders itself). What only this browser knows (the session and cart kept
 * in local storage) waits for it: the first render in the browser must match the server's HTML, or
 * React reports a hydration mismatch and throws the page's HTML away.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
