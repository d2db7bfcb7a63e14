import { AUDIT_PAGE_SIZE, auditPageSchema, auditQuerySchema, dashboardSchema, errorResponses } from '@store/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditLog } from '../audit';
import type { DashboardService } from './dashboard.service';

/** The admin console's own routes (the features' admin routes live with their modules). */
export const adminRoutes: FastifyPluginAsyncZod<{ audit: AuditLog; dashboard: DashboardService }> = async (app, { audit, dashboard }) => {
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
};
