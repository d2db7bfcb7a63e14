import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import { allRoutes, bindRoutes } from '../../lib/app-module';
import type { AuditLog } from '../audit';
import type { CatalogService } from '../catalog';
import type { CheckoutService } from '../checkout';
import type { OrderService } from '../orders';
import { adminRoutes } from './admin.routes';
import { createDashboard } from './dashboard.service';
import { ordersDeskRoutes } from './orders-desk.routes';
import { createOrdersDesk, type OrdersDeskDeps } from './orders-desk.service';

type DashboardSources = Parameters<typeof createDashboard>[0];

/**
 * The admin module: the shop's work that spans modules, at the top of the graph. The dashboard's
 * figures, from the modules that own them; the order desk (moving, refunding and cancelling orders:
 * checkout's cancellation, the courier's release, the invoices); removing a product nothing names
 * (orders and checkouts keep the products they name); the audit log's page.
 */
export function createAdminModule({
  audit,
  catalog,
  orders,
  applications,
  contact,
  returns,
  config,
  ...desk
}: {
  db: Database;
  config: Pick<Config, 'EWAY_BILL_THRESHOLD'>;
  audit: AuditLog;
  catalog: Pick<CatalogService, 'remove' | 'lowStock'>;
} & Omit<DashboardSources, 'catalog'> &
  Omit<OrdersDeskDeps, 'audit' | 'ewayBillThreshold'> & {
    orders: Pick<OrderService, 'namesProduct'>;
    checkout: Pick<CheckoutService, 'namesProduct'>;
  }) {
  const dashboard = createDashboard({ orders, catalog, applications, contact, returns });
  // Orders and checkouts keep the products they name: such a product is hidden, never removed.
  const productInUse = async (productId: string, tx: Database) =>
    (await orders.namesProduct(productId, tx)) || (await desk.checkout.namesProduct(productId, tx));
  return {
    routes: allRoutes(
      bindRoutes(adminRoutes, { audit, dashboard, catalog, productInUse }),
      bindRoutes(ordersDeskRoutes, { orders: createOrdersDesk({ ...desk, orders, audit, ewayBillThreshold: config.EWAY_BILL_THRESHOLD }) }),
    ),
  };
}
