import { DEFAULT_WARRANTY, formatRupees, FREE_SHIPPING_THRESHOLD, isShipped, RETURN_POLICY, returnPolicyLine, type Product } from '@store/shared';
import { useRef, useState, type ReactNode } from 'react';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Button } from '@/components/ui/button';
import { CartIcon, ReturnIcon, ShieldIcon, TruckIcon } from '@/components/ui/icons';
import { Price } from '@/components/ui/price';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { RatingStars } from '@/components/ui/rating-stars';
import { Skeleton } from '@/components/ui/skeleton';
import { DeliverTo } from '@/features/delivery';
import { ProductGallery } from './product-gallery';
import { ProductTabs } from './product-tabs';
import { StickyBuyBar } from './sticky-buy-bar';
import { StockStatus } from './stock-status';

interface ProductDetailsProps {
  product: Product;
  /** How many of this product the cart holds already: together they may not pass the stock. */
  inCart?: number;
  onAddToCart: (product: Product, quantity: number) => void;
  /** The Reviews tab's content, composed by the page. */
  reviews?: ReactNode;
  /** An "Add to compare" control, composed by the page (the compare feature's). */
  compare?: ReactNode;
  /** Straight to checkout with this product and quantity, the cart untouched; with it, phones get the sticky buy bar. */
  onBuyNow?: (product: Product, quantity: number) => void;
  /** The wishlist heart, composed by the page. */
  wishlist?: ReactNode;
  /** Shown while the product is sold out ("notify me"), composed by the page. */
  soldOut?: ReactNode;
  /** "EMI from ₹x/month" and the plan table, composed by the page (the EMI feature's). */
  emi?: ReactNode;
}

export function ProductDetails({ product, inCart = 0, onAddToCart, reviews, compare, onBuyNow, wishlist, soldOut, emi }: ProductDetailsProps) {
  const [chosen, setQuantity] = useState(1);
  const actions = useRef<HTMLDivElement>(null);
  // Against the MRP the shop gave (inclusive of all taxes, as the price is); none, no saving claimed.
  const saving = product.mrp !== null && product.discountPercent > 0 ? product.mrp - product.priceInclGst : 0;
  const inStock = product.stock > 0;
  const canAdd = Math.max(0, product.stock - inCart);
  const quantity = Math.max(1, Math.min(chosen, canAdd));
  const perks = [
    { icon: TruckIcon, title: 'Free Shipping', text: `On orders over ${formatRupees(FREE_SHIPPING_THRESHOLD)}` },
    { icon: ShieldIcon, title: 'Warranty', text: product.warranty || DEFAULT_WARRANTY },
    { icon: ReturnIcon, title: RETURN_POLICY[product.category] ? 'Easy Returns' : 'Returns', text: returnPolicyLine(product.category) },
  ];

  return (
    <div className="space-y-8">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Products', to: '/products' }, { label: product.name }]} />

      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery key={product._id} images={product.images} name={product.name} />

        <div className="flex flex-col gap-5">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{product.brand}</p>
            <h1 className="mt-1 text-2xl font-bold leading-tight tracking-tight text-slate-900 sm:text-3xl">{product.name}</h1>
            <div className="mt-3">
              <RatingStars average={product.ratings.average} count={product.ratings.count} size="md" />
            </div>
          </div>

          <div className="space-y-2 rounded-2xl bg-slate-100/70 p-4">
            <Price price={product} size="lg" breakUp />
            {saving > 0 && (
              <p className="inline-flex rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-800" data-testid="savings">
                You save {formatRupees(saving)} on the M.R.P.
              </p>
            )}
            <p className="text-xs text-slate-600">What you pay for one, GST included.{saving > 0 && ' M.R.P. is inclusive of all taxes.'}</p>
          </div>

          {emi}

          <StockStatus stock={product.stock} />

          {/* Each button is as wide as its label on one line (nowrap, grown from its own width, never shrunk
              below it) and takes the rest of its row on a phone: a button that does not fit beside the
              stepper starts a row of its own. With flex-1 (a zero basis) all three shared one row at
              412 px and "Add to Cart" broke over three lines out of its 48 px button (issue 40). */}
          <div ref={actions} className="flex flex-wrap items-center gap-3">
            {canAdd > 0 && <QuantityStepper value={quantity} min={1} max={canAdd} onChange={setQuantity} label={`Quantity of ${product.name}`} />}
            <Button size="lg" className="flex-auto whitespace-nowrap sm:flex-none" disabled={canAdd === 0} onClick={() => onAddToCart(product, quantity)}>
              <CartIcon />
              {inStock ? 'Add to Cart' : 'Out of Stock'}
            </Button>
            {onBuyNow && inStock && (
              <Button
                size="lg"
                variant="secondary"
                className="flex-auto whitespace-nowrap border-brand-600 text-brand-700 sm:flex-none"
                onClick={() => onBuyNow(product, quantity)}
              >
                Buy Now
              </Button>
            )}
          </div>
          {!inStock && soldOut}
          {inCart > 0 && (
            <p className="-mt-2 text-sm text-slate-600" data-testid="in-cart">
              {canAdd === 0 ? `All ${product.stock} in stock are in your cart.` : `${inCart} already in your cart; you can add up to ${canAdd} more.`}
            </p>
          )}
          {(compare || wishlist) && (
            <div className="flex flex-wrap items-center gap-3">
              {wishlist}
              {compare}
            </div>
          )}

          <DeliverTo amount={product.priceInclGst * quantity} shipped={isShipped(product.category)} />

          <ul className="grid gap-3 border-t border-slate-200 pt-5 sm:grid-cols-3">
            {perks.map(({ icon: PerkIcon, title, text }) => (
              <li key={title} className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <PerkIcon />
                </span>
                <span className="text-sm">
                  <span className="block font-semibold text-slate-900">{title}</span>
                  <span className="text-slate-600">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <ProductTabs product={product} reviews={reviews} />
      {onBuyNow && inStock && (
        <StickyBuyBar
          product={product}
          quantity={quantity}
          canAdd={canAdd > 0}
          onAddToCart={() => onAddToCart(product, quantity)}
          onBuyNow={() => onBuyNow(product, quantity)}
          actions={actions}
        />
      )}
    </div>
  );
}

export function ProductDetailsSkeleton() {
  return (
    <div role="status" aria-label="Loading product" className="space-y-8">
      <Skeleton className="h-4 w-64" />
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <Skeleton className="aspect-[4/3] w-full rounded-3xl" />
        <div className="space-y-4">
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-9 w-4/5" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-24 w-full rounded-2xl" />
          <Skeleton className="h-5 w-28" />
          <Skeleton className="h-12 w-56" />
        </div>
      </div>
    </div>
  );
}
