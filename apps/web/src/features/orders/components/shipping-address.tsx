import type { Order } from '@store/shared';
import { addressLine } from '../order-format';

/** Name, address and phone as given at checkout. */
export function ShippingAddress({ address }: { address: Order['shippingAddress'] }) {
  const line = addressLine(address);
  return (
    <address className="text-sm not-italic leading-relaxed text-slate-700">
      {address.name && <span className="block font-medium text-slate-900">{address.name}</span>}
      {line && <span className="block wrap-anywhere">{line}</span>}
      {address.phone && <span className="block">Phone: {address.phone}</span>}
    </address>
  );
}
