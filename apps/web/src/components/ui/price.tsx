import { formatRupees, priceWithTax, savingsOf, TAX_RATE } from '@store/shared';

interface PriceProps {
  price: number;
  originalPrice?: number;
  hasOffer?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** Also show what one unit costs with GST: what checkout will charge for it, so the total is no surprise. */
  withTax?: boolean;
}

const priceSizes = { sm: 'text-lg', md: 'text-xl', lg: 'text-3xl' } as const;
const taxSizes = { sm: 'text-xs', md: 'text-sm', lg: 'text-sm' } as const;

/** The selling price, the struck-through original price when on offer, and the GST-inclusive price. */
export function Price({ price, originalPrice, hasOffer = false, size = 'md', withTax = false }: PriceProps) {
  const showOriginal = hasOffer && originalPrice !== undefined && savingsOf(price, originalPrice).amount > 0;
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className={`font-bold tracking-tight text-slate-900 ${priceSizes[size]}`}>
          {showOriginal && <span className="sr-only">Offer price </span>}
          {formatRupees(price)}
        </span>
        {showOriginal && (
          <span className="text-sm text-slate-600">
            <span className="sr-only">Original price </span>
            <s>{formatRupees(originalPrice)}</s>
          </span>
        )}
      </p>
      {withTax && (
        <p className={`mt-0.5 text-slate-600 ${taxSizes[size]}`} data-testid="price-with-tax">
          <span className="font-semibold text-slate-800">{formatRupees(priceWithTax(price))}</span> incl. {Math.round(TAX_RATE * 100)}% GST
        </p>
      )}
    </div>
  );
}
