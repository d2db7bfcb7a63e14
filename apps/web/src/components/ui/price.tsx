import { formatRupees, savingsOf } from '@store/shared';

interface PriceProps {
  price: number;
  originalPrice?: number;
  hasOffer?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

const priceSizes = { sm: 'text-lg', md: 'text-xl', lg: 'text-3xl' } as const;

/** The selling price, and the struck-through original price when the product is on offer. */
export function Price({ price, originalPrice, hasOffer = false, size = 'md' }: PriceProps) {
  const showOriginal = hasOffer && originalPrice !== undefined && savingsOf(price, originalPrice).amount > 0;
  return (
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
  );
}
