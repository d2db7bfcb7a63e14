import { useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from '@/features/catalog';
import { adminKeys } from '@/lib/admin-query-keys';

/**
 * After any product write: every admin product list and this product's detail refetch, the
 * dashboard (it lists low stock), and the storefront's catalogue, so the shop shows the change at once.
 */
export function useProductWritten() {
  const queryClient = useQueryClient();
  return async (id?: string) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'products', 'list'] }),
      id ? queryClient.invalidateQueries({ queryKey: adminKeys.product(id) }) : undefined,
      queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
      queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
    ]);
  };
}
