import type { AdminOrder } from '@store/shared';
import type { TestApp } from './test-app';

let issued = 0;

/** A 12-digit e-way bill number no other order of this process has: the NIC portal's numbers are unique. */
export function ewayBillNumber(): string {
  issued += 1;
  return `${String(process.pid).padStart(8, '3').slice(-8)}${String(issued).padStart(4, '0')}`;
}

let serialsIssued = 0;

/** A serial number as on a unit's label, none alike in this process. */
export function unitSerial(): string {
  serialsIssued += 1;
  return `SN${process.pid}X${String(serialsIssued).padStart(5, '0')}`;
}

/**
 * What the shop does before goods leave: the serial number of each unit of a serialised line (laptops), and,
 * for goods worth more than the threshold (CGST Rule 138), the e-way bill it generated on the portal, valid a
 * few days. Nothing for an order that needs neither or has them.
 */
export async function readyToLeave(t: TestApp, admin: { token: string }, orderId: string): Promise<void> {
  const headers = { authorization: `Bearer ${admin.token}` };
  const found = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers });
  if (found.statusCode !== 200) return;
  const order = found.json<AdminOrder>();
  if (['cancelled', 'shipped', 'delivered'].includes(order.status)) return;
  await recordSerials(t, admin, order);
  await recordEwayBillIfNeeded(t, admin, orderId);
}

/** The serial numbers of the order's serialised units, as the shop types or scans them while packing (none missing: nothing). */
export async function recordSerials(t: TestApp, admin: { token: string }, order: AdminOrder): Promise<void> {
  const unrecorded = order.items.filter((item) => item.serialised && item.serials.length < item.quantity - item.cancelledQuantity);
  if (unrecorded.length === 0) return;
  const lines = order.items
    .filter((item) => item.serialised && item.quantity > item.cancelledQuantity)
    .map((item) => ({ itemId: item._id, serials: Array.from({ length: item.quantity - item.cancelledQuantity }, unitSerial) }));
  const headers = { authorization: `Bearer ${admin.token}` };
  const recorded = await t.app.inject({ method: 'PUT', url: `/api/admin/orders/${order._id}/serials`, headers, payload: { lines } });
  if (recorded.statusCode !== 200) throw new Error(`serials not recorded for ${order._id}: ${recorded.statusCode} ${recorded.body}`);
}

/** The e-way bill, as readyToLeave records it. */
async function recordEwayBillIfNeeded(t: TestApp, admin: { token: string }, orderId: string): Promise<void> {
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
