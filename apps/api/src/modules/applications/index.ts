/** The applications module's public entry: its service (counts for the account and the dashboard). */
export type { ApplicationService } from './applications.service';
export type { ApplicationExportRow } from './applications.repository';
