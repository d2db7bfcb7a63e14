import { loginPathFor, useAuth } from '@/features/auth';
import { MyOrders } from '@/features/orders';
import { LoginPrompt } from '@/components/ui/login-prompt';
import { usePageMeta } from '@/hooks/use-page-meta';

export function OrdersPage() {
  usePageMeta('My Orders', 'Your TechStore orders: what you bought, where it is going and how far it has got.');
  const { user, isAuthenticated, isLoading } = useAuth();

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">My Orders</h1>
      {isLoading ? null : isAuthenticated && user ? (
        // Keyed by user: a different account on this computer starts from a clean slate.
        <MyOrders key={user._id} userId={user._id} />
      ) : (
        <LoginPrompt loginTo={loginPathFor('/orders')} what="your orders" />
      )}
    </div>
  );
}
