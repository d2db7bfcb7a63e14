import { and, asc, eq, inArray } from 'drizzle-orm';
import { TAX_RECORDS_REASON } from '@store/shared';
import { ERASED_NAME, exportRow, type PersonalDataHolder } from '../../lib/personal-data';
import { orderItems, orders, orderUnitSerials } from './orders.schema';

/** Orders on their way: an account with one cannot be erased yet (the courier still needs the address). */
const OPEN_STATUSES = ['pending', 'confirmed', 'processing', 'shipped'] as const;

/** The orders' side of the DPDP rights: kept for GST law, the delivery name, phone and address removed. */
export function ordersPersonalData(): PersonalDataHolder {
  return {
    module: 'orders',
    tables: {
      orders: {
        description: 'Your orders: status, totals, payment reference and delivery address',
        erasure: 'anonymised',
        reason: `${TAX_RECORDS_REASON} The state stays on each order: it is the GST place of supply.`,
      },
      order_items: { description: 'The products, quantities and prices of your orders', erasure: 'kept', reason: TAX_RECORDS_REASON },
      order_unit_serials: {
        description: 'The serial numbers of the units you bought (laptops): your warranty and returns go by them',
        erasure: 'kept',
        reason: `${TAX_RECORDS_REASON} A unit's serial number names the goods, not you, and backs its warranty.`,
      },
    },

    async keys({ userId }, tx) {
      const rows = await tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
      return { orderIds: rows.map((row) => row.id) };
    },

    async export({ userId, orderIds }, tx) {
      const rows = await tx.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.createdAt));
      const lines = orderIds.length
        ? await tx.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.orderId), asc(orderItems.position))
        : [];
      const serials = orderIds.length
        ? await tx
            .select()
            .from(orderUnitSerials)
            .where(inArray(orderUnitSerials.orderId, orderIds))
            .orderBy(asc(orderUnitSerials.orderId), asc(orderUnitSerials.itemId), asc(orderUnitSerials.unit))
        : [];
      return { orders: rows.map(exportRow), order_items: lines.map(exportRow), order_unit_serials: serials.map(exportRow) };
    },

    async blocksErasure({ userId }, tx) {
      const open = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, userId), inArray(orders.status, [...OPEN_STATUSES])));
      return open.length ? { count: open.length } : undefined;
    },

    async erase({ userId }, tx) {
      const rows = await tx.select({ id: orders.id, address: orders.shippingAddress }).from(orders).where(eq(orders.userId, userId)).for('update');
      for (const row of rows) {
        await tx
          .update(orders)
          .set({ shippingAddress: { name: ERASED_NAME, phone: '', street: '', city: '', state: row.address.state, pincode: '' }, updatedAt: new Date() })
          .where(eq(orders.id, row.id));
      }
    },
  };
}
