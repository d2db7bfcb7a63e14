import { asc, lte, sql } from 'drizzle-orm';
import { LOW_STOCK_THRESHOLD, type Dashboard } from '@store/shared';
import type { Database } from '../../db/client';
import { applications, contactMessages, orders, products } from '../../db/schema';

const LOW_STOCK_SHOWN = 10;

/** The dashboard's figures, each one query; days and months as India counts them. */
export function createDashboardRepository(db: Database) {
  const tally = (since: ReturnType<typeof sql>) =>
    db
      .select({
        orders: sql<number>`count(*)::int`,
        // Money taken: cancelled orders are refunded.
        revenue: sql<number>`coalesce(sum(${orders.total}) FILTER (WHERE ${orders.status} <> 'cancelled'), 0)::int`,
      })
      .from(orders)
      .where(sql`${orders.createdAt} >= ${since}`);

  return {
    async read(): Promise<Dashboard> {
      const startOfDay = sql`date_trunc('day', now() AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata'`;
      const startOfMonth = sql`date_trunc('month', now() AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata'`;
      const [[today], [month], [shipping], [open], [unread], lowStock] = await Promise.all([
        tally(startOfDay),
        tally(startOfMonth),
        db.select({ n: sql<number>`count(*)::int` }).from(orders).where(sql`${orders.status} IN ('pending', 'confirmed', 'processing')`),
        db.select({ n: sql<number>`count(*)::int` }).from(applications).where(sql`${applications.status} IN ('pending', 'under_review')`),
        db.select({ n: sql<number>`count(*)::int` }).from(contactMessages).where(sql`${contactMessages.readAt} IS NULL`),
        db
          .select({ _id: products.id, name: products.name, stock: products.stock })
          .from(products)
          .where(lte(products.stock, LOW_STOCK_THRESHOLD))
          .orderBy(asc(products.stock), asc(products.name))
          .limit(LOW_STOCK_SHOWN),
      ]);
      return {
        today: today ?? { orders: 0, revenue: 0 },
        month: month ?? { orders: 0, revenue: 0 },
        awaitingShipment: shipping?.n ?? 0,
        openApplications: open?.n ?? 0,
        unreadMessages: unread?.n ?? 0,
        lowStock,
      };
    },
  };
}
