import { orderNumber, PAYMENT_COMPLETED, type Order, type OrderStatus, type RefundStatus } from '@store/shared';

/** SPEC §9: orders are shown by the last 8 characters of their id, in capitals ("#1A2B3C4D"). */
export const shortOrderId = orderNumber;

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** SPEC §2 order detail: the tracker's five steps, pending to delivered (SPEC §4). */
export const TRACKER_STEPS: { status: Exclude<OrderStatus, 'cancelled'>; label: string }[] = [
  { status: 'pending', label: 'Order Placed' },
  { status: 'confirmed', label: 'Confirmed' },
  { status: 'processing', label: 'Processing' },
  { status: 'shipped', label: 'Shipped' },
  { status: 'delivered', label: 'Delivered' },
];

const PAYMENT_METHODS: Record<string, string> = {
  card: 'Card',
  upi: 'UPI',
  netbanking: 'Net Banking',
  wallet: 'Wallet',
  emi: 'EMI',
  razorpay: 'Razorpay',
  cod: 'Cash on delivery',
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "UPI", "Net Banking"; a method we have no name for is shown as recorded. */
export const paymentMethodLabel = (method: string): string => PAYMENT_METHODS[method.toLowerCase()] ?? (method ? capitalise(method) : 'Not recorded');

/** "Completed", "Pending", "Refunded". */
export const paymentStatusLabel = (status: string): string => (status ? capitalise(status.replaceAll('_', ' ')) : 'Pending');

export const isPaymentCompleted = (payment: Order['paymentDetails']): boolean => payment.status === PAYMENT_COMPLETED;

/** "12 MG Road, Pune, Maharashtra 411001", leaving out the parts that are empty. */
export function addressLine({ street, city, state, pincode }: Order['shippingAddress']): string {
  const region = [state, pincode].filter(Boolean).join(' ');
  return [street, city, region].filter(Boolean).join(', ');
}

/**
 * An order's money as MoneySummary shows it: the total charged (whole rupees) and its stored break-up,
 * price before tax and GST, in rupees with paise (decision 0006) turned to paise.
 */
export function orderAmounts(order: Pick<Order, 'subtotal' | 'tax' | 'totalAmount' | 'shippingFee'>): {
  total: number;
  taxablePaise: number;
  gstPaise: number;
  shippingFee: number;
} {
  return { total: order.totalAmount, taxablePaise: Math.round(order.subtotal * 100), gstPaise: Math.round(order.tax * 100), shippingFee: order.shippingFee };
}

export const itemCountLabel = (count: number): string => `${count} ${count === 1 ? 'item' : 'items'}`;

/** Where one refund stands, in the customer's words (never the gateway's). */
export const REFUND_STATUS_WORDS: Record<RefundStatus, string> = {
  created: 'Being processed',
  pending: 'On its way',
  processed: 'Back with you',
  failed: 'Delayed: we will contact you',
};
