import { ORDER_DOCUMENT_MESSAGES, orderDocumentLabel, type Order } from '@store/shared';
import { Button } from '@/components/ui/button';
import { useSessionUserId } from '@/features/auth';
import { useDownloadDocument } from '../api/download-document';
import { useOrderDocuments } from '../api/get-order-documents';

/**
 * SPEC §2 'Download Invoice', and every other document of the order as a PDF: each credit note (a
 * cancellation's, a return's, a goodwill refund's) by its number, and for a replacement, which is no
 * sale, its delivery challan in place of an invoice. Nothing while the order has none.
 */
export function InvoiceButtons({ order }: { order: Order }) {
  const userId = useSessionUserId();
  const documents = useOrderDocuments(userId, order._id).data?.documents ?? [];
  const download = useDownloadDocument();
  if (documents.length === 0) return null;
  const busy = download.isPending ? download.variables : undefined;
  return (
    <>
      {documents.map((document) => (
        <Button key={document.number} variant="secondary" size="sm" onClick={() => download.mutate(document.download)} disabled={busy !== undefined}>
          {busy === document.download ? ORDER_DOCUMENT_MESSAGES.downloading : orderDocumentLabel(document)}
        </Button>
      ))}
    </>
  );
}
