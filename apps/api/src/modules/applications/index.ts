import { allRoutes, bindRoutes, type ModuleDeps } from '../../lib/app-module';
import type { AuditLog } from '../audit';
import { adminApplicationRoutes } from './applications.admin.routes';
import { createAdminApplicationService } from './applications.admin.service';
import { applicationsPersonalData } from './applications.personal-data';
import { createApplicationRepository } from './applications.repository';
import { applicationRoutes } from './applications.routes';
import { createApplicationService } from './applications.service';

/** The applications module's public entry: its service (counts for the account and the dashboard). */
export type { ApplicationService } from './applications.service';
export type { ApplicationExportRow } from './applications.repository';
/** For the seed and the test factories, which write records as this module does. */
export { createApplicationRepository } from './applications.repository';
export { createIdentityVault } from './identity-vault';

/** The applications module: insurance and loan applications, their identity numbers encrypted, and the admin's review of them. */
export function createApplicationsModule({ audit, ...deps }: { audit: AuditLog } & ModuleDeps<typeof createApplicationService>) {
  const repository = createApplicationRepository(deps.db);
  const applications = createApplicationService({ ...deps, repository });
  return {
    applications,
    routes: allRoutes(
      bindRoutes(applicationRoutes, { applications }),
      bindRoutes(adminApplicationRoutes, { applications: createAdminApplicationService({ db: deps.db, repository, audit, secret: deps.secret }) }),
    ),
    personalData: applicationsPersonalData(deps.secret),
  };
}
