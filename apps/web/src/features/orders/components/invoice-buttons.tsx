import type { Order } from '@store/shared';
import { Button } from '@/components/ui/button';
import { useDownloadInvoice } from '../api/download-invoice';

/**
 * SPEC §2 'Download Invoice' on a paid order: its GST tax invoice as a PDF. A cancelled paid order
 * also has the credit note that reversed it.
 */
export function InvoiceButtons({ order }: { order: Order }) {
  const download = useDownloadInvoice();
  if (order.paymentDetails.status !== 'completed') return null;
  const busy = download.isPending ? download.variables.kind : undefined;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => download.mutate({ orderId: order._id, kind: 'invoice' })} disabled={busy !== undefined}>
        {busy === 'invoice' ? 'Downloading...' : 'Download Invoice'}
      </Button>
      {order.status === 'cancelled' && (
        <Button variant="secondary" size="sm" onClick={() => download.mutate({ orderId: order._id, kind: 'credit-note' })} disabled={busy !== undefined}>
          {busy === 'credit-note' ? 'Downloading...' : 'Download Credit Note'}
        </Button>
      )}
    </>
  );
}
