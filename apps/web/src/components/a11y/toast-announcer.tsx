import { useEffect, useRef, useState } from 'react';
import { useToasterStore } from 'react-hot-toast';

/**
 * Reads each new toast out through live regions that are in the page from the start: a region
 * inserted together with its message (as a toast is) is missed by several screen readers. Errors
 * interrupt (assertive); the rest wait their turn (polite). The toasts themselves are muted (see
 * AppToaster's ariaProps) so nothing is read twice.
 */
export function ToastAnnouncer() {
  const { toasts } = useToasterStore();
  const announced = useRef(new Set<string>());
  const [polite, setPolite] = useState('');
  const [assertive, setAssertive] = useState('');

  useEffect(() => {
    for (const item of [...toasts].reverse()) {
      if (!item.visible || announced.current.has(`${item.id}:${item.createdAt}`)) continue;
      announced.current.add(`${item.id}:${item.createdAt}`);
      const text = typeof item.message === 'string' ? item.message : '';
      if (!text) continue;
      // The same words twice in a row are still a new event: change the region's content either way.
      const next = (previous: string) => (previous === text ? `${text}\u00a0` : text);
      if (item.type === 'error') setAssertive(next);
      else setPolite(next);
    }
  }, [toasts]);

  return (
    <>
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-toast-announcer="polite">
        {polite}
      </div>
      <div aria-live="assertive" aria-atomic="true" className="sr-only" data-toast-announcer="assertive">
        {assertive}
      </div>
    </>
  );
}
