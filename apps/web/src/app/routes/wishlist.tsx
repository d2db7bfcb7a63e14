import type { Product } from '@store/shared';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { LoginPrompt } from '@/components/ui/login-prompt';
import { loginPathFor, useAuth } from '@/features/auth';
import { useCart } from '@/features/cart';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalog';
import { HeartIcon, useWishlist, WishlistButton } from '@/features/wishlist';
import { useLogError } from '@/hooks/use-log-error';
import { usePageMeta } from '@/hooks/use-page-meta';

/** /wishlist: the products the customer saved, as cards they can buy from or take off the list. */
export function WishlistPage() {
  usePageMeta('My Wishlist', 'Products you saved at TechStore, to compare and buy later.');
  const { user, isAuthenticated, isLoading } = useAuth();

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">My Wishlist</h1>
      {isLoading ? null : isAuthenticated && user ? (
        <SavedProducts key={user._id} userId={user._id} />
      ) : (
        <LoginPrompt loginTo={loginPathFor('/wishlist')} what="the products you saved" />
      )}
    </div>
  );
}

function SavedProducts({ userId }: { userId: string }) {
  const wishlist = useWishlist(userId);
  const { addToCart } = useCart();
  useLogError(wishlist.error, 'Failed to load the wishlist');

  if (wishlist.isPending) return <ProductGridSkeleton count={4} />;
  const products = wishlist.data?.items.map((item) => item.product) ?? [];
  if (products.length === 0) {
    return (
      <section className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-rose-50 text-rose-600">
          <HeartIcon className="size-8" />
        </span>
        <h2 className="mt-5 text-xl font-semibold">{wishlist.isError ? 'Could not load your wishlist' : 'Your wishlist is empty'}</h2>
        <p className="mt-2 text-slate-600">Tap the heart on any product to save it here for later.</p>
        <Link to="/products" className={buttonClasses({ className: 'mt-6' })}>
          Browse products
        </Link>
      </section>
    );
  }
  return (
    <>
      <p className="-mt-3 mb-5 text-slate-600">
        {products.length} saved {products.length === 1 ? 'product' : 'products'}
      </p>
      <ProductGrid
        products={products}
        onAddToCart={(product: Product) => addToCart(product)}
        renderWishlist={(product) => <WishlistButton product={product} />}
      />
    </>
  );
}
