import { useQueries } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { useCart } from '@/features/cart';
import { productQueryOptions } from '@/features/catalog';
import { CompareTable, compareHref, compareIdsFrom, useCompare, type CompareColumn } from '@/features/compare';
import { isNotFound } from '@/lib/api-client';
import { useLogError } from '@/hooks/use-log-error';
import { usePageMeta } from '@/hooks/use-page-meta';

/** /compare?ids=a,b: up to four products side by side, each fetched as its own page would be. */
export function ComparePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ids = compareIdsFrom(params);
  const queries = useQueries({ queries: ids.map((id) => productQueryOptions(id)) });
  const compare = useCompare();
  const { addToCart } = useCart();
  usePageMeta('Compare products', 'Compare laptops side by side: processor, memory, storage, screen, graphics, weight, warranty and price with GST.');
  useLogError(queries.find((query) => query.error && !isNotFound(query.error))?.error ?? null, 'Failed to load a product to compare');

  const columns: CompareColumn[] = ids.map((id, index) => {
    const query = queries[index];
    if (query?.data) return { id, state: 'ready', product: query.data };
    return { id, state: query?.isPending ? 'loading' : 'missing' };
  });
  const ready = columns.filter((column) => column.state === 'ready').length;

  const remove = (id: string) => {
    compare.remove(id);
    const rest = ids.filter((other) => other !== id);
    navigate(rest.length > 0 ? compareHref(rest) : '/compare', { preventScrollReset: true });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Link to="/products?category=laptop" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        <ChevronLeftIcon className="size-4" />
        Back to laptops
      </Link>
      <h1 className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">Compare products</h1>
      <p className="mt-1 text-slate-600">
        {ids.length === 0
          ? 'Pick up to 4 products with “Add to compare” on the product list or a product’s page.'
          : ready === 1 && ids.length === 1
            ? 'Add another product to see them side by side.'
            : 'Side by side, with the details where they differ highlighted. Prices include GST.'}
      </p>

      <div className="mt-6">
        {ids.length === 0 ? (
          <Link to="/products?category=laptop" className={buttonClasses()}>
            Browse laptops
          </Link>
        ) : (
          <CompareTable columns={columns} onRemove={remove} onAddToCart={(product) => addToCart(product)} />
        )}
      </div>
    </div>
  );
}
