import { isCancellable, type Order } from '@store/shared';
import { Link } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClasses } from '@/components/ui/button';
import { TruckIcon } from '@/components/ui/icons';
import { MoneySummary } from '@/components/ui/money-summary';
import { OrderLine } from '@/components/ui/order-line';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { OrderDeliveryEstimate } from '@/features/delivery';
import { formatIndianDate, formatIndianDateTime } from '@/lib/dates';
import { itemCountLabel, orderAmounts, paymentMethodLabel, shortOrderId } from '../order-format';
import { CancelOrderButton } from './cancel-order-button';
import { InvoiceButtons } from './invoice-buttons';
import { OrderItemImage } from './order-item-image';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTracker } from './order-tracker';
import { PaymentStatusBadge } from './payment-status-badge';
import { RefundList } from './refund-list';
import { RefundStatus } from './refund-status';
import { ShipmentTimeline } from './shipment-timeline';
import { ShippingAddress } from './shipping-address';

/** SPEC §2 order detail: progress, refunds, items, summary, shipping address and payment. */
export function OrderDetails({ order, userId }: { order: Order; userId: string }) {
  const number = shortOrderId(order._id);
  const itemCount = order.items.reduce((sum, item) => sum + item.quantity, 0);

  return (
    <div className="space-y-6">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'My Orders', to: '/orders' }, { label: `Order #${number}` }]} />

      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Order #{number}</h1>
          <p className="mt-1 text-sm text-slate-600">
            Placed on <time dateTime={order.createdAt}>{formatIndianDateTime(order.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <OrderStatusBadge status={order.status} />
          <InvoiceButtons order={order} />
          {isCancellable(order.status) && <CancelOrderButton order={order} userId={userId} />}
          {order.status === 'delivered' && (
            <Link to={`/orders/${order._id}/review`} className={buttonClasses({ size: 'sm' })}>
              Write Review
            </Link>
          )}
        </div>
      </div>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="min-w-0 space-y-6">
          <Panel title="Order Status">
            <OrderTracker status={order.status} />
            <OrderDeliveryEstimate order={order} className="mt-5" />
            <p className="mt-5 flex items-center gap-2 text-sm text-slate-700">
              <TruckIcon className="size-5 shrink-0 text-slate-500" />
              {order.trackingNumber ? (
                <span>
                  Tracking number: <span className="font-mono font-semibold text-slate-900">{order.trackingNumber}</span>
                </span>
              ) : (
                <span>A tracking number appears here once the order ships.</span>
              )}
            </p>
            {order.shipment && <ShipmentTimeline shipment={order.shipment} />}
          </Panel>

          {order.refund && (
            <Panel title="Refunds">
              <RefundList refund={order.refund} total={order.totalAmount} />
            </Panel>
          )}

          <Panel title={`Items (${itemCountLabel(itemCount)})`}>
            <ul className="divide-y divide-slate-100">
              {order.items.map((item) => (
                <OrderLine
                  key={item._id}
                  className="flex gap-3 py-3 first:pt-0 last:pb-0 sm:gap-4"
                  image={<OrderItemImage item={item} className="w-20 sm:w-24" />}
                  brand={item.product.brand}
                  name={item.product.name}
                  quantity={item.quantity}
                  price={item.priceInclGst}
                  quantityLabel="Quantity: "
                  note={item.cancelledQuantity > 0 ? `${item.cancelledQuantity} cancelled by the shop` : undefined}
                >
                  {item.serials.length > 0 && (
                    <p className="mt-1 text-sm text-slate-600 wrap-anywhere">
                      Serial no.: <span className="font-mono text-slate-800">{item.serials.join(', ')}</span>
                    </p>
                  )}
                  {item.warrantyUntil && (
                    <p className="text-sm text-slate-600">
                      Warranty until <time dateTime={item.warrantyUntil}>{formatIndianDate(item.warrantyUntil)}</time>
                    </p>
                  )}
                </OrderLine>
              ))}
            </ul>
          </Panel>
        </div>

        <div className="space-y-6">
          <Panel title="Order Summary">
            <MoneySummary amounts={orderAmounts(order)} testIdPrefix="order" />
          </Panel>

          <Panel title="Shipping Address">
            <ShippingAddress address={order.shippingAddress} />
          </Panel>

          <Panel title="Payment Information">
            <dl className="space-y-3 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">Method</dt>
                <dd className="font-medium">{paymentMethodLabel(order.paymentDetails.method)}</dd>
              </div>
              <div className="flex items-center justify-between gap-4">
                <dt className="text-slate-600">Status</dt>
                <dd>
                  <PaymentStatusBadge payment={order.paymentDetails} />
                </dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="shrink-0 text-slate-600">Payment ID</dt>
                <dd className="min-w-0 font-mono text-xs leading-5 wrap-anywhere">{order.paymentDetails.paymentId || '—'}</dd>
              </div>
              {order.refund && (
                <div className="flex items-center justify-between gap-4">
                  <dt className="text-slate-600">Refund</dt>
                  <dd className="text-right">
                    <RefundStatus refund={order.refund} />
                  </dd>
                </div>
              )}
            </dl>
          </Panel>
        </div>
      </div>
    </div>
  );
}

export function OrderDetailsSkeleton() {
  return (
    <div role="status" aria-label="Loading the order" className="space-y-6">
      <Skeleton className="h-4 w-56" />
      <div className="space-y-2">
        <Skeleton className="h-8 w-52" />
        <Skeleton className="h-4 w-64" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <Skeleton className="h-40 w-full rounded-2xl" />
          <Skeleton className="h-56 w-full rounded-2xl" />
        </div>
        <div className="space-y-6">
          <Skeleton className="h-48 w-full rounded-2xl" />
          <Skeleton className="h-32 w-full rounded-2xl" />
        </div>
      </div>
    </div>
  );
}
