import { eq, inArray } from 'drizzle-orm';
import type { Database } from '@store/sandbox-kit';
import { shiprocketSandboxOrders } from './sandbox.schema';

export type SandboxShipment = typeof shiprocketSandboxOrders.$inferSelect;
export type NewSandboxShipment = Omit<typeof shiprocketSandboxOrders.$inferInsert, 'id' | 'shipmentId'>;

/** Shipment ids sit this far above their order's id, as Shiprocket's two counters never meet. */
const SHIPMENT_ID_OFFSET = 300_000_000;

/** The Shiprocket sandbox's SQL: its orders and their shipments. */
export function createShiprocketSandboxRepository(db: Database) {
  const table = shiprocketSandboxOrders;
  return {
    async insert(order: NewSandboxShipment, tx: Database = db): Promise<SandboxShipment> {
      const [row] = await tx
        .insert(table)
        .values({ ...order, shipmentId: 0 })
        .returning();
      const [numbered] = await tx
        .update(table)
        .set({ shipmentId: row!.id + SHIPMENT_ID_OFFSET })
        .where(eq(table.id, row!.id))
        .returning();
      return numbered!;
    },

    async update(id: number, fields: Partial<Omit<SandboxShipment, 'id' | 'shipmentId'>>, tx: Database = db): Promise<SandboxShipment> {
      const [row] = await tx.update(table).set(fields).where(eq(table.id, id)).returning();
      return row!;
    },

    async byChannelOrderId(channelOrderId: string, tx: Database = db, lock = false): Promise<SandboxShipment | undefined> {
      const query = tx.select().from(table).where(eq(table.channelOrderId, channelOrderId));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async byOrderIds(ids: number[], tx: Database = db): Promise<SandboxShipment[]> {
      return ids.length ? tx.select().from(table).where(inArray(table.id, ids)).orderBy(table.id) : [];
    },

    async byShipmentIds(ids: number[], tx: Database = db, lock = false): Promise<SandboxShipment[]> {
      if (!ids.length) return [];
      const query = tx.select().from(table).where(inArray(table.shipmentId, ids)).orderBy(table.shipmentId);
      return lock ? query.for('update') : query;
    },

    async byAwb(awb: string, tx: Database = db, lock = false): Promise<SandboxShipment | undefined> {
      const query = tx.select().from(table).where(eq(table.awb, awb));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async byManifest(manifestId: number, tx: Database = db): Promise<SandboxShipment[]> {
      return tx.select().from(table).where(eq(table.manifestId, manifestId)).orderBy(table.shipmentId);
    },
  };
}

export type ShiprocketSandboxRepository = ReturnType<typeof createShiprocketSandboxRepository>;
