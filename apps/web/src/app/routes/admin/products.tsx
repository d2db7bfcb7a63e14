import { ProductsList } from '@/features/admin/products';
import { usePageMeta } from '@/hooks/use-page-meta';

export function AdminProductsPage() {
  usePageMeta('Products · Shop admin', 'The shop’s products: stock, prices, pictures and visibility.');
  return <ProductsList />;
}
