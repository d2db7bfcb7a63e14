import { TOAST_DURATION_MS, TOAST_LIMIT } from '@store/shared';
import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

/** Toasts top-right for 4 s (SPEC §2, §9); beyond 20 visible, the oldest are dismissed. */
export function AppToaster() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_LIMIT) // newest first, so these are the oldest
      .forEach((t) => toast.dismiss(t.id));
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
