import type { Shipment } from '@store/shared';
import { describe, expect, it } from 'vitest';
import { makeOrder, makeOrderItem } from '@/test/order-fixtures';
import { orderDeliverySource, orderZoneWindow } from './order-delivery';

// Wednesday 25 November 2026, 11:30 in India.
const NOW = new Date('2026-11-25T06:00:00Z');
const parcel = (more: Partial<Shipment>): Shipment => ({
  courier: 'Delhivery Surface',
  awb: '59012345678',
  trackingUrl: '',
  status: 'in_transit',
  events: [],
  expectedDelivery: null,
  ...more,
});

describe('orderDeliverySource', () => {
  it("takes the courier's day while it is still to come, and the zone's days otherwise", () => {
    expect(orderDeliverySource(makeOrder({ status: 'shipped', shipment: parcel({ expectedDelivery: '2026-11-25' }) }), NOW)).toEqual({
      by: 'courier',
      day: '2026-11-25',
    });
    expect(orderDeliverySource(makeOrder({ status: 'shipped', shipment: parcel({ expectedDelivery: '2026-11-24' }) }), NOW)).toEqual({ by: 'zone' });
    expect(orderDeliverySource(makeOrder({ status: 'processing', shipment: parcel({ status: 'failed' }) }), NOW)).toEqual({ by: 'zone' });
    expect(orderDeliverySource(makeOrder({ status: 'pending' }), NOW)).toEqual({ by: 'zone' });
  });

  it('gives none for a parcel delivered or going back, nor for an order of services with goods none', () => {
    for (const status of ['delivered', 'rto_initiated', 'rto_delivered', 'cancelled'] as const) {
      expect(orderDeliverySource(makeOrder({ status: 'shipped', shipment: parcel({ status, expectedDelivery: '2026-11-27' }) }), NOW)).toBeNull();
    }
    expect(
      orderDeliverySource(makeOrder({ status: 'confirmed', items: [makeOrderItem({ hsn: '998713' }), makeOrderItem({ hsn: '9973 11' })] }), NOW),
    ).toBeNull();
    expect(orderDeliverySource(makeOrder({ status: 'confirmed', items: [makeOrderItem({ hsn: '998713' }), makeOrderItem({ hsn: '8471 30' })] }), NOW)).toEqual({
      by: 'zone',
    });
  });
});

describe('orderZoneWindow', () => {
  it("counts from the order's day until its window has passed, then from today", () => {
    // Placed Saturday 21 November: local is 1 to 2 working days, Monday 23 and Tuesday 24 (Sunday skipped).
    expect(orderZoneWindow('2026-11-21T05:00:00.000Z', 'local', new Date('2026-11-24T06:00:00Z'))).toEqual({ from: '2026-11-23', to: '2026-11-24' });
    expect(orderZoneWindow('2026-11-21T05:00:00.000Z', 'local', NOW)).toEqual({ from: '2026-11-26', to: '2026-11-27' });
  });
});
