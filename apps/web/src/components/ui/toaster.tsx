import { TOAST_DURATION_MS, TOAST_LIMIT } from '@store/shared';
import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

/**
 * Toasts top-right for 4 s (SPEC §2, §9); beyond 20 visible, the oldest are dismissed. The same
 * message twice (a double tap, an event raised again without an id of its own) shows once: the
 * newer copy stays, so its 4 seconds start again (issue 27: stacked toasts on a phone).
 */
export function AppToaster() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    const visible = toasts.filter((t) => t.visible); // newest first
    const seen = new Set<string>();
    const stale = visible.filter((t) => {
      if (typeof t.message !== 'string') return false;
      const key = `${t.type}:${t.message}`;
      if (seen.has(key)) return true;
      seen.add(key);
      return false;
    });
    const kept = visible.filter((t) => !stale.includes(t));
    [...stale, ...kept.slice(TOAST_LIMIT)].forEach((t) => toast.dismiss(t.id));
  }, [toasts]);

  return (
    <Toaster
      position="top-right"
      containerStyle={{ top: 72 }}
      toastOptions={{
        duration: TOAST_DURATION_MS,
        // Read out by ToastAnnouncer's live regions, which are in the page before any toast.
        ariaProps: { role: 'status', 'aria-live': 'off' },
        className: '!rounded-xl !text-sm !font-medium !text-slate-900 !shadow-lg',
      }}
    />
  );
}
