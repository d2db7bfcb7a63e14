import { formatRupees } from '@store/shared';
import { Link } from 'react-router';
import { AlertIcon, TrashIcon } from '@/components/ui/icons';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import type { LineIssue } from '../cart-check';
import type { CartItem } from '../cart-item';

interface CartLineProps {
  item: CartItem;
  /** The most the line may hold: the freshest stock known. */
  maxQuantity: number;
  issue: LineIssue | null;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

export function CartLine({ item, maxQuantity, issue, onQuantityChange, onRemove }: CartLineProps) {
  const image = item.images[0] ?? '/placeholder-product.svg';
  const issueId = `issue-${item._id}`;
  return (
    <li className={`flex gap-4 p-4 sm:p-5 ${issue ? 'bg-red-50/60' : ''}`} data-testid="cart-line">
      <img
        src={image}
        alt=""
        width={800}
        height={600}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-20 shrink-0 self-start rounded-lg border border-slate-200 bg-slate-100 object-cover sm:w-28"
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs font-medium uppercase tracking-wide text-slate-600">{item.brand}</p>
            <h3 className="font-semibold leading-snug">
              <Link to={`/products/${item._id}`} aria-describedby={issue ? issueId : undefined} className="hover:text-brand-700 hover:underline">
                {item.name}
              </Link>
            </h3>
            <p className="mt-1 text-sm text-slate-600">
              {formatRupees(item.priceInclGst)} each
              <span className="text-xs"> incl. GST</span>
            </p>
          </div>
          <p className="shrink-0 text-right font-bold">
            <span className="sr-only">Line total </span>
            {formatRupees(item.priceInclGst * item.quantity)}
          </p>
        </div>
        {issue && (
          <p id={issueId} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-700">
            <AlertIcon className="mt-0.5 size-4 shrink-0" />
            {issue.message}
          </p>
        )}
        <div className="mt-3 flex items-center gap-2">
          <QuantityStepper
            value={item.quantity}
            min={0}
            max={Math.max(maxQuantity, 0)}
            onChange={onQuantityChange}
            label={`Quantity of ${item.name}`}
            size="sm"
          />
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove ${item.name} from cart`}
            className="flex h-9 w-9 items-center justify-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700"
          >
            <TrashIcon className="size-5" />
          </button>
        </div>
      </div>
    </li>
  );
}
