import { bindRoutes, type ModuleDeps } from '../../lib/app-module';
import type { AuditLog } from '../audit';
import { adminMessageRoutes } from './contact.admin.routes';
import { contactPersonalData } from './contact.personal-data';
import { createContactRepository } from './contact.repository';
import { contactRoutes } from './contact.routes';
import { createContactService } from './contact.service';

export type { ContactService } from './contact.service';

/** The contact module: the contact form's messages, mailed to the shop and read in the admin's inbox. */
export function createContactModule({ audit, ...deps }: { audit: AuditLog } & ModuleDeps<typeof createContactService>) {
  const repository = createContactRepository(deps.db);
  const contact = createContactService({ ...deps, repository });
  return {
    contact,
    routes: bindRoutes(contactRoutes, { contact }),
    adminRoutes: bindRoutes(adminMessageRoutes, { db: deps.db, repository, audit }),
    personalData: contactPersonalData(),
  };
}
