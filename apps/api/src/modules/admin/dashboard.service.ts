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
  /** How many returns wait for the shop (the returns module); a dashboard made without it shows 0. */
  returns?: { awaitingActionCount(): Promise<number> };
}

/** The dashboard's figures, each asked of the module that owns it. */
export function createDashboard({ orders, catalog, applications, contact, returns }: Deps) {
  const tally = async (period: 'day' | 'month') => {
    const { orders: placed, revenuePaise } = await orders.tally(period);
    return { orders: placed, revenue: revenuePaise / 100 };
  };
  return {
    async read(): Promise<Dashboard> {
      const [today, month, awaitingShipment, returnsAwaitingAction, openApplications, unreadMessages, lowStock] = await Promise.all([
        tally('day'),
        tally('month'),
        orders.awaitingShipment(),
        returns ? returns.awaitingActionCount() : 0,
        applications.openCount(),
        contact.unreadCount(),
        catalog.lowStock(LOW_STOCK_SHOWN),
      ]);
      return { today, month, awaitingShipment, returnsAwaitingAction, openApplications, unreadMessages, lowStock };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboard>;
