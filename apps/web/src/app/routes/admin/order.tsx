import { useParams } from 'react-router';
import { AdminOrderScreen } from '@/features/admin/orders';

export function AdminOrderPage() {
  const { id = '' } = useParams();
  // Keyed by id: another order starts with its own form and dialog state.
  return <AdminOrderScreen key={id} id={id} />;
}
