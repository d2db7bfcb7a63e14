import { Link } from 'react-router';
import { shortOrderId } from '@/features/orders';
import { useOrderReturns } from '../api/order-returns';

/** On a replacement order's page: which order it replaces, with a way back to it (its return is told there). */
export function ReplacementNote({ orderId, userId }: { orderId: string; userId: string }) {
  const returns = useOrderReturns(userId, orderId);
  const original = returns.data?.replacementFor;
  if (!original) return null;
  return (
    <p className="rounded-2xl border border-brand-100 bg-brand-50 p-4 text-sm text-brand-900" role="note">
      This order is a replacement, at no charge, for order{' '}
      <Link to={`/orders/${original}`} className="font-semibold underline underline-offset-2">
        #{shortOrderId(original)}
      </Link>
      .
    </p>
  );
}
