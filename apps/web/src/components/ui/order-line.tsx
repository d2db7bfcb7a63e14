import { formatMoney } from '@store/shared';
import type { ReactNode } from 'react';

/** How a line reads where it stands: `full` on an order's own page, `brief` in a list of orders, `small` in the checkout's sidebar. */
type OrderLineVariant = 'full' | 'brief' | 'small';

const VARIANT_CLASSES: Record<OrderLineVariant, { body: string; name: string; quantity: string; total: string }> = {
  full: {
    body: 'flex min-w-0 flex-1 flex-wrap items-start justify-between gap-x-3 gap-y-1',
    name: 'font-semibold leading-snug',
    quantity: 'mt-1 text-sm text-slate-600',
    total: 'font-bold',
  },
  brief: {
    body: 'flex min-w-0 flex-1 flex-wrap items-start justify-between gap-x-3 gap-y-1',
    name: 'font-medium leading-snug',
    quantity: 'text-sm text-slate-600',
    total: 'font-semibold',
  },
  small: {
    body: 'flex min-w-0 flex-1 items-start justify-between gap-3',
    name: 'text-sm font-medium leading-snug',
    quantity: 'text-sm text-slate-600',
    total: 'shrink-0 text-sm font-semibold',
  },
};

interface OrderLineProps {
  /** The product's picture, beside the text. */
  image: ReactNode;
  name: string;
  /** Shown above the name when given. */
  brand?: string;
  quantity: number;
  /** One unit's price as charged, GST included, in rupees: whole, but an order sold before decision 0006 may have paise. */
  price: number;
  /** Put before the quantity, e.g. "Quantity: ". */
  quantityLabel?: string;
  /** Reads "each" after the price to a screen reader. */
  sayEach?: boolean;
  variant?: OrderLineVariant;
  /** The list item's classes (its spacing where it stands). */
  className: string;
  testId?: string;
  /** A word under the quantity, e.g. "1 cancelled". */
  note?: string | undefined;
  /** More about the line under the note, e.g. its units' serial numbers. */
  children?: ReactNode;
}

/** One line of a cart, a checkout or an order: the picture, name, "quantity × price" and the line's total. */
export function OrderLine({
  image,
  name,
  brand,
  quantity,
  price,
  quantityLabel = '',
  sayEach = false,
  variant = 'full',
  className,
  testId,
  note,
  children,
}: OrderLineProps) {
  const classes = VARIANT_CLASSES[variant];
  const unitPaise = Math.round(price * 100);
  return (
    <li className={className} data-testid={testId}>
      {image}
      <div className={classes.body}>
        <div className="min-w-0">
          {brand !== undefined && <p className="text-xs font-medium uppercase tracking-wide text-slate-600">{brand}</p>}
          <p className={classes.name}>{name}</p>
          <p className={classes.quantity}>
            {quantityLabel}
            {quantity} × {formatMoney(unitPaise)}
            {sayEach && <span className="sr-only"> each</span>}
          </p>
          {note && <p className="text-sm font-medium text-red-700">{note}</p>}
          {children}
        </div>
        <p className={classes.total}>
          <span className="sr-only">Line total </span>
          {formatMoney(unitPaise * quantity)}
        </p>
      </div>
    </li>
  );
}
