import { keySpecsLine, type Product } from '@store/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { CartIcon } from '@/components/ui/icons';
import { Price } from '@/components/ui/price';
import { RatingStars } from '@/components/ui/rating-stars';
import { IMAGE_HEIGHT, IMAGE_WIDTH, primaryImage } from '../product-image';
import { LOW_STOCK_THRESHOLD } from './stock-status';

export type ProductLayout = 'grid' | 'list';

interface ProductCardProps {
  product: Product;
  layout?: ProductLayout;
  onAddToCart: (product: Product) => void;
  /** Above the fold: load the image at once instead of lazily. */
  eager?: boolean;
  /** An "Add to compare" control, composed by the page (the compare feature's). */
  compare?: ReactNode;
  /** "EMI from ₹x/month", composed by the page (the EMI feature's). */
  emi?: ReactNode;
  /** A heart over the picture, composed by the page (the wishlist feature's). */
  wishlist?: ReactNode;
}

/** A laptop's processor, memory, storage and screen in one line; nothing for products without typed specifications. */
function keySpecsOf(product: Product): string | undefined {
  const { attributes } = product;
  return product.category === 'laptop' && attributes && 'processorBrand' in attributes ? keySpecsLine(attributes) : undefined;
}

export function ProductCard({ product, layout = 'grid', onAddToCart, eager = false, compare, emi, wishlist }: ProductCardProps) {
  const outOfStock = product.stock <= 0;
  const lowStock = !outOfStock && product.stock <= LOW_STOCK_THRESHOLD;
  const keySpecs = keySpecsOf(product);
  const isList = layout === 'list';

  return (
    <article
      className={`group relative flex overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md ${
        isList ? 'flex-row' : 'flex-col'
      }`}
    >
      <div className={`relative shrink-0 bg-slate-100 ${isList ? 'w-32 self-start xs:w-44 sm:w-64' : ''}`}>
        <img
          src={primaryImage(product)}
          alt={product.name}
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
        {/* Top right: the pictures carry the brand's badge at the top left. */}
        <div className="absolute right-2.5 top-2.5 z-10 flex flex-col items-end gap-1.5">
          {wishlist}
          {outOfStock && <span className="rounded-full bg-slate-900 px-2 py-0.5 text-xs font-semibold text-white shadow-sm">Out of stock</span>}
        </div>
      </div>

      <div className="flex flex-1 flex-col p-3 sm:p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{product.brand}</p>
        <h3 className="mt-1 line-clamp-2 text-sm font-semibold leading-snug text-slate-900 sm:text-base">
          {/* The link stretches over the whole card; the button below sits above it. */}
          <Link
            to={`/products/${product._id}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-brand-600"
          >
            {product.name}
          </Link>
        </h3>
        {keySpecs && (
          <p className="mt-1.5 text-xs leading-snug text-slate-600 sm:text-sm" data-testid="key-specs">
            {keySpecs}
          </p>
        )}
        {isList && <p className="mt-2 line-clamp-2 text-sm text-slate-600">{product.description}</p>}
        {/* A rating only from reviews there are: a card without any says nothing rather than "no reviews". */}
        {product.ratings.count > 0 && (
          <div className="mt-2">
            <RatingStars average={product.ratings.average} count={product.ratings.count} compact={!isList} />
          </div>
        )}
        <div className="mt-auto pt-3">
          <Price price={product} size="sm" />
          {emi && <div className="mt-1">{emi}</div>}
          {lowStock && (
            <p className="mt-1 text-xs font-semibold text-amber-800" data-testid="low-stock">
              Only {product.stock} left
            </p>
          )}
          <Button
            size="sm"
            className={`relative z-10 mt-3 ${isList ? 'w-full sm:w-auto' : 'w-full'}`}
            disabled={outOfStock}
            onClick={() => onAddToCart(product)}
            // The visible words, then which product: a list of "Add to Cart" buttons says nothing alone.
            aria-label={`${outOfStock ? 'Out of Stock' : 'Add to Cart'}: ${product.name}`}
          >
            <CartIcon className="size-4" />
            {outOfStock ? 'Out of Stock' : 'Add to Cart'}
          </Button>
          {compare && <div className="relative z-10 mt-2">{compare}</div>}
        </div>
      </div>
    </article>
  );
}
