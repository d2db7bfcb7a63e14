import { formatRupees, isCancellable, ORDER_LIST_ITEMS_SHOWN, type Order } from '@store/shared';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { MapPinIcon, TruckIcon } from '@/components/ui/icons';
import { OrderLine } from '@/components/ui/order-line';
import { formatIndianDate } from '@/lib/dates';
import { addressLine, shortOrderId } from '../order-format';
import { CancelOrderButton } from './cancel-order-button';
import { OrderItemImage } from './order-item-image';
import { OrderStatusBadge } from './order-status-badge';
import { RefundStatus } from './refund-status';

/** One order in My Orders: its first two items, where it goes, its refund, and the way to its details. */
export function OrderCard({ order, userId }: { order: Order; userId: string }) {
  const number = shortOrderId(order._id);
  const headingId = `order-${order._id}`;
  const shown = order.items.slice(0, ORDER_LIST_ITEMS_SHOWN);
  const more = order.items.length - shown.length;

  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white shadow-sm" data-testid="order-card">
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b border-slate-200 px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold">
            Order #{number}
          </h2>
          <p className="text-sm text-slate-600">
            Placed on <time dateTime={order.createdAt}>{formatIndianDate(order.createdAt)}</time>
          </p>
        </div>
        <div className="flex items-center gap-3">
          <p className="font-bold">
            <span className="sr-only">Total </span>
            {formatRupees(order.totalAmount)}
          </p>
          <OrderStatusBadge status={order.status} />
        </div>
      </header>

      <ul className="divide-y divide-slate-100 px-4 sm:px-5" aria-label={`Items of order #${number}`}>
        {shown.map((item) => (
          <OrderLine
            key={item._id}
            className="flex gap-3 py-3"
            variant="brief"
            image={<OrderItemImage item={item} className="w-16 sm:w-20" />}
            name={item.product.name}
            quantity={item.quantity}
            price={item.priceInclGst}
          />
        ))}
      </ul>
      {more > 0 && (
        <p className="px-4 pb-3 text-sm font-medium text-slate-600 sm:px-5">
          +{more} more {more === 1 ? 'item' : 'items'}
        </p>
      )}

      <footer className="flex flex-col gap-3 border-t border-slate-200 px-4 py-3 text-sm sm:flex-row sm:items-end sm:justify-between sm:px-5">
        <div className="min-w-0 space-y-1 text-slate-700">
          <p className="flex gap-1.5">
            <MapPinIcon className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <span className="min-w-0 wrap-anywhere">
              <span className="sr-only">Shipping to </span>
              {[order.shippingAddress.name, addressLine(order.shippingAddress)].filter(Boolean).join(', ')}
            </span>
          </p>
          {order.trackingNumber && (
            <p className="flex gap-1.5">
              <TruckIcon className="mt-0.5 size-4 shrink-0 text-slate-500" />
              <span>
                Tracking: <span className="font-mono font-medium text-slate-900">{order.trackingNumber}</span>
              </span>
            </p>
          )}
          {order.refund && (
            <p>
              <RefundStatus refund={order.refund} />
            </p>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2 self-start sm:self-auto">
          {isCancellable(order.status) && <CancelOrderButton order={order} userId={userId} />}
          {order.status === 'delivered' && (
            <Link to={`/orders/${order._id}/review`} className={buttonClasses({ size: 'sm' })}>
              Write Review<span className="sr-only"> for order #{number}</span>
            </Link>
          )}
          <Link to={`/orders/${order._id}`} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            View Details<span className="sr-only"> of order #{number}</span>
          </Link>
        </div>
      </footer>
    </article>
  );
}
