/** The applications module's public entry: its service (counts for the account and the dashboard). */
export type { ApplicationService } from './applications.service';
export type { ApplicationExportRow } from './applications.repository';
/** For the seed and the test factories, which write records as this module does. */
export { createApplicationRepository } from './applications.repository';
export { createIdentityVault } from './identity-vault';
