import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { usePaymentSettled } from './payment-settled';

/**
 * POST /api/admin/payments/attention/{id}/make-order: a held payment that covers its checkout becomes
 * the order. The stock is taken now (409 when it is not there) and the customer gets the confirmation.
 */
export function makeOrderFromPayment(id: string): Promise<{ orderId: string }> {
  return apiRequest<{ orderId: string }>(`/api/admin/payments/attention/${encodeURIComponent(id)}/make-order`, { method: 'POST' });
}

export function useMakeOrderFromPayment() {
  const settled = usePaymentSettled();
  return useMutation({ mutationFn: makeOrderFromPayment, onSettled: settled });
}
