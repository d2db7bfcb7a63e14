import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { usePaymentSettled } from './payment-settled';

/**
 * POST /api/admin/payments/attention/{refundId}/retry-refund: a failed refund is asked of the gateway
 * again. The id is the refund's own, whether it comes from the attention list or an order's refunds.
 */
export function retryRefund(refundId: string): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(`/api/admin/payments/attention/${encodeURIComponent(refundId)}/retry-refund`, { method: 'POST' });
}

export function useRetryRefund() {
  const settled = usePaymentSettled();
  return useMutation({ mutationFn: retryRefund, onSettled: settled });
}
