import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from '@/components/layout/skip-link';

/** How long a page may take to show its heading (data still loading) before we stop waiting for it. */
const HEADING_WAIT_MS = 3_000;

/**
 * After a client-side navigation, puts focus on the new page's main heading and announces the page,
 * as a full page load would for a screen reader (without this, focus stays on the link that was
 * followed, in a header the new page did not change, and nothing is said). Only a new path counts:
 * a filter or sort changing the query string leaves focus where the shopper is working. Focus is only
 * moved if the shopper has not moved it themselves since the navigation began.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const shown = useRef(pathname);

  useEffect(() => {
    // The first page is announced by the browser's own page load (and a re-run of this effect is no navigation).
    if (shown.current === pathname) return;
    shown.current = pathname;
    const focusedAtStart = document.activeElement;
    const started = performance.now();
    let frame = 0;
    const settle = () => {
      const heading = document.querySelector<HTMLElement>(`#${MAIN_CONTENT_ID} h1`);
      if (!heading && performance.now() - started < HEADING_WAIT_MS) {
        frame = requestAnimationFrame(settle);
        return;
      }
      const active = document.activeElement;
      const untouched = active === focusedAtStart || active === document.body || !active?.isConnected;
      const target = heading ?? document.getElementById(MAIN_CONTENT_ID);
      if (untouched && target) {
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      }
      setAnnouncement(document.title || heading?.textContent || '');
    };
    // One frame after the route renders, so the page has set its title.
    frame = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-route-announcer>
      {announcement}
    </div>
  );
}
