import { ORDER_TRANSITIONS, type AdminOrder } from '@store/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClasses } from '@/components/ui/button';
import { AlertIcon, MailIcon, PhoneIcon, SearchIcon, TruckIcon } from '@/components/ui/icons';
import { MoneySummary } from '@/components/ui/money-summary';
import { OrderLine } from '@/components/ui/order-line';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import {
  OrderItemImage,
  OrderStatusBadge,
  OrderTracker,
  orderAmounts,
  paymentMethodLabel,
  PaymentStatusBadge,
  RefundStatus,
  ShippingAddress,
  shortOrderId,
} from '@/features/orders';
import { formatIndianDateTime } from '@/lib/dates';
import { adminRefundSummaryLabel, itemCount } from '../admin-order-format';
import { OrderDocuments } from './order-documents';
import { OrderHistory } from './order-history';
import { OrderRefunds } from './order-refunds';
import { CancelItems } from './cancel-items';
import { EwayBillPanel } from './eway-bill-panel';
import { OrderStatusActions } from './order-status-actions';
import { SerialsPanel } from './serials-panel';
import { ShipmentPanel } from './shipment-panel';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4">
      <dt className="shrink-0 text-slate-600">{label}</dt>
      <dd className="min-w-0 text-right font-medium wrap-anywhere">{children}</dd>
    </div>
  );
}

/** One order as the shop handles it: where it stands and its next steps, what was bought, its refunds, who by, where to, how paid. */
export function AdminOrderDetails({ order }: { order: AdminOrder }) {
  const number = shortOrderId(order._id);
  const { customer, paymentDetails: payment, refund } = order;

  return (
    <div className="space-y-6">
      <Breadcrumb items={[{ label: 'Orders', to: '/admin/orders' }, { label: `Order #${number}` }]} />

      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Order #{number}</h1>
          <p className="mt-1 text-sm text-slate-600">
            Placed on <time dateTime={order.createdAt}>{formatIndianDateTime(order.createdAt)}</time>
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="min-w-0 space-y-6">
          <Panel title="Status and next steps">
            {order.status === 'cancelled' ? (
              <p className="flex gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800" data-testid="order-cancelled">
                <AlertIcon className="mt-0.5 size-5 shrink-0" />
                This order was cancelled: its items went back into stock; its refund is under Refunds.
              </p>
            ) : (
              <OrderTracker status={order.status} />
            )}
            {(order.trackingNumber || order.status !== 'cancelled') && (
              <p className="mt-5 flex items-center gap-2 text-sm text-slate-700">
                <TruckIcon className="size-5 shrink-0 text-slate-500" />
                {order.trackingNumber ? (
                  <span>
                    Tracking number:{' '}
                    <span className="font-mono font-semibold text-slate-900" data-testid="tracking-number">
                      {order.trackingNumber}
                    </span>
                  </span>
                ) : (
                  <span>No tracking number yet: it is asked for when the order ships.</span>
                )}
              </p>
            )}
            {ORDER_TRANSITIONS[order.status].length > 0 && (
              <div className="mt-5 border-t border-slate-200 pt-5">
                <OrderStatusActions order={order} />
              </div>
            )}
          </Panel>

          <Panel title={`Items (${itemCount(order.items)})`}>
            <ul className="divide-y divide-slate-100">
              {order.items.map((item) => (
                <OrderLine
                  key={item._id}
                  className="flex gap-3 py-3 first:pt-0 sm:gap-4"
                  image={<OrderItemImage item={item} className="w-16 sm:w-20" />}
                  brand={item.product.brand}
                  name={item.product.name}
                  quantity={item.quantity}
                  price={item.priceInclGst}
                  sayEach
                  note={item.cancelledQuantity > 0 ? `${item.cancelledQuantity} cancelled` : undefined}
                />
              ))}
            </ul>
            <MoneySummary amounts={orderAmounts(order)} testIdPrefix="order" className="mt-2 border-t border-slate-200 pt-4" />
            <CancelItems order={order} />
          </Panel>

          {order.items.some((item) => item.serialised) && (
            <Panel
              title="Serial numbers"
              description="Each unit's serial number goes on the tax invoice, and its warranty and any return go by it. A scanner's Enter moves on to the next box."
            >
              <SerialsPanel order={order} />
            </Panel>
          )}

          {(order.ewayBill.required || order.ewayBill.number !== '') && (
            <Panel
              title="E-way bill"
              description="Goods of this value move with an e-way bill (CGST Rule 138): prepared here, generated on the portal, recorded before the parcel leaves."
            >
              <EwayBillPanel order={order} />
            </Panel>
          )}

          <Panel title="Courier">
            <ShipmentPanel order={order} />
          </Panel>

          {(order.refund || order.refundablePaise > 0) && (
            <Panel title="Refunds">
              <OrderRefunds order={order} />
            </Panel>
          )}

          <Panel title="History">
            <OrderHistory orderId={order._id} />
          </Panel>
        </div>

        <div className="min-w-0 space-y-6">
          <Panel title="Customer">
            <p className="font-medium text-slate-900">{customer.name}</p>
            <ul className="mt-2 space-y-1.5 text-sm">
              <li>
                <a href={`mailto:${customer.email}`} className="inline-flex max-w-full items-center gap-2 text-brand-700 underline-offset-2 hover:underline">
                  <MailIcon className="size-4 shrink-0" />
                  <span className="min-w-0 wrap-anywhere">{customer.email}</span>
                </a>
              </li>
              {customer.phone && (
                <li>
                  <a href={`tel:${customer.phone}`} className="inline-flex items-center gap-2 text-brand-700 underline-offset-2 hover:underline">
                    <PhoneIcon className="size-4 shrink-0" />
                    {customer.phone}
                  </a>
                </li>
              )}
            </ul>
          </Panel>

          <Panel title="Shipping address">
            <ShippingAddress address={order.shippingAddress} />
          </Panel>

          <Panel title="Payment">
            <dl className="space-y-3 text-sm">
              <Row label="Method">{paymentMethodLabel(payment.method)}</Row>
              <Row label="Status">
                <PaymentStatusBadge payment={payment} />
              </Row>
              <Row label="Razorpay payment ID">
                <span className="font-mono text-xs">{payment.paymentId || '—'}</span>
              </Row>
              {refund && (
                <Row label="Refund">
                  <RefundStatus refund={refund} label={adminRefundSummaryLabel(refund)} />
                </Row>
              )}
            </dl>
            <OrderDocuments order={order} />
          </Panel>
        </div>
      </div>
    </div>
  );
}

export function AdminOrderSkeleton() {
  return (
    <div role="status" aria-label="Loading the order" className="space-y-6">
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-8 w-52" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-64 w-full rounded-2xl" />
        <Skeleton className="h-48 w-full rounded-2xl" />
      </div>
    </div>
  );
}

export function AdminOrderNotFound() {
  return (
    <div className="mx-auto max-w-md py-12 text-center">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        <SearchIcon className="size-8" />
      </span>
      <h1 className="mt-6 text-2xl font-bold">Order not found</h1>
      <p className="mt-2 text-slate-600">No order has this id. It may have been mistyped.</p>
      <Link to="/admin/orders" className={buttonClasses({ className: 'mt-6' })}>
        Back to orders
      </Link>
    </div>
  );
}
