import { taxOn, type AdminOrder, type Order, type OrderItem } from '@store/shared';

let sequence = 0;

/** An order line: a product as bought, with its unit price. */
export function makeOrderItem(overrides: { name?: string; brand?: string; price?: number; quantity?: number; images?: string[] } = {}): OrderItem {
  sequence += 1;
  const { name = `Test Laptop ${sequence}`, brand = 'Dell', price = 50000, quantity = 1, images = [`/images/products/test-${sequence}-1.svg`] } = overrides;
  return { _id: `item-${sequence}`, quantity, price, product: { _id: `product-${sequence}`, name, brand, images } };
}

/** An order whose amounts add up as checkout writes them: subtotal of the lines, tax on it, total. */
export function makeOrder(overrides: Partial<Omit<Order, 'subtotal' | 'tax' | 'totalAmount'>> = {}): Order {
  sequence += 1;
  const items = overrides.items ?? [makeOrderItem()];
  const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const tax = taxOn(subtotal);
  return {
    _id: `0b7e52f4-6c1d-4a8e-9f3b-${String(sequence).padStart(12, '0')}`,
    status: 'pending',
    createdAt: '2026-03-10T08:30:00.000Z',
    trackingNumber: '',
    shippingAddress: { name: 'Priya Sharma', street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001', phone: '9876543210' },
    paymentDetails: { method: 'card', status: 'completed', paymentId: 'pay_Nq4XyZ12345678' },
    refund: null,
    ...overrides,
    items,
    subtotal,
    tax,
    totalAmount: subtotal + tax,
  };
}

/** An order as the admin console reads it: the customer's order plus who placed it. */
export function makeAdminOrder(overrides: Partial<Omit<AdminOrder, 'subtotal' | 'tax' | 'totalAmount'>> = {}): AdminOrder {
  const { customer = { _id: 'u1', name: 'Priya Sharma', email: 'priya@example.in', phone: '9876543210' }, updatedAt, ...order } = overrides;
  const made = makeOrder(order);
  return { ...made, customer, updatedAt: updatedAt ?? made.createdAt };
}
