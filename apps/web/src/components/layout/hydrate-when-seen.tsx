import { Suspense, use, useId, type ReactNode } from 'react';

/**
 * Resolves when its part may hydrate. Opened, it also says so in its `status`, which is how React's
 * `use` knows a promise has settled without waiting for a microtask.
 */
type Gate = Promise<void> & { status?: string };

const gates = new Map<string, Gate>();
/** The parts in the server's HTML that React has yet to reach. */
const serverParts = new Set<string>();

/**
 * Called by main.tsx before React takes over a page the server rendered: the parts in its HTML wait
 * until seen. A part rendered afresh later (a page navigated to) renders at once.
 */
export function holdServerParts() {
  for (const element of document.querySelectorAll('[data-hydrate-when-seen]')) serverParts.add(element.getAttribute('data-hydrate-when-seen')!);
}

/**
 * Server-rendered content below the fold that React takes over only once it comes near the screen,
 * or the shopper first taps, types or goes back (issue 28 point 3: the hydration's main-thread work
 * is what keeps a phone's page busy after it has painted). Until then it is the server's HTML as it
 * is: its links work as plain links, and nothing in it needs JavaScript to read.
 *
 * The content must not depend on what changes after hydration (the session, the cart, the page's
 * props): an update that reaches a part still waiting would make React render it afresh. Hence
 * static content only, passed as an element made once (at module level), so the parent's renders
 * never reach it; and the router's location changes only after a tap or a "back", which open it first.
 */
export function HydrateWhenSeen({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <div data-hydrate-when-seen={id}>
      <Suspense fallback={null}>
        <Held id={id}>{children}</Held>
      </Suspense>
    </div>
  );
}

function Held({ id, children }: { id: string; children: ReactNode }) {
  // React reaches a Suspense boundary of the server's HTML after the rest of the page has hydrated.
  if (serverParts.delete(id)) gates.set(id, whenSeen(id));
  const gate = gates.get(id);
  // While the gate is shut React leaves this Suspense boundary's server HTML in place, and hydrates
  // it (in slices, at a low priority) once the gate opens.
  if (gate && gate.status !== 'fulfilled') use(gate as Promise<void>);
  return children;
}

/** Opens when the element comes within a screen's reach, or at the first tap, key, focus or "back". */
function whenSeen(id: string): Gate {
  const element = [...document.querySelectorAll('[data-hydrate-when-seen]')].find((candidate) => candidate.getAttribute('data-hydrate-when-seen') === id);
  if (!element || typeof IntersectionObserver === 'undefined') return Object.assign(Promise.resolve(), { status: 'fulfilled' as const });
  let resolve!: () => void;
  const gate: Gate = new Promise<void>((done) => (resolve = done));
  const events = ['pointerdown', 'keydown', 'focusin', 'click', 'popstate'] as const;
  let opened = false;
  const open = () => {
    // Not gate.status: React marks the promise 'pending' itself once it waits on it.
    if (opened) return;
    opened = true;
    // Said before it resolves, so a click React hydrates for at once (synchronously) finds it open.
    Object.assign(gate, { status: 'fulfilled', value: undefined });
    observer.disconnect();
    for (const type of events) window.removeEventListener(type, open, true);
    resolve();
  };
  // Half a screen ahead, so a part is usually ready by the time it scrolls into view.
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), { rootMargin: '50% 0px' });
  observer.observe(element);
  for (const type of events) window.addEventListener(type, open, { capture: true, passive: true });
  return gate;
}
