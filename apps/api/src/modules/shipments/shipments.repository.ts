import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Actor } from '../audit';
import { shipments, shipmentWebhookEvents } from './shipments.schema';

export type ShipmentRow = typeof shipments.$inferSelect;
export type ShipmentChanges = Partial<Omit<typeof shipments.$inferInsert, 'id' | 'orderId' | 'createdAt'>>;

/** The parcels' records, as the shipping module writes them and the orders module shows them: all their SQL. */
export function createShipmentsRepository(db: Database) {
  return {
    async byOrder(orderId: string, on: Database = db): Promise<ShipmentRow | undefined> {
      const [row] = await on.select().from(shipments).where(eq(shipments.orderId, orderId));
      return row;
    },

    async byOrders(orderIds: string[], on: Database = db): Promise<ShipmentRow[]> {
      if (orderIds.length === 0) return [];
      return on.select().from(shipments).where(inArray(shipments.orderId, orderIds));
    },

    async byAwb(awb: string, on: Database = db): Promise<ShipmentRow | undefined> {
      const [row] = await on.select().from(shipments).where(eq(shipments.awb, awb));
      return row;
    },

    /** The shipment with this AWB, locked until `tx` ends. */
    async lockByAwb(awb: string, tx: Database): Promise<ShipmentRow | undefined> {
      const [row] = await tx.select().from(shipments).where(eq(shipments.awb, awb)).for('update');
      return row;
    },

    async lockByOrder(orderId: string, tx: Database): Promise<ShipmentRow | undefined> {
      const [row] = await tx.select().from(shipments).where(eq(shipments.orderId, orderId)).for('update');
      return row;
    },

    /** A new pending shipment, its booking held by the caller for `leaseSeconds`. */
    /**
     * A new pending shipment, its booking held by the caller for `leaseSeconds`, under the first of
     * `references` no other shipment has (the last is the order's own id, which none can have).
     */
    async insert(
      row: { orderId: string; references: string[]; courierChoice: string; cod: boolean; requestedBy: Actor; leaseSeconds: number },
      tx: Database,
    ): Promise<ShipmentRow> {
      for (const reference of row.references) {
        const [inserted] = await tx
          .insert(shipments)
          .values({
            orderId: row.orderId,
            reference,
            courierChoice: row.courierChoice,
            cod: row.cod,
            requestedBy: row.requestedBy,
            bookingUntil: sql`now() + make_interval(secs => ${row.leaseSeconds})`,
          })
          .onConflictDoNothing({ target: shipments.reference })
          .returning();
        if (inserted) return inserted;
      }
      throw new Error(`shipping: every reference of order ${row.orderId} is taken`);
    },

    async byReference(reference: string, on: Database = db): Promise<ShipmentRow | undefined> {
      const [row] = await on.select().from(shipments).where(eq(shipments.reference, reference));
      return row;
    },

    /** Takes the booking of a pending shipment for `leaseSeconds`, unless someone holds it; the row, or undefined. */
    async claim(orderId: string, leaseSeconds: number, on: Database = db): Promise<ShipmentRow | undefined> {
      const [row] = await on
        .update(shipments)
        .set({ bookingUntil: sql`now() + make_interval(secs => ${leaseSeconds})`, updatedAt: sql`now()` })
        .where(and(eq(shipments.orderId, orderId), eq(shipments.status, 'pending'), or(isNull(shipments.bookingUntil), lt(shipments.bookingUntil, sql`now()`))))
        .returning();
      return row;
    },

    async update(id: string, changes: ShipmentChanges, on: Database = db): Promise<ShipmentRow> {
      const [row] = await on
        .update(shipments)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(shipments.id, id))
        .returning();
      return row!;
    },

    /** Takes a webhook event once; false when it was taken before. */
    async recordWebhook(event: { awb: string; statusId: number; timestamp: string }, tx: Database): Promise<boolean> {
      const rows = await tx.insert(shipmentWebhookEvents).values(event).onConflictDoNothing().returning({ awb: shipmentWebhookEvents.awb });
      return rows.length > 0;
    },
  };
}

export type ShipmentRecords = ReturnType<typeof createShipmentsRepository>;
