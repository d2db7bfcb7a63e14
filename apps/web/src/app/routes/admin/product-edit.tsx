import { useParams } from 'react-router';
import { NewProduct, ProductEditor } from '@/features/admin/products';
import { usePageMeta } from '@/hooks/use-page-meta';

export function AdminNewProductPage() {
  usePageMeta('Add a product · Shop admin', 'A new product for the shop.');
  return <NewProduct />;
}

export function AdminEditProductPage() {
  const { id = '' } = useParams();
  usePageMeta('Edit product · Shop admin', 'A product’s details, pictures, stock and visibility.');
  return <ProductEditor id={id} />;
}
