import type { AdminOrder } from '@store/shared';
import type { TestApp } from './test-app';

let issued = 0;

/** A 12-digit e-way bill number no other order of this process has: the NIC portal's numbers are unique. */
export function ewayBillNumber(): string {
  issued += 1;
  return `${String(process.pid).padStart(8, '3').slice(-8)}${String(issued).padStart(4, '0')}`;
}

/**
 * What the shop does before goods worth more than the threshold leave (CGST Rule 138): it records the
 * e-way bill it generated on the portal, valid for a few days. Nothing for an order that needs none or
 * has one.
 */
export async function recordEwayBillIfNeeded(t: TestApp, admin: { token: string }, orderId: string): Promise<void> {
  const headers = { authorization: `Bearer ${admin.token}` };
  const found = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers });
  if (found.statusCode !== 200) return;
  const order = found.json<AdminOrder>();
  // What no longer moves (cancelled) or has moved needs none recorded now: tests of those refusals get theirs.
  if (!order.ewayBill.required || order.ewayBill.number || ['cancelled', 'shipped', 'delivered'].includes(order.status)) return;
  await recordEwayBill(t, admin, orderId);
}

/** Records an e-way bill for the order, valid three days: a replacement's goods need one by their challan's value. */
export async function recordEwayBill(t: TestApp, admin: { token: string }, orderId: string, number = ewayBillNumber()): Promise<AdminOrder> {
  const headers = { authorization: `Bearer ${admin.token}` };
  const validUntil = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const recorded = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/eway-bill`, headers, payload: { number, validUntil } });
  if (recorded.statusCode !== 200) throw new Error(`e-way bill not recorded for ${orderId}: ${recorded.statusCode} ${recorded.body}`);
  return recorded.json<AdminOrder>();
}
