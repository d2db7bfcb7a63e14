import { useQueryClient } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { StorefrontInvalidationContext } from '@/features/admin/products/api/product-written';
import { NewProduct, ProductEditor } from '@/features/admin/products/components/product-editor';
import { catalogKeys } from '@/features/catalog/api/query-keys';
import { usePageMeta } from '@/hooks/use-page-meta';

/** The storefront's catalogue refetches after any product write, so the shop shows the change at once. */
function WithStorefrontRefresh({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const invalidate = useCallback(() => queryClient.invalidateQueries({ queryKey: catalogKeys.all }), [queryClient]);
  return <StorefrontInvalidationContext value={invalidate}>{children}</StorefrontInvalidationContext>;
}

export function AdminNewProductPage() {
  usePageMeta('Add a product · Shop admin', 'A new product for the shop.');
  return (
    <WithStorefrontRefresh>
      <NewProduct />
    </WithStorefrontRefresh>
  );
}

export function AdminEditProductPage() {
  const { id = '' } = useParams();
  usePageMeta('Edit product · Shop admin', 'A product’s details, pictures, stock and visibility.');
  return (
    <WithStorefrontRefresh>
      <ProductEditor id={id} />
    </WithStorefrontRefresh>
  );
}
