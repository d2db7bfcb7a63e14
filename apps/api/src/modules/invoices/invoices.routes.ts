import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, ORDER_MESSAGES, orderIdParamsSchema } from '@store/shared';
import { HttpError } from '../../plugins/errors';
import { actorOf, currentUser } from '../../plugins/request-user';
import type { AdminInvoiceDownloads } from './invoices.admin';
import type { InvoiceService } from './invoices.service';

/**
 * The GST invoice (and, for a cancelled order, the credit note) of an order as a PDF, for its customer
 * or an admin. Anyone else, an unpaid order and an unknown id all get the same 404.
 */
export const invoiceRoutes: FastifyPluginAsyncZod<{ invoices: InvoiceService; adminDownloads: AdminInvoiceDownloads }> = async (
  app,
  { invoices, adminDownloads },
) => {
  for (const [path, kind] of [
    ['/api/orders/:id/invoice', 'invoice'],
    ['/api/orders/:id/credit-note', 'credit-note'],
  ] as const) {
    app.get(
      path,
      {
        config: { access: 'user' },
        schema: { params: orderIdParamsSchema, response: { 200: z.instanceof(Buffer), 401: errorResponseSchema, 404: errorResponseSchema } },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const document = await invoices.documentFor({ id: user._id, role: user.role }, request.params.id, kind);
        if (!document) throw new HttpError(404, ORDER_MESSAGES.notFound);
        const { filename, content } = await invoices.pdf(request.params.id, document);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'private, no-store')
          .send(content);
      },
    );
  }

  // The shop's own copies, from the admin's order page: the same documents, each download audited.
  for (const [path, kind] of [
    ['/api/admin/orders/:id/invoice', 'invoice'],
    ['/api/admin/orders/:id/credit-note', 'credit-note'],
  ] as const) {
    app.get(
      path,
      {
        config: { access: 'admin' },
        schema: {
          params: orderIdParamsSchema,
          response: { 200: z.instanceof(Buffer), 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const file = await adminDownloads.download(actorOf(request), request.params.id, kind);
        if (!file) throw new HttpError(404, ORDER_MESSAGES.notFound);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'private, no-store')
          .send(file.content);
      },
    );
  }
};
