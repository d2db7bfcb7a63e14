import { useParams } from 'react-router';
import { AdminCustomerDetails } from '@/features/admin/customers';
import { usePageMeta } from '@/hooks/use-page-meta';

/** /admin/customers/:id: one customer, read only. */
export function AdminCustomerPage() {
  usePageMeta('Customer · Admin', 'A customer, their addresses, orders and applications.');
  const { id = '' } = useParams();
  return <AdminCustomerDetails id={id} />;
}
