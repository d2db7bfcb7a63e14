import type { Product } from '@store/shared';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { ProductCard, type ProductLayout } from './product-card';

interface ProductGridProps {
  products: Product[];
  layout?: ProductLayout;
  onAddToCart: (product: Product) => void;
  /** How many leading cards load their image eagerly (those above the fold). */
  eagerCount?: number;
  /** Each card's "Add to compare" control, composed by the page. */
  renderCompare?: (product: Product) => ReactNode;
  /** Each card's "EMI from", composed by the page. */
  renderEmi?: (product: Product) => ReactNode;
  /** Each card's wishlist heart, composed by the page. */
  renderWishlist?: (product: Product) => ReactNode;
  /** Beside a filter sidebar the grid has room for three cards a row at most. */
  narrow?: boolean;
}

const layouts: Record<ProductLayout, string> = {
  grid: 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4',
  list: 'grid grid-cols-1 gap-4',
};
const narrowGrid = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3';

export function ProductGrid({
  products,
  layout = 'grid',
  onAddToCart,
  eagerCount = 0,
  renderCompare,
  renderEmi,
  renderWishlist,
  narrow = false,
}: ProductGridProps) {
  return (
    <ul className={narrow && layout === 'grid' ? narrowGrid : layouts[layout]} data-layout={layout}>
      {products.map((product, index) => (
        <li key={product._id} className="flex [&>article]:flex-1">
          <ProductCard
            product={product}
            layout={layout}
            onAddToCart={onAddToCart}
            eager={index < eagerCount}
            compare={renderCompare?.(product)}
            emi={renderEmi?.(product)}
            wishlist={renderWishlist?.(product)}
          />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count, layout = 'grid', narrow = false }: { count: number; layout?: ProductLayout; narrow?: boolean }) {
  return (
    <div className={narrow && layout === 'grid' ? narrowGrid : layouts[layout]} role="status" aria-label="Loading products">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={`flex overflow-hidden rounded-2xl border border-slate-200 bg-white ${layout === 'list' ? 'flex-row' : 'flex-col'}`}>
          <Skeleton className={`aspect-[4/3] rounded-none ${layout === 'list' ? 'w-32 self-start xs:w-44 sm:w-64' : 'w-full'}`} />
          <div className="flex-1 space-y-3 p-4">
            <Skeleton className="h-3 w-16" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-3 w-24" />
            <Skeleton className="h-5 w-20" />
            <Skeleton className="h-9 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
