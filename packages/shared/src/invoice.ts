import { z } from 'zod';
import { isId, NOT_FOUND_ISSUE } from './ids';
import { ORDER_MESSAGES } from './order';

/**
 * The documents an order may have (issue 40 points 10 and 14): its GST tax invoice (CGST Rule 46), the
 * credit notes of what was refunded (Rule 53), and for a replacement sent under warranty, which is no
 * sale, a delivery challan (Rule 55) in place of an invoice. Each kind is numbered in its own series.
 */
export const ORDER_DOCUMENT_KINDS = ['invoice', 'credit-note', 'delivery-challan'] as const;
export type OrderDocumentKind = (typeof ORDER_DOCUMENT_KINDS)[number];

/** The document's name as printed on it and in its file name. */
export const ORDER_DOCUMENT_TITLES: Record<OrderDocumentKind, string> = {
  invoice: 'Tax Invoice',
  'credit-note': 'Credit Note',
  'delivery-challan': 'Delivery Challan',
};

/**
 * What a download button says: an order has one invoice or challan, but may have several credit notes
 * (a cancellation, a return, a goodwill refund), so a note is named by its number.
 */
export function orderDocumentLabel(document: { kind: OrderDocumentKind; number: string }): string {
  switch (document.kind) {
    case 'invoice':
      return 'Download Invoice';
    case 'credit-note':
      return `Download Credit Note ${document.number}`;
    case 'delivery-challan':
      return 'Download Delivery Challan';
  }
}

export const ORDER_DOCUMENT_MESSAGES = {
  /** A download that failed without the server's own word for it. */
  downloadFailed: 'Could not download the document. Please try again.',
  /** While the buttons' own download is under way. */
  downloading: 'Downloading...',
} as const;

/** A document number as a URL writes it: CN/26-27/00003 → CN-26-27-00003. */
export const documentSlug = (number: string): string => number.replaceAll('/', '-');

export const orderDocumentSchema = z.object({
  kind: z.enum(ORDER_DOCUMENT_KINDS),
  /** As printed: 'TS/26-27/00042', 'CN/26-27/00003', 'DC/26-27/00001'. */
  number: z.string(),
  /** Its date, YYYY-MM-DD in India's calendar. */
  date: z.string(),
  /** Its total with GST; a challan's, the value of the goods it moves (no tax charged). */
  totalPaise: z.number().int().nonnegative(),
  /** Where its PDF downloads from, for whoever asked: the customer's route, or the shop's audited one. */
  download: z.string(),
});
export type OrderDocument = z.infer<typeof orderDocumentSchema>;

/** GET /api/orders/:id/documents (and the admin's): every document of the order, in the order issued. */
export const orderDocumentsSchema = z.object({ documents: z.array(orderDocumentSchema) });
export type OrderDocuments = z.infer<typeof orderDocumentsSchema>;

/** `/api/orders/:id/documents/:number`: a malformed id or number names no document, the same 404 as an unknown one. */
export const orderDocumentParamsSchema = z.object({
  id: z.string().refine(isId, { message: ORDER_MESSAGES.notFound, params: NOT_FOUND_ISSUE }),
  number: z.string().refine((number) => /^[A-Z]{2}-\d{2}-\d{2}-\d{1,10}$/.test(number), { message: ORDER_MESSAGES.notFound, params: NOT_FOUND_ISSUE }),
});
