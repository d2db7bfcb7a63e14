import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { usePaymentSettled } from './payment-settled';

/** POST /api/admin/payments/attention/{id}/refund: a held payment goes back to its customer in full; no order is made. */
export function refundHeldPayment(id: string): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(`/api/admin/payments/attention/${encodeURIComponent(id)}/refund`, { method: 'POST' });
}

export function useRefundHeldPayment() {
  const settled = usePaymentSettled();
  return useMutation({ mutationFn: refundHeldPayment, onSettled: settled });
}
