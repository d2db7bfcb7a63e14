import { bindRoutes, type ModuleDeps } from '../../lib/app-module';
import { createSealer } from '../../lib/sealer';
import { stockAlertsPersonalData } from './stock-alerts.personal-data';
import { createStockAlertRepository } from './stock-alerts.repository';
import { stockAlertRoutes } from './stock-alerts.routes';
import { createStockAlertService } from './stock-alerts.service';

export type { StockAlertService } from './stock-alerts.service';

/** The stock-alerts module: "notify me" requests, mailed when the catalogue says a product is back. */
export function createStockAlertsModule({ secret, ...deps }: { secret: string } & ModuleDeps<typeof createStockAlertService, 'sealer'>) {
  const stockAlerts = createStockAlertService({
    ...deps,
    repository: createStockAlertRepository(deps.db),
    sealer: createSealer(secret, 'techstore:stock-alerts'),
  });
  return { stockAlerts, routes: bindRoutes(stockAlertRoutes, { stockAlerts }), personalData: stockAlertsPersonalData() };
}
