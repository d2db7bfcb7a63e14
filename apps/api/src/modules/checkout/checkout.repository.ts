import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '@store/shared';
import type { Database } from '../../db/client';
import { preparedRead } from '../../db/prepared';
import { checkouts, orderItems, orders, paymentEvents, products, users, type CheckoutItem, type CheckoutState } from '../../db/schema';

export type CheckoutRow = typeof checkouts.$inferSelect;
export type NewCheckout = Omit<typeof checkouts.$inferInsert, 'id' | 'expiresAt'>;

export interface ProductForSale {
  id: string;
  name: string;
  brand: string;
  images: string[];
  price: number;
  stock: number;
  /** Off the storefront: not for sale. */
  hidden: boolean;
  hsn: string;
}

/** A stock change of one product; positive gives stock back, negative takes it. */
export interface StockChange {
  productId: string;
  delta: number;
}

/**
 * The SQL of checkout, payment and cancellation. Row locks are always taken in the same order (a
 * checkout or order first, then products sorted by id), so concurrent buyers wait, never deadlock.
 */
export function createCheckoutRepository(db: Database) {
  // The reads of every purchase (and of every webhook), prepared once.
  const byGatewayOrder = preparedRead(db, 'checkout_by_gateway_order', (on) => on.select().from(checkouts).where(eq(checkouts.gatewayOrderId, sql.placeholder('gatewayOrderId'))));
  const openOfUser = preparedRead(db, 'checkout_open_of_user', (on) =>
    on
      .select({ id: checkouts.id })
      .from(checkouts)
      .where(and(eq(checkouts.userId, sql.placeholder('userId')), eq(checkouts.state, 'open' satisfies CheckoutState))),
  );

  return {
    /** The products, locked against other stock changes until `tx` ends, sorted by id. */
    async lockProducts(ids: string[], tx: Database): Promise<ProductForSale[]> {
      if (ids.length === 0) return [];
      return tx
        .select({ id: products.id, name: products.name, brand: products.brand, images: products.images, price: products.price, stock: products.stock, hidden: products.hidden, hsn: products.hsn })
        .from(products)
        .where(inArray(products.id, ids))
        .orderBy(asc(products.id))
        .for('update');
    },

    /** Applies stock changes product by product in id order (the rows should be locked already). */
    async changeStock(changes: StockChange[], tx: Database): Promise<void> {
      for (const { productId, delta } of [...changes].sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
        await tx
          .update(products)
          .set({ stock: sql`${products.stock} + ${delta}` })
          .where(eq(products.id, productId));
      }
    },

    /** Puts the lines' quantities back on the shelf (locking the products first, in id order). */
    async returnStock(lines: Array<{ productId: string; quantity: number }>, tx: Database): Promise<void> {
      await this.lockProducts(lines.map((line) => line.productId), tx);
      await this.changeStock(lines.map((line) => ({ productId: line.productId, delta: line.quantity })), tx);
    },

    /** A new open checkout, holding its stock until `reservationMinutes` from now (database clock). */
    async insert(checkout: NewCheckout, reservationMinutes: number, tx: Database): Promise<CheckoutRow> {
      const [row] = await tx
        .insert(checkouts)
        .values({ ...checkout, expiresAt: sql`now() + make_interval(mins => ${reservationMinutes})` })
        .returning();
      return row!;
    },

    /** Links the gateway's order; false if the checkout is no longer open (it expired meanwhile). */
    async attachGatewayOrder(id: string, gatewayOrderId: string): Promise<boolean> {
      const rows = await db
        .update(checkouts)
        .set({ gatewayOrderId, updatedAt: sql`now()` })
        .where(and(eq(checkouts.id, id), eq(checkouts.state, 'open')))
        .returning({ id: checkouts.id });
      return rows.length === 1;
    },

    async findById(id: string): Promise<CheckoutRow | undefined> {
      const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id));
      return row;
    },

    async findByGatewayOrder(gatewayOrderId: string): Promise<CheckoutRow | undefined> {
      const [row] = await byGatewayOrder({ gatewayOrderId });
      return row;
    },

    /** The checkout, locked until `tx` ends: every step that changes one takes this first. */
    async lock(id: string, tx: Database): Promise<CheckoutRow | undefined> {
      const [row] = await tx.select().from(checkouts).where(eq(checkouts.id, id)).for('update');
      return row;
    },

    async update(id: string, fields: Partial<Omit<CheckoutRow, 'id' | 'userId' | 'createdAt'>>, tx: Database): Promise<void> {
      await tx
        .update(checkouts)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(checkouts.id, id));
    },

    /** The user's open checkouts (a new one releases them: a customer pays for one cart at a time). */
    async openOf(userId: string): Promise<string[]> {
      return (await openOfUser({ userId })).map((row) => row.id);
    },

    async customer(userId: string, tx: Database = db): Promise<{ name: string; email: string } | undefined> {
      const [row] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
      return row;
    },

    /** Takes a webhook event in; false if it was taken before (a redelivery). */
    async recordEvent(id: string, event: string, tx: Database): Promise<boolean> {
      const rows = await tx.insert(paymentEvents).values({ id, event }).onConflictDoNothing().returning({ id: paymentEvents.id });
      return rows.length === 1;
    },

    /** The order (the user's, when a user is named), locked until `tx` ends, with what cancelling it needs. */
    async lockOrder(id: string, userId: string | undefined, tx: Database) {
      const [row] = await tx
        .select({ id: orders.id, userId: orders.userId, status: orders.status, total: orders.total, paymentId: orders.paymentId, subtotal: orders.subtotal, tax: orders.tax })
        .from(orders)
        .where(userId === undefined ? eq(orders.id, id) : and(eq(orders.id, id), eq(orders.userId, userId)))
        .for('update');
      return row;
    },

    async orderLines(orderId: string, tx: Database): Promise<Array<{ productId: string; name: string; price: number; quantity: number }>> {
      return tx
        .select({ productId: orderItems.productId, name: orderItems.name, price: orderItems.price, quantity: orderItems.quantity })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.position));
    },

    async cancelOrder(id: string, tx: Database): Promise<void> {
      await tx
        .update(orders)
        .set({ status: 'cancelled' satisfies OrderStatus, cancelledAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(orders.id, id));
    },

    /** Held payments (flagged checkouts), oldest first, with their customers. */
    async flagged(): Promise<Array<CheckoutRow & { customerName: string; customerEmail: string }>> {
      const rows = await db
        .select({ checkout: checkouts, customerName: users.name, customerEmail: users.email })
        .from(checkouts)
        .innerJoin(users, eq(users.id, checkouts.userId))
        .where(eq(checkouts.state, 'flagged' satisfies CheckoutState))
        .orderBy(asc(checkouts.updatedAt))
        .limit(200);
      return rows.map(({ checkout, customerName, customerEmail }) => ({ ...checkout, customerName, customerEmail }));
    },

    /** The customers of these orders (failed refunds of orders older than checkouts have no checkout to name them). */
    async customersOfOrders(orderIds: string[]): Promise<Map<string, { _id: string; name: string; email: string }>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db.select({ orderId: orders.id, _id: users.id, name: users.name, email: users.email }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(inArray(orders.id, orderIds));
      return new Map(rows.map(({ orderId, ...customer }) => [orderId, customer]));
    },

    /** These checkouts with their customers (the attention list's failed refunds). */
    async withCustomers(ids: string[]): Promise<Array<CheckoutRow & { customerName: string; customerEmail: string }>> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ checkout: checkouts, customerName: users.name, customerEmail: users.email })
        .from(checkouts)
        .innerJoin(users, eq(users.id, checkouts.userId))
        .where(inArray(checkouts.id, ids));
      return rows.map(({ checkout, customerName, customerEmail }) => ({ ...checkout, customerName, customerEmail }));
    },
  };
}

export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
export type { CheckoutItem };
