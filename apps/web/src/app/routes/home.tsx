import { FREE_DELIVERY_OVER, HOME_PAGE_SIZE, type Product } from '@store/shared';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { ChevronRightIcon } from '@/components/ui/icons';
import { BUSINESS } from '@/config/business';
import { useCart } from '@/features/cart';
import { FeaturedCarousel, FeaturedCarouselSkeleton, ProductGrid, ProductGridSkeleton, useFeaturedProducts, useProducts } from '@/features/catalog';
import { EmiFrom } from '@/features/emi';
import { CallToAction, FinanceCards, StatsBand, WhyChoose } from '@/features/home';
import { ServiceCards } from '@/features/services';
import { useLogError } from '@/hooks/use-log-error';
import { usePageMeta } from '@/hooks/use-page-meta';

// Below the fold, or a small button over each picture: loaded after the page's first paint, which
// keeps the home page's first JavaScript within its budget (build/home-js-budget.ts).
const RecentlyViewed = lazy(() => import('@/features/catalog/components/recently-viewed').then((module) => ({ default: module.RecentlyViewed })));
const WishlistButton = lazy(() => import('@/features/wishlist').then((module) => ({ default: module.WishlistButton })));

/** Each card's "EMI from": worked out from the banks' rates, fetched once for the whole grid. */
const renderEmi = (product: Product) => <EmiFrom amountRupees={product.priceInclGst} />;

export function HomePage() {
  usePageMeta(
    `${BUSINESS.name} — Laptops, accessories and IT services in Pune`,
    `Buy genuine laptops and accessories at honest prices in rupees, with GST invoice and ${FREE_DELIVERY_OVER}. Laptop repair, CCTV installation, Google Workspace, digital marketing, insurance and loans.`,
  );
  const { addToCart } = useCart();
  const featured = useFeaturedProducts();
  const latest = useProducts({ limit: HOME_PAGE_SIZE });
  useLogError(featured.error, 'Failed to load featured products');
  useLogError(latest.error, 'Failed to load products');

  const onAddToCart = (product: Product) => addToCart(product);
  const products = latest.data?.products.slice(0, HOME_PAGE_SIZE) ?? [];

  return (
    <>
      <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-white to-slate-50">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[1fr_1.25fr] lg:gap-12 lg:px-8 lg:py-16">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-100">
              Trusted in Pune since {BUSINESS.foundedYear}
            </p>
            <h1 id="hero-heading" className="mt-4 text-3xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-4xl lg:text-5xl">
              The right laptop, <span className="text-brand-700">honestly priced</span>.
            </h1>
            <p className="mt-4 max-w-xl text-base leading-relaxed text-slate-600 sm:text-lg">
              Genuine laptops and accessories from Dell, HP, Lenovo, Apple and more, with a GST invoice, {FREE_DELIVERY_OVER} and friendly after-sales service
              from our own repair desk.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to="/products" className={buttonClasses({ size: 'lg' })}>
                Shop products
              </Link>
              <Link to="/services" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
                Book a service
              </Link>
            </div>
          </div>

          <div className="min-w-0">
            <h2 className="sr-only">Featured products</h2>
            {featured.isPending ? (
              <FeaturedCarouselSkeleton />
            ) : featured.data && featured.data.length > 0 ? (
              <FeaturedCarousel products={featured.data} />
            ) : (
              <FallbackPromo />
            )}
          </div>
        </div>
      </section>

      <StatsBand />

      <Suspense fallback={null}>
        <RecentlyViewed className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 lg:px-8" />
      </Suspense>

      <section aria-labelledby="products-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="products-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Popular right now
            </h2>
            <p className="mt-1 text-slate-600">Laptops and accessories our customers are buying this week.</p>
          </div>
          <Link to="/products" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
            View all products <ChevronRightIcon className="size-4" />
          </Link>
        </div>
        <div className="mt-6">
          {latest.isPending ? (
            <ProductGridSkeleton count={HOME_PAGE_SIZE} />
          ) : products.length > 0 ? (
            <ProductGrid
              products={products}
              onAddToCart={onAddToCart}
              renderEmi={renderEmi}
              renderWishlist={(product) => (
                <Suspense fallback={null}>
                  <WishlistButton product={product} />
                </Suspense>
              )}
            />
          ) : (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">No products found</p>
          )}
        </div>
      </section>

      <div className="below-fold border-y border-slate-200 bg-white">
        <WhyChoose />
      </div>

      <section aria-labelledby="services-heading" className="below-fold mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-2xl">
            <h2 id="services-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Services for your home and business
            </h2>
            <p className="mt-1 text-slate-600">From a cracked laptop screen to your company's e-mail and marketing: one team, fair prices.</p>
          </div>
          <Link to="/services" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
            All services <ChevronRightIcon className="size-4" />
          </Link>
        </div>
        <div className="mt-6">
          <ServiceCards />
        </div>
      </section>

      <section aria-labelledby="finance-heading" className="below-fold mx-auto max-w-7xl px-4 pb-14 sm:px-6 lg:px-8">
        <h2 id="finance-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Insurance and loans, made simple
        </h2>
        <p className="mt-1 max-w-2xl text-slate-600">Compare plans, apply online and let our advisors handle the paperwork with the insurer or lender.</p>
        <div className="mt-6">
          <FinanceCards />
        </div>
      </section>

      <CallToAction />
    </>
  );
}

/** Shown in the carousel's place when there are no featured products (or they failed to load). */
function FallbackPromo() {
  return (
    <div className="flex flex-col items-start justify-center gap-3 rounded-3xl border border-slate-200 bg-gradient-to-br from-brand-50 to-white p-8 shadow-sm sm:min-h-80">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">This season</p>
      <p className="text-2xl font-bold">Laptops for study, work and play</p>
      <p className="text-slate-600">Student, office, creator and gaming machines, each sold with a GST invoice.</p>
      <Link to="/products?category=laptop" className={buttonClasses({ className: 'mt-2' })}>
        Browse laptops
      </Link>
    </div>
  );
}
