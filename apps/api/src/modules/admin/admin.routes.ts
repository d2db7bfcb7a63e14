import {
  AUDIT_PAGE_SIZE,
  auditPageSchema,
  auditQuerySchema,
  dashboardSchema,
  errorResponses,
  MESSAGES,
  PRODUCT_MESSAGES,
  productIdParamsSchema,
} from '@store/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import { actorOf } from '../../plugins/request-user';
import type { AuditLog } from '../audit';
import type { CatalogService, ProductInUse } from '../catalog';
import type { DashboardService } from './dashboard.service';

/**
 * The admin console's own routes: the dashboard, the audit log, and removing a product, which asks the
 * modules above the catalogue whether they name it (the features' other admin routes live with their modules).
 */
export const adminRoutes: FastifyPluginAsyncZod<{
  audit: AuditLog;
  dashboard: DashboardService;
  catalog: Pick<CatalogService, 'remove'>;
  productInUse: ProductInUse;
}> = async (app, { audit, dashboard, catalog, productInUse }) => {
  app.get('/api/admin/dashboard', { config: { access: 'admin' }, schema: { response: { 200: dashboardSchema, ...errorResponses(401, 403) } } }, () =>
    dashboard.read(),
  );

  app.get(
    '/api/admin/audit',
    {
      config: { access: 'admin' },
      schema: {
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, targetType, targetId } = request.query;
      const { entries, total } = await audit.list({ limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE, targetType, targetId });
      return {
        entries: entries.map(({ id, actorId: _actorId, createdAt, ...entry }) => ({ _id: id, ...entry, createdAt: createdAt.toISOString() })),
        total,
        totalPages: Math.ceil(total / AUDIT_PAGE_SIZE),
        page,
      };
    },
  );

  app.delete(
    '/api/admin/products/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: productIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const outcome = await catalog.remove(actorOf(request), request.params.id, productInUse);
      if (outcome === 'unknown') throw new HttpError(404, MESSAGES.productNotFound);
      if (outcome === 'ordered') throw new HttpError(409, PRODUCT_MESSAGES.orderedCannotDelete);
      return reply.code(204).send(null);
    },
  );
};
