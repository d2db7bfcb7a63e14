import { inclusiveTotals, summariseRefunds, taxableOf, type AdminOrder, type AdminRefund, type Order, type OrderItem, type Refund } from '@store/shared';

let sequence = 0;

/**
 * An order line: a product as bought, with its unit price as charged (GST included; an order sold
 * before decision 0006 may have paise) and, as the server keeps it, the unit's price before tax.
 */
export function makeOrderItem(
  overrides: {
    name?: string;
    brand?: string;
    priceInclGst?: number;
    quantity?: number;
    images?: string[];
    hsn?: string;
    serialised?: boolean;
    serials?: string[];
    warrantyUntil?: string | null;
  } = {},
): OrderItem {
  sequence += 1;
  const {
    name = `Test Laptop ${sequence}`,
    brand = 'Dell',
    priceInclGst = 59_000,
    quantity = 1,
    images = [`/images/products/test-${sequence}-1.svg`],
    hsn = '8471 30',
    serialised = false,
    serials = [],
    warrantyUntil = null,
  } = overrides;
  const price = taxableOf(Math.round(priceInclGst * 100)) / 100;
  return {
    _id: `item-${sequence}`,
    quantity,
    cancelledQuantity: 0,
    price,
    priceInclGst,
    hsn,
    serialised,
    serials,
    warrantyUntil,
    product: { _id: `product-${sequence}`, name, brand, images },
  };
}

/** An order whose amounts add up as checkout writes them: inclusiveTotals of its lines, the break-up in rupees with paise. */
export function makeOrder(overrides: Partial<Omit<Order, 'subtotal' | 'tax' | 'totalAmount'>> = {}): Order {
  sequence += 1;
  const items = overrides.items ?? [makeOrderItem()];
  const { total, taxablePaise, gstPaise } = inclusiveTotals(
    items.map(({ priceInclGst, quantity }) => ({ unitPricePaise: Math.round(priceInclGst * 100), quantity })),
  );
  return {
    _id: `0b7e52f4-6c1d-4a8e-9f3b-${String(sequence).padStart(12, '0')}`,
    status: 'pending',
    createdAt: '2026-03-10T08:30:00.000Z',
    trackingNumber: '',
    shippingAddress: { name: 'Priya Sharma', street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001', phone: '9876543210' },
    paymentDetails: { method: 'card', status: 'completed', paymentId: 'pay_Nq4XyZ12345678' },
    refund: null,
    shipment: null,
    shippingFee: 0,
    ...overrides,
    items,
    subtotal: taxablePaise / 100,
    tax: gstPaise / 100,
    totalAmount: total,
  };
}

type AdminOrderOverrides = Partial<Omit<AdminOrder, 'subtotal' | 'tax' | 'totalAmount'>>;

/**
 * An order as the admin console reads it: the customer's order plus who placed it, its refunds as the
 * shop sees them, and what is left to refund (by default the total less what is refunded or on its way).
 */
export function makeAdminOrder(overrides: AdminOrderOverrides = {}): AdminOrder {
  const {
    customer = { _id: 'u1', name: 'Priya Sharma', email: 'priya@example.in', phone: '9876543210' },
    updatedAt,
    refund = null,
    refundablePaise,
    ewayBill = { required: false, number: '', validUntil: null },
    ...order
  } = overrides;
  const made = makeOrder(order);
  return {
    ...made,
    customer,
    updatedAt: updatedAt ?? made.createdAt,
    refund,
    refundablePaise: refundablePaise ?? made.totalAmount * 100 - (refund?.amountPaise ?? 0),
    ewayBill,
  };
}

/** One refund as its customer sees it (₹590 for the shop, asked for on 11 March, on its way by default). */
export function makeRefund(overrides: Partial<Refund> = {}): Refund {
  sequence += 1;
  return {
    _id: `5c1f0a7e-2b3d-4e5f-8a9b-${String(sequence).padStart(12, '0')}`,
    amountPaise: 59_000,
    status: 'pending',
    reason: 'shop',
    createdAt: '2026-03-11T06:00:00.000Z',
    processedAt: null,
    ...overrides,
  };
}

/** One refund as the shop sees it: who asked, the gateway's id, why it failed, how often it was tried. */
export function makeAdminRefund(overrides: Partial<AdminRefund> = {}): AdminRefund {
  return { gatewayRefundId: '', requestedBy: 'owner@techstore.in', failureReason: '', attempts: 1, ...makeRefund(overrides), ...overrides };
}

/** An order's refund summary as the server sums it: `refunds` of a payment of `paidRupees`. */
export function refundSummaryOf<R extends Refund>(refunds: R[], paidRupees: number) {
  const summary = summariseRefunds(refunds, paidRupees * 100);
  if (!summary) throw new Error('a refund summary needs at least one refund');
  return summary;
}
