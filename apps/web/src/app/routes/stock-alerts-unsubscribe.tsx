import { useSearchParams } from 'react-router';
import { UnsubscribeStockAlerts } from '@/features/stock-alerts';
import { usePageMeta } from '@/hooks/use-page-meta';

/** /stock-alerts/unsubscribe?token=…: the back-in-stock mail's link, no login needed. */
export function StockAlertsUnsubscribePage() {
  usePageMeta('Back-in-stock e-mails', 'Stop the back-in-stock e-mails you asked TechStore for.');
  const [params] = useSearchParams();
  return (
    <div className="px-4 py-12 sm:px-6">
      <h1 className="sr-only">Back-in-stock e-mails</h1>
      <UnsubscribeStockAlerts token={params.get('token') ?? ''} />
    </div>
  );
}
