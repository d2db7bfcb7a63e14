import { InfoIcon } from '@/components/ui/icons';
import { useOnlineStatus } from '../use-online-status';

/**
 * Says plainly that the network is gone (issue 27): what shows then is the copy this device kept of
 * pages and products viewed before (the service worker's), so prices and stock may have moved since.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <p data-testid="offline-banner" className="flex items-start justify-center gap-2 bg-amber-100 px-4 py-2 text-sm text-amber-950 sm:items-center">
          <InfoIcon className="mt-0.5 size-4 shrink-0 sm:mt-0" />
          <span>
            <strong className="font-semibold">You are offline.</strong> Showing what this device saved from your last visit: prices and stock may have changed.
          </span>
        </p>
      )}
    </div>
  );
}
