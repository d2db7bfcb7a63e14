import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXPORT_KINDS, gstr1Schema, reportMonthSchema, reportQuerySchema, reportRangeSchema, salesReportSchema, errorResponses } from '@store/shared';
import type { CsvDownload, ReportService } from './reports.service';

const refused = errorResponses(400, 401, 403);

/** Sends a CSV as it is produced: a big export never sits whole in memory. */
function sendCsv(reply: FastifyReply, { filename, lines }: CsvDownload) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(Readable.from(lines));
}

/** The shop's reports (JSON, or `format=csv`) and CSV exports over a range of India's days: admins only. */
export const reportRoutes: FastifyPluginAsyncZod<{ reports: ReportService }> = async (app, { reports }) => {
  app.get(
    '/api/admin/reports/sales',
    { config: { access: 'admin' }, schema: { querystring: reportQuerySchema, response: { 200: salesReportSchema, ...refused } } },
    async (request, reply) => {
      const { format, ...range } = request.query;
      return format === 'csv' ? sendCsv(reply, await reports.salesCsv(range)) : reports.sales(range);
    },
  );

  app.get(
    '/api/admin/reports/gstr1',
    { config: { access: 'admin' }, schema: { querystring: reportQuerySchema, response: { 200: gstr1Schema, ...refused } } },
    async (request, reply) => {
      const { format, ...range } = request.query;
      return format === 'csv' ? sendCsv(reply, await reports.gstr1Csv(range)) : reports.gstr1(range);
    },
  );

  // Sent already serialised (Fastify passes a string with a JSON type through): the format is the portal's,
  // described by gstr1-portal.schema.json, which the tests check the file against.
  app.get(
    '/api/admin/reports/gstr1.json',
    { config: { access: 'admin' }, schema: { querystring: reportMonthSchema, response: { 200: z.string(), ...refused } } },
    async (request, reply) => {
      const { filename, json } = await reports.gstr1Portal(request.query.month);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(JSON.stringify(json));
    },
  );

  for (const kind of EXPORT_KINDS) {
    app.get(
      `/api/admin/exports/${kind}.csv`,
      { config: { access: 'admin' }, schema: { querystring: reportRangeSchema, response: { 200: z.instanceof(Readable), ...refused } } },
      async (request, reply) => sendCsv(reply, reports.export(kind, request.query)),
    );
  }
};
