import { asc, eq, or } from 'drizzle-orm';
import { exportRow, type PersonalDataHolder } from '../../lib/personal-data';
import { stockAlerts } from './stock-alerts.schema';

/** "Notify me" requests, by account or by the e-mail given as a guest: they go with the account. */
export function stockAlertsPersonalData(): PersonalDataHolder {
  const about = (userId: string, email: string) => or(eq(stockAlerts.userId, userId), eq(stockAlerts.email, email.toLowerCase()));
  return {
    module: 'stock-alerts',
    tables: { stock_alerts: { description: '“Notify me” requests for sold-out products (your e-mail and the product)', erasure: 'deleted', reason: '' } },

    async export({ userId, email }, tx) {
      const rows = await tx.select().from(stockAlerts).where(about(userId, email)).orderBy(asc(stockAlerts.createdAt));
      return { stock_alerts: rows.map(exportRow) };
    },

    async erase({ userId, email }, tx) {
      await tx.delete(stockAlerts).where(about(userId, email));
    },
  };
}
