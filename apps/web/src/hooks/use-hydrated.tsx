import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/** True unless a HydrationGate says otherwise: a page the browser renders itself knows its storage at once. */
const HydratedContext = createContext(true);

/**
 * Around a page the server rendered (and around the server's render itself): false on the server and
 * while React hydrates the server's HTML, true from the render after. That render is a transition, so
 * React does it in slices between the browser's other work instead of one long task that blocks a tap
 * (the session and the cart flip the header, the bottom bar and every add-to-cart button at once).
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * Whether what only this browser knows (the session and cart kept in local storage) may show: the
 * first render in the browser must match the server's HTML, or React reports a hydration mismatch
 * and throws the page's HTML away.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
