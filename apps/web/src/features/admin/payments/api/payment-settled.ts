import { useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-query-keys';

/**
 * After any action on a payment, done or refused (a 404 or 409 means someone settled it first): the
 * attention list and the dashboard's count, every order (a new one, or a refund on one) and the audit
 * history are asked again.
 */
export function usePaymentSettled() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.paymentsAttention() }),
      queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
      queryClient.invalidateQueries({ queryKey: adminKeys.allOrders() }),
      queryClient.invalidateQueries({ queryKey: adminKeys.allAudit() }),
    ]);
}
