import { AdminCustomersList } from '@/features/admin/customers';
import { usePageMeta } from '@/hooks/use-page-meta';

/** /admin/customers: the shop's customers and what they are worth. */
export function AdminCustomersPage() {
  usePageMeta('Customers · Admin', "The shop's customers: orders, returns, applications and lifetime value.");
  return <AdminCustomersList />;
}
