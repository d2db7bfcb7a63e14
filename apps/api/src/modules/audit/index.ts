import type { Database } from '../../db/client';
import { auditPersonalData } from './audit.personal-data';
import { createAuditLog } from './audit.repository';

/** The audit module's public entry: the log every admin change is recorded in, in the change's own transaction. */
export { pick, type Actor, type AuditEntry, type AuditLog } from './audit.repository';

/** The audit module: the log of admin changes, read in the admin's audit page. */
export function createAuditModule({ db }: { db: Database }) {
  return { audit: createAuditLog(db), personalData: auditPersonalData() };
}
