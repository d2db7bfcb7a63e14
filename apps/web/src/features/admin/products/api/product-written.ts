import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { adminKeys } from '../../api/query-keys';

/**
 * What else must refetch after the shop changes a product: the page that composes these components
 * passes the storefront's own invalidation here, as features do not reach into each other.
 */
export const StorefrontInvalidationContext = createContext<() => Promise<void>>(async () => {});

/** After any product write: every admin product list and this product's detail refetch, and the storefront's catalogue. */
export function useProductWritten() {
  const queryClient = useQueryClient();
  const invalidateStorefront = useContext(StorefrontInvalidationContext);
  return async (id?: string) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'products', 'list'] }),
      id ? queryClient.invalidateQueries({ queryKey: adminKeys.product(id) }) : undefined,
      // The dashboard lists low stock.
      queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
      invalidateStorefront(),
    ]);
  };
}
