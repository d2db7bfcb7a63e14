import { formatRupees, type AdminProduct } from '@store/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { AdminList } from '@/components/admin/admin-list';
import { DataTable } from '@/components/admin/data-table';
import { buttonClasses } from '@/components/ui/button';
import { PlusSquareIcon } from '@/components/ui/icons';
import { useListParams } from '@/hooks/use-list-params';
import { useAdminProducts } from '../api/get-admin-products';
import { CATEGORY_LABELS } from './product-labels';
import { PRODUCT_FILTER_KEYS, ProductFiltersBar } from './product-filters';
import { ProductThumbnail } from './product-thumbnail';
import { StockBadge } from './stock-badge';

const column = createColumnHelper<AdminProduct>();

const columns = [
  column.display({
    id: 'image',
    header: () => <span className="sr-only">Picture</span>,
    cell: ({ row }) => <ProductThumbnail src={row.original.images[0]} className="size-12" />,
    meta: { className: 'w-16' },
  }),
  column.accessor('name', {
    header: 'Product',
    cell: ({ row }) => (
      <div className="min-w-40">
        <Link to={`/admin/products/${row.original._id}`} className="font-semibold text-brand-700 hover:underline">
          {row.original.name}
        </Link>
        <p className="text-slate-600">{row.original.brand}</p>
      </div>
    ),
  }),
  column.accessor('category', {
    header: 'Category',
    cell: ({ getValue }) => CATEGORY_LABELS[getValue()],
    meta: { className: 'hidden md:table-cell' },
  }),
  column.accessor('priceInclGst', {
    header: 'Price',
    cell: ({ row }) => (
      <div className="whitespace-nowrap">
        <p className="font-semibold text-slate-900">
          {formatRupees(row.original.priceInclGst)} <span className="text-xs font-normal text-slate-600">incl. GST</span>
        </p>
        {row.original.hasOffer && row.original.mrp !== null && (
          <p className="text-xs text-slate-600">
            M.R.P. <s>{formatRupees(row.original.mrp)}</s> <span className="font-semibold text-emerald-700">{row.original.discountPercent}% off</span>
          </p>
        )}
      </div>
    ),
    meta: { numeric: true },
  }),
  column.accessor('stock', {
    header: 'Stock',
    cell: ({ row }) => (
      <div className="flex flex-col items-end gap-1">
        <span>{row.original.stock}</span>
        <StockBadge stock={row.original.stock} lowStockThreshold={row.original.lowStockThreshold} />
      </div>
    ),
    meta: { numeric: true },
  }),
  column.accessor('featured', {
    header: 'Featured',
    cell: ({ getValue }) => (getValue() ? 'Featured' : <span className="text-slate-500">No</span>),
    meta: { className: 'hidden md:table-cell' },
  }),
  column.accessor('hidden', {
    header: 'Visibility',
    cell: ({ getValue }) =>
      getValue() ? (
        <span className="inline-flex rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">Hidden</span>
      ) : (
        <span className="inline-flex rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">Visible</span>
      ),
  }),
];

/** /admin/products: every product, hidden ones too, filtered and paged through the address bar. */
export function ProductsList() {
  const { filters, setFilters, hrefFor, apiQuery } = useListParams(PRODUCT_FILTER_KEYS);
  const products = useAdminProducts(apiQuery);
  const filtered = PRODUCT_FILTER_KEYS.some((key) => filters[key]);

  return (
    <AdminList
      title="Products"
      description={
        products.data
          ? `${products.data.total} ${products.data.total === 1 ? 'product' : 'products'}${filtered ? ' match' : ' in the shop'}`
          : 'The catalogue, hidden products too.'
      }
      actions={
        <Link to="/admin/products/new" className={buttonClasses()}>
          <PlusSquareIcon className="size-5" />
          Add product
        </Link>
      }
      filters={<ProductFiltersBar filters={filters} onChange={setFilters} />}
      query={products}
      noun="products"
      hrefFor={hrefFor}
      isEmpty={(data) => data.products.length === 0}
      empty={filtered ? 'No products match these filters.' : 'No products yet. Add the first one.'}
    >
      {(data) => (
        <DataTable
          data={data.products}
          columns={columns}
          caption={`Products, page ${data.page} of ${Math.max(1, data.totalPages)}`}
          getRowId={(product) => product._id}
        />
      )}
    </AdminList>
  );
}
