import { wasPaid, type AdminOrder } from '@store/shared';
import { Button } from '@/components/ui/button';
import { useDownloadOrderDocument } from '../api/download-document';

/**
 * The order's GST documents for the shop: its tax invoice once it was paid or went out (a COD order is
 * invoiced at dispatch), and the credit note once it was cancelled or refunded. Each download is audited.
 */
export function OrderDocuments({ order }: { order: AdminOrder }) {
  const download = useDownloadOrderDocument(order._id);
  const dispatched = order.trackingNumber !== '' || order.status === 'shipped' || order.status === 'delivered';
  const invoiced = wasPaid(order.paymentDetails.status) || dispatched;
  const credited = order.status === 'cancelled' || order.refund !== null || order.items.some((item) => item.cancelledQuantity > 0);
  if (!invoiced) return null;
  const busy = download.isPending ? download.variables : undefined;
  return (
    <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
      <Button variant="secondary" size="sm" disabled={busy !== undefined} onClick={() => download.mutate('invoice')}>
        {busy === 'invoice' ? 'Downloading...' : 'Download invoice'}
      </Button>
      {credited && (
        <Button variant="secondary" size="sm" disabled={busy !== undefined} onClick={() => download.mutate('credit-note')}>
          {busy === 'credit-note' ? 'Downloading...' : 'Download credit note'}
        </Button>
      )}
    </div>
  );
}
