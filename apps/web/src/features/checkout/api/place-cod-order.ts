import type { CreatePaymentOrderRequest, Order } from '@store/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/orders/cod: an order paid in cash on delivery, for `amount`, the total the customer was
 * shown with the COD fee; the server prices the lines itself and answers 409 when that no longer holds.
 */
export function placeCodOrder(request: CreatePaymentOrderRequest): Promise<Order> {
  return apiRequest<Order>('/api/orders/cod', { method: 'POST', body: request });
}
