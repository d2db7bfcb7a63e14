import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { useLogError } from '@/hooks/use-log-error';
import { AdminPageHeader } from './admin-page-header';

interface AdminListProps<TPage> {
  title: string;
  /** The line under the title: what the list holds, or how many once loaded. */
  description: ReactNode;
  /** The page's main actions, beside the title. */
  actions?: ReactNode;
  /** Between the heading and the list: its filters, or a note. */
  filters?: ReactNode;
  /** The list's query: one page of the server's list. */
  query: UseQueryResult<TPage>;
  /** Names the list in its states: 'orders' gives "Loading orders", "Could not load the orders" and "Orders pages". */
  noun: string;
  /** Whether the loaded page has nothing to show; then `empty` shows in place of the list. */
  isEmpty: (page: TPage) => boolean;
  empty: ReactNode;
  /** The address of another page of the list (useListParams' hrefFor); without it the list has one page. */
  hrefFor?: (page: number) => string;
  /** The shape shown while loading: table rows, or a couple of cards. */
  skeleton?: 'rows' | 'cards';
  /** The loaded, non-empty page: a DataTable or a list of cards. */
  children: (page: TPage) => ReactNode;
}

/**
 * An admin list page: its heading, its filters, then the list as it loads, fails (with another try),
 * comes back empty or arrives, and its pages. Each page says only what is its own.
 */
export function AdminList<TPage extends object>({
  title,
  description,
  actions,
  filters,
  query,
  noun,
  isEmpty,
  empty,
  hrefFor,
  skeleton = 'rows',
  children,
}: AdminListProps<TPage>) {
  useLogError(query.error, `Failed to load the ${noun}`);
  const { data } = query;
  const pages = data && hrefFor ? pagesOf(data) : null;

  return (
    <>
      <AdminPageHeader title={title} description={description} actions={actions} />
      {filters}
      <div aria-busy={query.isFetching} className="space-y-6">
        {data ? (
          <>
            {isEmpty(data) ? (
              <EmptyList page={pages?.page} hrefFor={hrefFor}>
                {empty}
              </EmptyList>
            ) : (
              children(data)
            )}
            {pages && hrefFor && <Pagination {...pages} hrefFor={hrefFor} label={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} pages`} />}
          </>
        ) : query.isError ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center">
            <p className="font-semibold text-red-900">Could not load the {noun}</p>
            <p className="mt-1 text-sm text-red-800">{query.error.message}</p>
            <Button variant="secondary" className="mt-4" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <div role="status" aria-label={`Loading ${noun}`} className={skeleton === 'rows' ? 'space-y-2' : 'space-y-4'}>
            {skeleton === 'rows'
              ? [0, 1, 2, 3, 4].map((key) => <Skeleton key={key} className="h-14" />)
              : [0, 1].map((key) => <Skeleton key={key} className="h-48 rounded-2xl" />)}
          </div>
        )}
      </div>
    </>
  );
}

/** Where a server's page of a list says which page it is and how many there are. */
function pagesOf(data: object): { page: number; totalPages: number } | null {
  return 'page' in data && typeof data.page === 'number' && 'totalPages' in data && typeof data.totalPages === 'number'
    ? { page: data.page, totalPages: data.totalPages }
    : null;
}

/** Nothing to list; on a later page (the list shrank since), the way back to the first. */
function EmptyList({ page = 1, hrefFor, children }: { page?: number; hrefFor?: (page: number) => string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-600">
      {children}
      {page > 1 && hrefFor && (
        <p className="mt-4">
          <Link to={hrefFor(1)} className="font-semibold text-brand-700 hover:underline">
            Back to the first page
          </Link>
        </p>
      )}
    </div>
  );
}
