import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { checkouts, invoiceCounters, invoices, orderItems, orders } from '../../db/schema';
import type { InvoicedOrder } from './invoice-builder';
import type { InvoiceDocument } from './invoice-document';

export type InvoiceKind = InvoiceDocument['kind'];

export function createInvoiceRepository(db: Database) {
  return {
    /**
     * The next number of a series in a financial year. The upsert holds the counter row's lock until
     * `tx` ends: concurrent issues queue behind it, and a rollback gives the number back (no gaps).
     */
    async nextSequence(kind: InvoiceKind, financialYear: string, tx: Database): Promise<number> {
      const [row] = await tx
        .insert(invoiceCounters)
        .values({ kind, financialYear, lastNumber: 1 })
        .onConflictDoUpdate({ target: [invoiceCounters.kind, invoiceCounters.financialYear], set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
        .returning({ lastNumber: invoiceCounters.lastNumber });
      return row!.lastNumber;
    },

    async insert(orderId: string, financialYear: string, document: InvoiceDocument, tx: Database): Promise<void> {
      await tx.insert(invoices).values({ orderId, kind: document.kind, number: document.number, financialYear, document });
    },

    async find(orderId: string, kind: InvoiceKind, on: Database = db): Promise<InvoiceDocument | undefined> {
      const [row] = await on.select({ document: invoices.document }).from(invoices).where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)));
      return row?.document;
    },

    /** A paid order as its invoice needs it, each line with the HSN and GST rate of its sale; undefined if unpaid or unknown. */
    async invoicedOrder(orderId: string, on: Database = db): Promise<(InvoicedOrder & { userId: string; status: string }) | undefined> {
      const [order] = await on
        .select({
          id: orders.id,
          userId: orders.userId,
          status: orders.status,
          total: orders.total,
          shippingAddress: orders.shippingAddress,
          paymentMethod: orders.paymentMethod,
          paymentId: orders.paymentId,
          gstin: sql<string>`coalesce(${checkouts.gstin}, '')`,
        })
        .from(orders)
        .leftJoin(checkouts, eq(checkouts.id, orders.checkoutId))
        .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'completed')));
      if (!order) return undefined;
      const lines = await on
        .select({ name: orderItems.name, hsn: orderItems.hsn, gstRate: orderItems.gstRate, price: orderItems.price, quantity: orderItems.quantity })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.position));
      return { ...order, lines };
    },

    /** Locks the order's row until `tx` ends: one issue at a time for an order invoiced on demand. */
    async lockOrder(orderId: string, tx: Database): Promise<void> {
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    },

    /** Whose order it is (for the access check), or undefined. */
    async ownerOf(orderId: string): Promise<string | undefined> {
      const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
      return row?.userId;
    },
  };
}

export type InvoiceRepository = ReturnType<typeof createInvoiceRepository>;
