import type { Dashboard } from '@store/shared';
import type { ApplicationService } from '../applications';
import type { CatalogService } from '../catalog';
import type { ContactService } from '../contact';
import type { OrderService } from '../orders';

const LOW_STOCK_SHOWN = 10;

interface Deps {
  orders: Pick<OrderService, 'tally' | 'awaitingShipment'>;
  catalog: Pick<CatalogService, 'lowStock'>;
  applications: Pick<ApplicationService, 'openCount'>;
  contact: Pick<ContactService, 'unreadCount'>;
}

/** The dashboard's figures, each asked of the module that owns it. */
export function createDashboard({ orders, catalog, applications, contact }: Deps) {
  return {
    async read(): Promise<Dashboard> {
      const [today, month, awaitingShipment, openApplications, unreadMessages, lowStock] = await Promise.all([
        orders.tally('day'),
        orders.tally('month'),
        orders.awaitingShipment(),
        applications.openCount(),
        contact.unreadCount(),
        catalog.lowStock(LOW_STOCK_SHOWN),
      ]);
      return { today, month, awaitingShipment, openApplications, unreadMessages, lowStock };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboard>;
