import { checkoutConflictSchema, type CheckoutConflict, type CreatePaymentOrderRequest, type PaymentOrder } from '@store/shared';
import { ApiError, apiRequest } from '@/lib/api-client';

/**
 * POST /api/payments/create-order: holds the stock and opens a payment order for `amount`, the total
 * the customer was shown. The server prices the lines itself and answers 409 when that total (or the
 * stock) no longer holds.
 */
export function createPaymentOrder(request: CreatePaymentOrderRequest): Promise<PaymentOrder> {
  return apiRequest<PaymentOrder>('/api/payments/create-order', { method: 'POST', body: request });
}

/** The 409 of create-order, when the cart no longer matches the shop; null for any other failure. */
export function checkoutConflictOf(error: unknown): CheckoutConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = checkoutConflictSchema.safeParse(error.data);
  return parsed.success ? parsed.data : { message: error.message };
}
