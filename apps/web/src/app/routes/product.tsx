import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useParams } from 'react-router';
import { productPageMeta } from '@store/shared';
import { buttonClasses } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';
import { useCart } from '@/features/cart';
import { ProductDetails, ProductDetailsSkeleton, RecentlyViewed, useProduct, useRecentlyViewed } from '@/features/catalog';
import { buyNowPath } from '@/features/checkout';
import { CompareBar, CompareToggle } from '@/features/compare';
import { EmiPlans } from '@/features/emi';
import { ProductReviews } from '@/features/reviews';
import { NotifyMe } from '@/features/stock-alerts';
import { WishlistButton } from '@/features/wishlist';
import { usePageMeta } from '@/hooks/use-page-meta';

export function ProductPage() {
  const { id = '' } = useParams();
  const query = useProduct(id);
  const { addToCart, items } = useCart();
  const navigate = useNavigate();
  const { record } = useRecentlyViewed();
  const shownId = query.data?._id;
  useEffect(() => {
    if (shownId) record(shownId);
  }, [shownId, record]);

  useEffect(() => {
    if (!query.isError) return;
    console.error('Failed to load product', id, query.error);
    toast.error('Product not found', { id: 'product-not-found' });
  }, [query.isError, query.error, id]);

  const meta = query.data
    ? productPageMeta(query.data)
    : { title: query.isError ? 'Product Not Found' : 'Product', description: 'Product details, prices in rupees, stock and warranty.' };
  usePageMeta(meta.title, meta.description);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      {query.isPending ? (
        <ProductDetailsSkeleton />
      ) : query.isError ? (
        <div className="mx-auto max-w-md py-16 text-center">
          <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-slate-100 text-slate-600">
            <SearchIcon className="size-8" />
          </span>
          <h1 className="mt-6 text-2xl font-bold">Product Not Found</h1>
          <p className="mt-2 text-slate-600">This product may have been removed or the link may be wrong.</p>
          <Link to="/products" className={buttonClasses({ className: 'mt-6' })}>
            Back to Products
          </Link>
        </div>
      ) : (
        <ProductDetails
          key={query.data._id}
          product={query.data}
          inCart={items.find((item) => item._id === query.data._id)?.quantity ?? 0}
          onAddToCart={(product, quantity) => addToCart(product, quantity)}
          reviews={<ProductReviews productId={query.data._id} />}
          compare={<CompareToggle product={query.data} variant="page" />}
          emi={<EmiPlans amountRupees={query.data.priceInclGst} />}
          onBuyNow={(product, quantity) => navigate(buyNowPath(product._id, quantity))}
          wishlist={<WishlistButton product={query.data} variant="page" />}
          soldOut={<NotifyMe productId={query.data._id} productName={query.data.name} />}
        />
      )}
      <RecentlyViewed excludeId={id} className="mt-12 border-t border-slate-200 pt-8" />
      <CompareBar />
    </div>
  );
}
