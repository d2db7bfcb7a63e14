import type { AttentionItem } from '@store/shared';

let sequence = 0;

/**
 * A payment waiting for the shop, as GET /api/admin/payments/attention lists it: by default a
 * ₹59,000 checkout paid in full after its reservation ran out, when the stock had gone.
 */
export function makeAttentionItem(overrides: Partial<AttentionItem> = {}): AttentionItem {
  sequence += 1;
  return {
    _id: `9a8b7c6d-5e4f-4a3b-8c2d-${String(sequence).padStart(12, '0')}`,
    kind: 'sold-out',
    actions: ['make-order', 'refund'],
    paymentId: `pay_Held${String(sequence).padStart(10, '0')}`,
    amountPaise: 59000_00,
    currency: 'INR',
    expectedPaise: 59000_00,
    orderId: null,
    customer: { _id: 'u1', name: 'Priya Sharma', email: 'priya@example.in' },
    items: [{ productId: `product-${sequence}`, name: 'Dell Inspiron 15', quantity: 1 }],
    note: '',
    since: '2026-03-11T06:00:00.000Z',
    ...overrides,
  };
}
