/** The audit module's public entry: the log every admin change is recorded in, in the change's own transaction. */
export { pick, type Actor, type AuditEntry, type AuditLog } from './audit.repository';
