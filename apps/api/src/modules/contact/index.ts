import type { Config } from '../../config/env';
import { allRoutes, bindRoutes, type ModuleDeps } from '../../lib/app-module';
import type { AuditLog } from '../audit';
import { adminMessageRoutes } from './contact.admin.routes';
import { contactPersonalData } from './contact.personal-data';
import { createContactRepository } from './contact.repository';
import { contactRoutes } from './contact.routes';
import { createContactService } from './contact.service';

export type { ContactService } from './contact.service';

/** The contact module: the contact form's messages, mailed to the shop and read in the admin's inbox. */
export function createContactModule({
  audit,
  config,
  ...deps
}: { audit: AuditLog; config: Config } & ModuleDeps<typeof createContactService, 'inbox' | 'messagesPerAddress'>) {
  const repository = createContactRepository(deps.db);
  const contact = createContactService({ ...deps, repository, inbox: config.CONTACT_INBOX, messagesPerAddress: config.CONTACT_MESSAGES_PER_ADDRESS });
  return {
    contact,
    routes: allRoutes(bindRoutes(contactRoutes, { contact }), bindRoutes(adminMessageRoutes, { db: deps.db, repository, audit })),
    personalData: contactPersonalData(),
  };
}
