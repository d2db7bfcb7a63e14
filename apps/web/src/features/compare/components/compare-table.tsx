import { formatCapacity, formatRupees, LOW_STOCK_THRESHOLD, type AccessoryAttributes, type LaptopAttributes, type Product } from '@store/shared';
import { Fragment, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { CartIcon, CloseIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';

/** One column: a product, one still loading, or an id the shop no longer has. */
export type CompareColumn = { id: string; state: 'ready'; product: Product } | { id: string; state: 'loading' } | { id: string; state: 'missing' };

interface CompareTableProps {
  columns: CompareColumn[];
  onRemove: (id: string) => void;
  onAddToCart: (product: Product) => void;
}

const NONE = '—';

const laptop = (product: Product): LaptopAttributes | undefined =>
  product.attributes && 'processorBrand' in product.attributes ? product.attributes : undefined;
const accessory = (product: Product): AccessoryAttributes | undefined => (product.attributes && 'type' in product.attributes ? product.attributes : undefined);

interface Row {
  /** Unique among the rows, when the label is not (a free specification may share a fixed row's). */
  key?: string;
  label: string;
  /** The shop's own key/value specifications, after the fixed rows under a heading of their own. */
  free?: boolean;
  value: (product: Product) => string;
  /** Shown large (the price). */
  strong?: boolean;
}

/** The typed specifications first, in the order shoppers weigh them; a row nobody has a value for is left out. */
const FIXED_ROWS: Row[] = [
  { label: 'Price (incl. GST)', value: (p) => formatRupees(p.priceInclGst), strong: true },
  { label: 'Brand', value: (p) => p.brand },
  {
    label: 'Processor',
    value: (p) => {
      const a = laptop(p);
      return a ? (a.processorBrand === 'Apple' ? `Apple ${a.processorFamily}` : `${a.processorBrand} ${a.processorFamily}`) : NONE;
    },
  },
  { label: 'RAM', value: (p) => (laptop(p) ? formatCapacity(laptop(p)!.ramGb) : NONE) },
  { label: 'Storage', value: (p) => (laptop(p) ? `${formatCapacity(laptop(p)!.storageGb)} ${laptop(p)!.storageType}` : NONE) },
  { label: 'Screen', value: (p) => (laptop(p) ? `${laptop(p)!.screenInches}″` : NONE) },
  { label: 'Graphics', value: (p) => laptop(p)?.graphics ?? NONE },
  { label: 'Operating system', value: (p) => laptop(p)?.os ?? NONE },
  { label: 'Weight', value: (p) => (laptop(p) ? `${laptop(p)!.weightKg} kg` : NONE) },
  { label: 'Type', value: (p) => accessory(p)?.type ?? NONE },
  { label: 'Connectivity', value: (p) => accessory(p)?.connectivity ?? NONE },
  { label: 'Warranty', value: (p) => p.warranty || NONE },
  {
    label: 'Rating',
    value: (p) =>
      p.ratings.count > 0 ? `${p.ratings.average.toFixed(1)} out of 5 (${p.ratings.count} ${p.ratings.count === 1 ? 'review' : 'reviews'})` : 'No reviews yet',
  },
  {
    key: 'Availability',
    label: 'Availability',
    value: (p) => (p.stock <= 0 ? 'Out of stock' : p.stock <= LOW_STOCK_THRESHOLD ? `Only ${p.stock} left` : 'In stock'),
  },
];

/** The rows for these products: the fixed ones anybody has, then every free specification in the order first met. */
export function compareRows(products: Product[]): Array<Row & { values: string[]; differs: boolean }> {
  const specNames = [...new Set(products.flatMap((product) => Object.keys(product.specifications)))];
  const rows: Row[] = [
    ...FIXED_ROWS,
    ...specNames.map((name) => ({ key: `spec:${name}`, label: name, free: true, value: (p: Product) => p.specifications[name]?.trim() || NONE })),
  ];
  return rows
    .map((row) => {
      const values = products.map(row.value);
      return { ...row, values, differs: products.length > 1 && new Set(values.map((value) => value.toLowerCase())).size > 1 };
    })
    .filter((row) => row.values.some((value) => value !== NONE));
}

/**
 * Products side by side: a column each, a row per specification, the rows where they differ
 * highlighted (and marked for screen readers), with "Only differences" to hide the rest. On a phone
 * the table scrolls sideways under a sticky first column.
 */
export function CompareTable({ columns, onRemove, onAddToCart }: CompareTableProps) {
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const toggleId = useId();
  const products = columns.flatMap((column) => (column.state === 'ready' ? [column.product] : []));
  const rows = compareRows(products);
  const ready = columns.filter((column) => column.state === 'ready');
  const shownRows = onlyDifferences ? rows.filter((row) => row.differs) : rows;
  const differing = rows.filter((row) => row.differs).length;

  const cell = 'border-b border-slate-200 px-3 py-3 align-top text-sm sm:px-4';
  const firstColumn = 'sticky left-0 z-10 w-28 min-w-28 border-r text-left sm:w-44 sm:min-w-44';
  const firstFree = shownRows.findIndex((row) => row.free);

  return (
    <div>
      {ready.length > 1 && (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-700">
            <span aria-hidden="true" className="mr-1.5 inline-block size-3.5 rounded-sm border-l-4 border-amber-500 bg-amber-100 align-middle" />
            {differing === 0
              ? 'These products are alike in every listed detail.'
              : `Highlighted: the ${differing} ${differing === 1 ? 'detail' : 'details'} where they differ.`}
          </p>
          <label htmlFor={toggleId} className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
            <input
              id={toggleId}
              type="checkbox"
              checked={onlyDifferences}
              onChange={(event) => setOnlyDifferences(event.target.checked)}
              className="size-4 accent-brand-600"
            />
            Only differences
          </label>
        </div>
      )}
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm" tabIndex={0} role="region" aria-label="Comparison table">
        <table className="w-full border-separate border-spacing-0">
          <caption className="sr-only">
            {ready.length} {ready.length === 1 ? 'product' : 'products'} compared; rows where they differ are marked
          </caption>
          <thead>
            <tr>
              <td className={`${cell} ${firstColumn} border-slate-200 bg-white`}>
                <span className="sr-only">Detail</span>
              </td>
              {columns.map((column) => (
                <th key={column.id} scope="col" className={`${cell} min-w-40 text-left font-normal sm:min-w-52`}>
                  <ColumnHead column={column} onRemove={onRemove} onAddToCart={onAddToCart} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shownRows.map((row, rowIndex) => (
              <Fragment key={row.key ?? row.label}>
                {rowIndex === firstFree && (
                  <tr>
                    <th
                      scope="colgroup"
                      colSpan={columns.length + 1}
                      className="border-b border-slate-200 bg-slate-100 px-3 py-2 text-left text-sm font-semibold text-slate-900 sm:px-4"
                    >
                      {/* Stays in view while the table scrolls sideways. */}
                      <span className="sticky left-3 sm:left-4">Full specifications</span>
                    </th>
                  </tr>
                )}
                <tr data-differs={row.differs} className={row.differs ? 'bg-amber-50/80' : undefined}>
                  <th
                    scope="row"
                    className={`${cell} ${firstColumn} font-medium ${
                      row.differs
                        ? 'border-amber-200 bg-amber-100 text-slate-900 shadow-[inset_4px_0_0_var(--color-amber-500)]'
                        : 'border-slate-200 text-slate-700'
                    }`}
                  >
                    {row.label}
                    {row.differs && <span className="sr-only"> (differs)</span>}
                  </th>
                  {columns.map((column) => {
                    const index = products.findIndex((product) => product._id === column.id);
                    return (
                      <td key={column.id} className={`${cell} text-slate-900 ${row.strong ? 'text-base font-bold' : ''}`}>
                        {column.state === 'ready' && index >= 0 ? row.values[index] : column.state === 'loading' ? <Skeleton className="h-4 w-20" /> : NONE}
                      </td>
                    );
                  })}
                </tr>
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function ColumnHead({ column, onRemove, onAddToCart }: { column: CompareColumn; onRemove: (id: string) => void; onAddToCart: (product: Product) => void }) {
  const name = column.state === 'ready' ? column.product.name : 'this product';
  return (
    <div className="relative flex h-full flex-col gap-2">
      <button
        type="button"
        onClick={() => onRemove(column.id)}
        aria-label={`Remove ${name} from the comparison`}
        className="absolute -right-1.5 -top-1.5 z-[1] flex size-8 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-600 shadow-sm hover:bg-slate-100 hover:text-slate-900"
      >
        <CloseIcon className="size-4" />
      </button>
      {column.state === 'loading' && (
        <div role="status" aria-label="Loading product" className="space-y-2">
          <Skeleton className="aspect-[4/3] w-full rounded-xl" />
          <Skeleton className="h-4 w-4/5" />
        </div>
      )}
      {column.state === 'missing' && <p className="pr-8 text-sm text-slate-600">This product is no longer available.</p>}
      {column.state === 'ready' && (
        <>
          <img src={column.product.images[0]} alt="" width={320} height={240} className="aspect-[4/3] w-full rounded-xl bg-slate-100 object-cover" />
          <Link
            to={`/products/${column.product._id}`}
            className="line-clamp-2 text-sm font-semibold leading-snug text-slate-900 hover:text-brand-700 hover:underline"
          >
            {column.product.name}
          </Link>
          <p className="text-sm">
            <span className="text-lg font-bold text-slate-900">{formatRupees(column.product.priceInclGst)}</span>{' '}
            <span className="text-xs text-slate-600">incl. GST</span>
          </p>
          <Button
            size="sm"
            className="mt-auto w-full"
            disabled={column.product.stock <= 0}
            onClick={() => onAddToCart(column.product)}
            aria-label={`${column.product.stock <= 0 ? 'Out of Stock' : 'Add to Cart'}: ${column.product.name}`}
          >
            <CartIcon className="size-4" />
            {column.product.stock <= 0 ? 'Out of Stock' : 'Add to Cart'}
          </Button>
        </>
      )}
    </div>
  );
}
