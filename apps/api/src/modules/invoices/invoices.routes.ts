import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  documentSlug,
  errorResponseSchema,
  ORDER_MESSAGES,
  orderDocumentParamsSchema,
  orderDocumentsSchema,
  orderIdParamsSchema,
  type OrderDocuments,
  errorResponses,
} from '@store/shared';
import { HttpError } from '../../plugins/errors';
import { actorOf, currentUser } from '../../plugins/request-user';
import type { InvoiceDocument } from './invoice-document';
import type { AdminInvoiceDownloads } from './invoices.admin';
import type { InvoiceService } from './invoices.service';

/** A document's PDF as a download nobody caches. */
const sendPdf = (reply: FastifyReply, file: { filename: string; content: Buffer } | undefined) => {
  if (!file) throw new HttpError(404, ORDER_MESSAGES.notFound);
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.content);
};

/** The documents as listed, each with where its PDF downloads from (`base`: the customer's or the shop's route). */
const listed = (documents: InvoiceDocument[] | undefined, base: string): OrderDocuments => {
  if (!documents) throw new HttpError(404, ORDER_MESSAGES.notFound);
  return {
    documents: documents.map((document) => ({
      kind: document.kind,
      number: document.number,
      date: document.date,
      totalPaise: document.totals.total,
      download: `${base}/${documentSlug(document.number)}`,
    })),
  };
};

const pdfResponses = { 200: z.instanceof(Buffer), ...errorResponses(401, 404) };
const adminPdfResponses = { ...pdfResponses, 403: errorResponseSchema };

/**
 * The documents of an order as PDFs (its GST invoice, every credit note, a replacement's delivery challan),
 * for its customer or an admin. Anyone else, an order without the document and an unknown id all get the
 * same 404. The shop's own copies come from /api/admin/…, each download audited.
 */
export const invoiceRoutes: FastifyPluginAsyncZod<{ invoices: InvoiceService; adminDownloads: AdminInvoiceDownloads }> = async (
  app,
  { invoices, adminDownloads },
) => {
  app.get(
    '/api/orders/:id/documents',
    {
      config: { access: 'user' },
      schema: { params: orderIdParamsSchema, response: { 200: orderDocumentsSchema, ...errorResponses(401, 404) } },
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      return listed(await invoices.documentsFor({ id: user._id, role: user.role }, id), `/api/orders/${id}/documents`);
    },
  );

  app.get(
    '/api/orders/:id/documents/:number',
    { config: { access: 'user' }, schema: { params: orderDocumentParamsSchema, response: pdfResponses } },
    async (request, reply) => {
      const user = currentUser(request);
      const { id, number } = request.params;
      const document = await invoices.numberedFor({ id: user._id, role: user.role }, id, number);
      return sendPdf(reply, document && (await invoices.pdf(id, document)));
    },
  );

  // The invoice, and the latest credit note, by kind (SPEC §7): kept for the links already out there.
  for (const [path, kind] of [
    ['/api/orders/:id/invoice', 'invoice'],
    ['/api/orders/:id/credit-note', 'credit-note'],
  ] as const) {
    app.get(path, { config: { access: 'user' }, schema: { params: orderIdParamsSchema, response: pdfResponses } }, async (request, reply) => {
      const user = currentUser(request);
      const document = await invoices.documentFor({ id: user._id, role: user.role }, request.params.id, kind);
      return sendPdf(reply, document && (await invoices.pdf(request.params.id, document)));
    });
  }

  // The shop's copies, from the admin's order page: the same documents, each download audited.
  app.get(
    '/api/admin/orders/:id/documents',
    {
      config: { access: 'admin' },
      schema: {
        params: orderIdParamsSchema,
        response: { 200: orderDocumentsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      return listed(await invoices.documentsFor({ id: actorOf(request).id, role: 'admin' }, id), `/api/admin/orders/${id}/documents`);
    },
  );

  app.get(
    '/api/admin/orders/:id/documents/:number',
    { config: { access: 'admin' }, schema: { params: orderDocumentParamsSchema, response: adminPdfResponses } },
    async (request, reply) => sendPdf(reply, await adminDownloads.downloadNumbered(actorOf(request), request.params.id, request.params.number)),
  );

  // Part A of the e-way bill, as the NIC portal's bulk upload takes it (eway-bill.ts): a file the admin uploads there.
  app.get(
    '/api/admin/orders/:id/eway-bill.json',
    {
      config: { access: 'admin' },
      schema: {
        params: orderIdParamsSchema,
        response: { 200: z.object({ version: z.string(), billLists: z.array(z.looseObject({})) }), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const partA = await adminDownloads.ewayBill(actorOf(request), request.params.id);
      return reply
        .header('content-disposition', `attachment; filename="EWB-${documentSlug(partA.billLists[0]!.docNo)}.json"`)
        .header('cache-control', 'private, no-store')
        .send(partA);
    },
  );

  for (const [path, kind] of [
    ['/api/admin/orders/:id/invoice', 'invoice'],
    ['/api/admin/orders/:id/credit-note', 'credit-note'],
  ] as const) {
    app.get(path, { config: { access: 'admin' }, schema: { params: orderIdParamsSchema, response: adminPdfResponses } }, async (request, reply) =>
      sendPdf(reply, await adminDownloads.download(actorOf(request), request.params.id, kind)),
    );
  }
};
