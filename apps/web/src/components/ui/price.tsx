import { formatPaise, formatRupees, GST_PERCENT, splitLine, type Product } from '@store/shared';

/** What a price shows: the figure charged (GST included) and the MRP it is offered against, if any. */
export type PriceFigures = Pick<Product, 'priceInclGst' | 'mrp' | 'discountPercent'>;

interface PriceProps {
  price: PriceFigures;
  size?: 'sm' | 'md' | 'lg';
  /** Also show the price before tax and the GST inside it (the product page: the break-up the e-commerce rules ask for). */
  breakUp?: boolean;
}

const priceSizes = { sm: 'text-xl', md: 'text-2xl', lg: 'text-3xl' } as const;
const detailSizes = { sm: 'text-xs', md: 'text-sm', lg: 'text-sm' } as const;

/**
 * One unit's price as charged, GST included (decision 0006), large; the MRP struck through and the
 * discount only when the shop gave an MRP above the price, never an invented one.
 */
export function Price({ price, size = 'md', breakUp = false }: PriceProps) {
  const { priceInclGst, mrp, discountPercent } = price;
  const onOffer = mrp !== null && mrp > priceInclGst && discountPercent > 0;
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-1.5">
        <span className={`font-bold tracking-tight text-slate-900 ${priceSizes[size]}`} data-testid="price">
          {formatRupees(priceInclGst)}
        </span>{' '}
        <span className="text-xs font-medium text-slate-600">incl. GST</span>
      </p>
      {onOffer && (
        <p className={`mt-0.5 flex flex-wrap items-baseline gap-x-2 ${detailSizes[size]}`} data-testid="mrp">
          <span className="text-slate-600">
            M.R.P. <s>{formatRupees(mrp)}</s>
          </span>{' '}
          <span className="font-semibold text-emerald-700">{discountPercent}% off</span>
        </p>
      )}
      {breakUp && <PriceBreakUp priceInclGst={priceInclGst} />}
    </div>
  );
}

/** "Price before tax ₹50,846.61 + GST 18% ₹9,152.39": the one unit's split, to the paisa, adding up to the price. */
function PriceBreakUp({ priceInclGst }: { priceInclGst: number }) {
  const { taxablePaise, gstPaise } = splitLine({ priceInclGst, quantity: 1 });
  return (
    <p className="mt-1.5 text-sm text-slate-600" data-testid="price-break-up">
      {/* On a narrow screen it wraps between the two parts, never inside one. */}
      <span className="whitespace-nowrap">
        Price before tax <span className="font-medium text-slate-800 tabular-nums">{formatPaise(taxablePaise)}</span>
      </span>{' '}
      <span className="whitespace-nowrap">
        + GST {GST_PERCENT}% <span className="font-medium text-slate-800 tabular-nums">{formatPaise(gstPaise)}</span>
      </span>
    </p>
  );
}
