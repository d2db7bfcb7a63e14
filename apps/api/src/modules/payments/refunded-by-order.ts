import { and, isNotNull, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { refunds } from './payments.schema';

/**
 * Paise refunded per order (refunds not failed: the money went back or is on its way), a read-only
 * derived table to join. Why a join and not a call: the dashboard's revenue, the customers' lifetime
 * value and the orders export sum paid orders less their refunds over a period in SQL, which asking
 * this module order by order cannot do. Only the payments module's repository writes refunds.
 */
export const refundedByOrder = new QueryBuilder()
  .select({ orderId: refunds.orderId, refundedPaise: sql<number>`sum(${refunds.amount})`.mapWith(Number).as('refunded_paise') })
  .from(refunds)
  .where(and(isNotNull(refunds.orderId), sql`${refunds.status} <> 'failed'`))
  .groupBy(refunds.orderId)
  .as('refunded_by_order');
