import { bindRoutes } from '../../lib/app-module';
import type { AuditLog } from '../audit';
import { adminRoutes } from './admin.routes';
import { createDashboard } from './dashboard.service';

/** The admin module: the dashboard's figures, from the modules that own them, and the audit log's page. */
export function createAdminModule({ audit, ...sources }: { audit: AuditLog } & Parameters<typeof createDashboard>[0]) {
  return { routes: bindRoutes(adminRoutes, { audit, dashboard: createDashboard(sources) }) };
}
