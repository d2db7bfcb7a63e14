import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { SERIAL_MESSAGES, type OrderSerials } from '@store/shared';
import type { Database } from '../../db/client';
import { violatesUnique } from '../../db/unique';
import { HttpError } from '../../plugins/errors';
import { orderItems, orderUnitSerials, orders } from './orders.schema';

/** Orders one of whose units, sold or come back, bears a serial like the term (the shop's search box). */
export const hasSerialLike = (term: string): SQL =>
  sql`EXISTS (SELECT 1 FROM ${orderUnitSerials} WHERE ${orderUnitSerials.orderId} = ${orders.id} AND ${orderUnitSerials.serial} = ${term.trim().toUpperCase()})`;

/**
 * The serial numbers of the units of each order's lines (issue 42): recorded by the shop before the goods
 * leave, one per unit, never on two orders at once while the unit is out there.
 */
export function createUnitSerials(db: Database) {
  return {
    /** Each line's serials (the units not come back), by line id, in the order they were recorded. */
    async ofOrders(orderIds: string[], on: Database = db): Promise<Map<string, string[]>> {
      const serials = new Map<string, string[]>();
      if (orderIds.length === 0) return serials;
      const rows = await on
        .select({ itemId: orderUnitSerials.itemId, serial: orderUnitSerials.serial })
        .from(orderUnitSerials)
        .where(and(inArray(orderUnitSerials.orderId, orderIds), isNull(orderUnitSerials.returnedAt)))
        .orderBy(asc(orderUnitSerials.itemId), asc(orderUnitSerials.unit), asc(orderUnitSerials.recordedAt));
      for (const { itemId, serial } of rows) serials.set(itemId, [...(serials.get(itemId) ?? []), serial]);
      return serials;
    },

    /**
     * Records the serials of a locked order's serialised lines, replacing what they had: each line named
     * once, with one serial per unit still sold, none given twice, none on another order and not come back
     * (checked first to name it; the unique index settles two orders recording one serial at once).
     */
    async record(orderId: string, request: OrderSerials, tx: Database): Promise<void> {
      const lines = await tx
        .select({
          id: orderItems.id,
          name: orderItems.name,
          serialised: orderItems.serialised,
          units: sql<number>`(${orderItems.quantity} - ${orderItems.cancelledQuantity})::int`,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId));
      const seen = new Set<string>();
      const named = new Set<string>();
      for (const { itemId, serials } of request.lines) {
        const line = lines.find((candidate) => candidate.id === itemId);
        if (!line || named.has(itemId)) throw new HttpError(400, SERIAL_MESSAGES.unknownLine);
        named.add(itemId);
        if (!line.serialised) throw new HttpError(400, SERIAL_MESSAGES.notSerialised(line.name));
        if (serials.length !== line.units) throw new HttpError(400, SERIAL_MESSAGES.count(line.name, line.units));
        for (const serial of serials) {
          if (seen.has(serial)) throw new HttpError(400, SERIAL_MESSAGES.twice(serial));
          seen.add(serial);
        }
      }
      const serials = [...seen];
      if (serials.length) {
        const [taken] = await tx
          .select({ serial: orderUnitSerials.serial })
          .from(orderUnitSerials)
          .where(and(inArray(orderUnitSerials.serial, serials), isNull(orderUnitSerials.returnedAt), ne(orderUnitSerials.orderId, orderId)))
          .limit(1);
        if (taken) throw new HttpError(409, SERIAL_MESSAGES.soldElsewhere(taken.serial));
      }
      const itemIds = request.lines.map((line) => line.itemId);
      await tx.delete(orderUnitSerials).where(and(inArray(orderUnitSerials.itemId, itemIds), isNull(orderUnitSerials.returnedAt)));
      const rows = request.lines.flatMap(({ itemId, serials }) => serials.map((serial, unit) => ({ orderId, itemId, serial, unit })));
      if (rows.length === 0) return;
      try {
        await tx.insert(orderUnitSerials).values(rows);
      } catch (error) {
        // Another order recorded one of them meanwhile: the partial unique index settled it.
        if (violatesUnique(error, 'order_unit_serials_sold_unique')) throw new HttpError(409, SERIAL_MESSAGES.soldElsewhere(serials.join(', ')));
        throw error;
      }
    },

    /** Whether each serial is one of the line's units, not come back: what a return may name. */
    async unsold(itemId: string, serials: string[], on: Database = db): Promise<string[]> {
      if (serials.length === 0) return [];
      const rows = await on
        .select({ serial: orderUnitSerials.serial })
        .from(orderUnitSerials)
        .where(and(eq(orderUnitSerials.itemId, itemId), inArray(orderUnitSerials.serial, serials), isNull(orderUnitSerials.returnedAt)));
      const held = new Set(rows.map((row) => row.serial));
      return serials.filter((serial) => !held.has(serial));
    },

    /** The units with these serials of the line are back at the shop: the serials may be sold again. */
    async markReturned(itemId: string, serials: string[], tx: Database): Promise<void> {
      if (serials.length === 0) return;
      await tx
        .update(orderUnitSerials)
        .set({ returnedAt: sql`now()` })
        .where(and(eq(orderUnitSerials.itemId, itemId), inArray(orderUnitSerials.serial, serials), isNull(orderUnitSerials.returnedAt)));
    },
  };
}

export type UnitSerials = ReturnType<typeof createUnitSerials>;
