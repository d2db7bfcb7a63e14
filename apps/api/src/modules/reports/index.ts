/** The reports module's public entry: sales, GSTR-1 and CSV exports, read from the other modules' services. */
export type { ReportService } from './reports.service';
