import { WISHLIST_MESSAGES, type Product } from '@store/shared';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor, useAuth } from '@/features/auth';
import { useToggleWishlist, useWishlist } from '../api/wishlist';
import { HeartIcon } from './heart-icon';

interface WishlistButtonProps {
  product: Product;
  /** A round heart over a card's picture, or the product page's labelled button. */
  variant?: 'card' | 'page';
}

/**
 * The heart: saves the product to the account's wishlist, or takes it off. A guest is asked to log
 * in first, and comes back to this page.
 */
export function WishlistButton({ product, variant = 'card' }: WishlistButtonProps) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const wishlist = useWishlist(user?._id);
  const toggle = useToggleWishlist(user?._id ?? '');
  const saved = wishlist.data?.items.some((item) => item.product._id === product._id) ?? false;

  const onClick = () => {
    if (!user) {
      toast(WISHLIST_MESSAGES.loginToSave, { id: 'wishlist-login' });
      navigate(loginPathFor(`${location.pathname}${location.search}`));
      return;
    }
    toggle.mutate({ product, save: !saved });
  };

  const label = saved ? `Remove from wishlist: ${product.name}` : `Save to wishlist: ${product.name}`;
  if (variant === 'card') {
    return (
      <button
        type="button"
        onClick={onClick}
        aria-label={label}
        aria-pressed={saved}
        title={saved ? 'Remove from wishlist' : 'Save to wishlist'}
        className={`flex size-9 items-center justify-center rounded-full bg-white/95 shadow-sm ring-1 ring-slate-200 transition-colors hover:bg-white ${
          saved ? 'text-rose-600' : 'text-slate-600 hover:text-rose-600'
        }`}
      >
        <HeartIcon filled={saved} />
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      aria-pressed={saved}
      className={`inline-flex items-center gap-2 rounded-xl border px-3 py-2.5 text-sm font-medium transition-colors ${
        saved ? 'border-rose-200 bg-rose-50 text-rose-700' : 'border-slate-300 bg-white text-slate-800 hover:border-slate-400'
      }`}
    >
      <HeartIcon filled={saved} className={`size-5 ${saved ? 'text-rose-600' : ''}`} />
      {saved ? 'Saved to wishlist' : 'Save to wishlist'}
    </button>
  );
}
