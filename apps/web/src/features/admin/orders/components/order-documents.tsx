import { ORDER_DOCUMENT_MESSAGES, orderDocumentLabel, type AdminOrder } from '@store/shared';
import { Button } from '@/components/ui/button';
import { useDownloadOrderDocument } from '../api/download-document';
import { useAdminOrderDocuments } from '../api/get-order-documents';

/**
 * The order's GST documents for the shop, as issued: its tax invoice (a COD order's once dispatched), each
 * credit note by its number, and a replacement's delivery challan in place of an invoice. Each download is
 * audited. Nothing while the order has none.
 */
export function OrderDocuments({ order }: { order: AdminOrder }) {
  const documents = useAdminOrderDocuments(order._id).data?.documents ?? [];
  const download = useDownloadOrderDocument(order._id);
  if (documents.length === 0) return null;
  const busy = download.isPending ? download.variables : undefined;
  return (
    <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
      {documents.map((document) => (
        <Button key={document.number} variant="secondary" size="sm" disabled={busy !== undefined} onClick={() => download.mutate(document.download)}>
          {busy === document.download ? ORDER_DOCUMENT_MESSAGES.downloading : orderDocumentLabel(document)}
        </Button>
      ))}
    </div>
  );
}
