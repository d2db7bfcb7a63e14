import { PaymentsAttention } from '@/features/admin/payments';
import { usePageMeta } from '@/hooks/use-page-meta';

/** /admin/payments: payments held for the shop and refunds that failed, to settle by hand. */
export function AdminPaymentsPage() {
  usePageMeta('Payments · Shop admin', 'Payments held for the shop and refunds that failed.');
  return <PaymentsAttention />;
}
