import { Link } from 'react-router';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, isNotFound } from '@/lib/api-client';
import { useAdminProduct } from '../api/get-admin-product';
import { ProductForm } from './product-form';
import { ProductPictures } from './product-pictures';
import { ProductVisibility } from './product-visibility';
import { StockAdjuster } from './stock-adjuster';

export function BackToProducts() {
  return (
    <Link to="/admin/products" className="mb-3 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline">
      <ChevronLeftIcon className="size-4" />
      All products
    </Link>
  );
}

/** /admin/products/new: the form alone; pictures and stock moves come once the product exists. */
export function NewProduct() {
  return (
    <>
      <BackToProducts />
      <AdminPageHeader title="Add a product" description="It starts hidden from the shop: add its pictures once it is created, then show it." />
      <ProductForm />
    </>
  );
}

/** /admin/products/:id: its fields, pictures, stock and visibility, each saved on its own. */
export function ProductEditor({ id }: { id: string }) {
  const product = useAdminProduct(id);

  if (product.isPending) {
    return (
      <div role="status" aria-label="Loading the product" className="space-y-4">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  if (product.isError) {
    return (
      <>
        <BackToProducts />
        <AdminPageHeader title={isNotFound(product.error) ? 'Product not found' : 'Could not load the product'} />
        <p role="alert" className="text-slate-700">
          {isNotFound(product.error) ? 'It may have been deleted.' : errorMessage(product.error, 'Please try again.')}
        </p>
      </>
    );
  }

  const shown = product.data;
  return (
    <>
      <BackToProducts />
      <AdminPageHeader
        title={shown.name}
        description={
          <>
            {shown.brand}
            {shown.hidden ? (
              ' · Hidden from the shop'
            ) : (
              <>
                {' · '}
                <Link to={`/products/${shown._id}`} className="font-medium text-brand-700 hover:underline">
                  View in the shop
                </Link>
              </>
            )}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        {/* Keyed by id: another product's page starts from its own stored values. */}
        <ProductForm key={shown._id} product={shown} />
        <div className="space-y-6">
          <ProductPictures product={shown} />
          <StockAdjuster product={shown} />
          <ProductVisibility product={shown} />
        </div>
      </div>
    </>
  );
}
