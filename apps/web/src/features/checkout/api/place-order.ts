import type { Order, PlaceOrderRequest } from '@store/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/orders: turns a verified payment into the order. Safe to repeat: the same payment
 * answers with the order it already made (200 instead of 201).
 */
export function placeOrder(request: PlaceOrderRequest): Promise<Order> {
  return apiRequest<Order>('/api/orders', { method: 'POST', body: request });
}
