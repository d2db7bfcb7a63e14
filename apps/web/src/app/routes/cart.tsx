import type { Product } from '@store/shared';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth } from '@/features/auth';
import { CartView, type LatestProduct, useCart } from '@/features/cart';
import { productQueryOptions } from '@/features/catalog';
import { usePageMeta } from '@/hooks/use-page-meta';
import { isNotFound } from '@/lib/api-client';

export function CartPage() {
  usePageMeta('Shopping Cart', 'Review the items in your cart, with GST and the delivery charge shown before you check out.');
  const { items } = useCart();
  const { isAuthenticated } = useAuth();

  // Re-check every line against the catalogue each time the cart is shown: prices and stock change.
  const ids = items.map((item) => item._id);
  const idsKey = ids.join(',');
  const combine = useCallback(
    (results: UseQueryResult<Product>[]) => {
      const latest = new Map<string, LatestProduct>();
      results.forEach((result, index) => {
        const id = idsKey.split(',')[index];
        if (!id) return;
        if (result.data) latest.set(id, { status: 'found', product: result.data });
        else if (isNotFound(result.error)) latest.set(id, { status: 'missing' });
      });
      return latest;
    },
    [idsKey],
  );
  const latest = useQueries({
    queries: ids.map((id) => ({ ...productQueryOptions(id), staleTime: 0 })),
    combine,
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">Shopping Cart</h1>
      <CartView latest={latest} isAuthenticated={isAuthenticated} />
    </div>
  );
}
