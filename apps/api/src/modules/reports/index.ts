import { bindRoutes } from '../../lib/app-module';
import { reportRoutes } from './reports.routes';
import { createReportService } from './reports.service';

/** The reports module's public entry: sales, GSTR-1 and CSV exports, read from the other modules' services. */
export type { ReportService } from './reports.service';

/** The reports module: sales, GSTR-1 and the CSV exports. */
export function createReportsModule(deps: Parameters<typeof createReportService>[0]) {
  const reports = createReportService(deps);
  return { reports, routes: bindRoutes(reportRoutes, { reports }) };
}
