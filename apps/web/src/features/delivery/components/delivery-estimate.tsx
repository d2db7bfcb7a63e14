import { DELIVERY_MESSAGES, PIN_CODE, type Order } from '@store/shared';
import type { ReactNode } from 'react';
import { TruckIcon } from '@/components/ui/icons';
import { useDeliveryQuote } from '../delivery-quote';
import { orderDeliverySource, orderZoneWindow } from '../order-delivery';

/** One line of what delivery means: the dates, or where couriers do not go. */
function EstimateLine({ children, problem = false }: { children: ReactNode; problem?: boolean }) {
  return (
    <p data-testid="delivery-estimate" className={`flex items-start gap-2 text-sm font-medium ${problem ? 'text-red-700' : 'text-slate-900'}`}>
      <TruckIcon className={`mt-px size-4 shrink-0 ${problem ? 'text-red-600' : 'text-brand-700'}`} />
      <span className="min-w-0">{children}</span>
    </p>
  );
}

/**
 * The checkout's delivery line for the address's PIN, by the quote the product page gives for it (the
 * PIN field's own look-up, so no second request): the dates of an order placed now, or that couriers
 * do not go there. Nothing until the PIN is whole and known, nor for an order no courier brings.
 */
export function CheckoutDeliveryEstimate({ pincode, shipped, className = '' }: { pincode: string; shipped: boolean; className?: string }) {
  const pin = pincode.trim();
  const quote = useDeliveryQuote(shipped && PIN_CODE.test(pin) ? pin : '');
  const data = quote.data;
  return (
    <div aria-live="polite" className={`empty:hidden ${className}`}>
      {data &&
        (data.serviceable && data.estimatedDelivery ? (
          <EstimateLine>{DELIVERY_MESSAGES.deliveryBy(data.estimatedDelivery, data.pincode, data.source)}</EstimateLine>
        ) : (
          <EstimateLine problem>{DELIVERY_MESSAGES.notServiceable(data.pincode)}</EstimateLine>
        ))}
    </div>
  );
}

/**
 * When an order still to come arrives (orderDeliverySource): the courier's day once the parcel is
 * booked, else its PIN's zone's working days from the day it was placed (or from today, once those
 * have passed). Nothing for an order delivered, cancelled or with nothing a courier brings.
 */
export function OrderDeliveryEstimate({ order, className = '' }: { order: Order; className?: string }) {
  const source = orderDeliverySource(order);
  // The zone is asked for only when the courier has given no day.
  const quote = useDeliveryQuote(source?.by === 'zone' ? order.shippingAddress.pincode.trim() : '');
  const text =
    source?.by === 'courier'
      ? DELIVERY_MESSAGES.courierDeliveryBy(source.day)
      : source?.by === 'zone' && quote.data?.serviceable
        ? DELIVERY_MESSAGES.deliveryBy(orderZoneWindow(order.createdAt, quote.data.zone))
        : null;
  if (!text) return null;
  return (
    <div className={className}>
      <EstimateLine>{text}</EstimateLine>
    </div>
  );
}
