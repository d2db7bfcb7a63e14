import type { SandboxShipment } from './sandbox.repository';

/**
 * A parcel's journey at the courier: the steps a forward shipment and a return take, as Shiprocket's
 * status tables number and name them, and how long the sandbox's courier takes over each.
 */

/** The journey's steps: the shipment status (shipment table), the order status (order table), the scan. */
export const STEPS = {
  pickup_scheduled: { shipment: 3, order: 4, label: 'PICKUP SCHEDULED', code: 'PKS', activity: 'Pickup scheduled with the courier' },
  picked_up: { shipment: 42, order: 51, label: 'PICKED UP', code: 'PUD', activity: 'Shipment picked up' },
  in_transit: { shipment: 18, order: 20, label: 'IN TRANSIT', code: 'IT', activity: 'In Transit - Shipment received at facility' },
  out_for_delivery: { shipment: 17, order: 19, label: 'OUT FOR DELIVERY', code: 'OFD', activity: 'Out for delivery' },
  delivered: { shipment: 7, order: 7, label: 'DELIVERED', code: 'DLVD', activity: 'Delivered' },
  undelivered: { shipment: 21, order: 36, label: 'UNDELIVERED', code: 'UD', activity: 'Undelivered - Consignee not available' },
  rto_initiated: { shipment: 9, order: 15, label: 'RTO INITIATED', code: 'RTO', activity: 'Return to origin initiated' },
  rto_delivered: { shipment: 10, order: 16, label: 'RTO DELIVERED', code: 'RTD', activity: 'Returned to the seller' },
} as const;
export type Step = keyof typeof STEPS;
/** What POST /advance may move a shipment to. */
export const ADVANCE_STATUSES = ['picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'undelivered', 'rto_initiated', 'rto_delivered'] as const;
export const WEBHOOK_DELIVERIES = ['once', 'twice', 'reversed'] as const;
/** The sandbox's timer kinds: a change's webhooks, and the courier's next move. */
export const SHIPROCKET_SANDBOX_TIMER_KINDS = { webhook: 'webhook', step: 'step' } as const;
export type WebhookDelivery = (typeof WEBHOOK_DELIVERIES)[number];

/** How long the courier takes before each step when nobody advances it: minutes, a demo's pace. */
export const SHIPROCKET_SANDBOX_STEP_SECONDS: Record<Exclude<Step, 'pickup_scheduled'>, number> = {
  picked_up: 120,
  in_transit: 180,
  out_for_delivery: 300,
  delivered: 180,
  undelivered: 180,
  rto_initiated: 600,
  rto_delivered: 600,
};

export const stepOf = (shipmentStatus: number): Step | undefined => (Object.keys(STEPS) as Step[]).find((step) => STEPS[step].shipment === shipmentStatus);

/**
 * A return order (POST /orders/create/return, a reverse pickup from the customer back to the shop) is
 * marked by its order status text, RETURN PENDING (21) until cancelled (RETURN CANCELLED, 27). Its
 * journey is shorter, and its webhooks and scans carry the order table's return statuses (Shiprocket
 * documents no return webhook: README.md of test/shiprocket-docs, section 12) with `is_return: 1`;
 * the shipment status ids are the forward ones. "Delivered" is back at the shop.
 */
export const RETURN_STATUS = { pending: 'RETURN PENDING', cancelled: 'RETURN CANCELLED' } as const;
export const RETURN_STEPS = {
  pickup_scheduled: { order: 28, label: 'RETURN PICKUP GENERATED', activity: 'Return pickup scheduled with the courier' },
  picked_up: { order: 32, label: 'RETURN PICKED UP', activity: 'Return picked up from the customer' },
  in_transit: { order: 25, label: 'RETURN IN TRANSIT', activity: 'Return in transit to the seller' },
  delivered: { order: 26, label: 'RETURN DELIVERED', activity: 'Return delivered to the seller' },
} as const;
export const RETURN_PATH = Object.keys(RETURN_STEPS) as Array<keyof typeof RETURN_STEPS>;
export const isReturn = (row: SandboxShipment) => row.status === RETURN_STATUS.pending || row.status === RETURN_STATUS.cancelled;
export const isCancelled = (row: SandboxShipment) => row.status === 'CANCELED' || row.status === RETURN_STATUS.cancelled;
/** A step as this shipment shows it: a return's own words and order status, the forward ones otherwise. */
export function stepShown(row: SandboxShipment, step: Step): { shipment: number; order: number; label: string; code: string; activity: string } {
  const own = isReturn(row) && step in RETURN_STEPS ? RETURN_STEPS[step as keyof typeof RETURN_STEPS] : undefined;
  return { ...STEPS[step], ...own };
}
