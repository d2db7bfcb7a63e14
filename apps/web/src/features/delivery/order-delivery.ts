import { addWorkingDays, deliveryWindow, isCourierGoods, type DeliveryZone, type Order, type ShipmentStatus } from '@store/shared';

type OrderOnItsWay = Pick<Order, 'status' | 'createdAt' | 'items' | 'shipment'>;

/** A parcel that has arrived, or is going (or went) back to the shop: it has no delivery day to give. */
const PARCEL_DONE: readonly ShipmentStatus[] = ['delivered', 'rto_initiated', 'rto_delivered', 'cancelled'];

/**
 * Where an order's delivery date comes from: the courier's own day once its parcel is booked with one
 * (and that day has not passed), else the working days of its PIN's zone. Null for an order no courier
 * is still to bring: delivered, cancelled, its parcel back to the shop, or only software and services.
 */
export function orderDeliverySource(order: OrderOnItsWay, now = new Date()): { by: 'courier'; day: string } | { by: 'zone' } | null {
  if (order.status === 'delivered' || order.status === 'cancelled') return null;
  if (!order.items.some((item) => isCourierGoods(item.hsn))) return null;
  if (order.shipment && PARCEL_DONE.includes(order.shipment.status)) return null;
  const day = order.shipment?.expectedDelivery;
  return day && day >= addWorkingDays(now, 0) ? { by: 'courier', day } : { by: 'zone' };
}

/**
 * The days an order arrives between by its zone's transit days (deliveryWindow), counted from the day it
 * was placed; once that window has passed (an order late to leave), counted from today instead.
 */
export function orderZoneWindow(createdAt: string, zone: DeliveryZone, now = new Date()): { from: string; to: string } {
  const placed = deliveryWindow(zone, new Date(createdAt));
  return placed.to < addWorkingDays(now, 0) ? deliveryWindow(zone, now) : placed;
}
