import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

/** Page numbers to show: always the first and last, the current one and its neighbours; gaps as null. */
export function pageWindow(page: number, totalPages: number): (number | null)[] {
  const pages = new Set([1, totalPages, page - 1, page, page + 1]);
  const sorted = [...pages].filter((n) => n >= 1 && n <= totalPages).sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const n of sorted) {
    const previous = result.at(-1);
    if (typeof previous === 'number' && n - previous === 2) result.push(n - 1);
    else if (typeof previous === 'number' && n - previous > 2) result.push(null);
    result.push(n);
  }
  return result;
}

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The link target of a page, e.g. "?search=dell&page=3". */
  hrefFor: (page: number) => string;
  label?: string;
}

const cell = 'flex h-10 min-w-10 items-center justify-center rounded-xl px-3 text-sm font-medium';

export function Pagination({ page, totalPages, hrefFor, label = 'Pagination' }: PaginationProps) {
  if (totalPages <= 1) return null;
  const hasPrevious = page > 1;
  const hasNext = page < totalPages;
  return (
    <nav aria-label={label} className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          {hasPrevious ? (
            <Link to={hrefFor(page - 1)} className={`${cell} gap-1 border border-slate-300 bg-white hover:bg-slate-50`}>
              <ChevronLeftIcon className="size-4" />
              Previous
            </Link>
          ) : (
            <span aria-disabled="true" className={`${cell} gap-1 border border-slate-200 bg-slate-50 text-slate-500`}>
              <ChevronLeftIcon className="size-4" />
              Previous
            </span>
          )}
        </li>
        {pageWindow(page, totalPages).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={hrefFor(n)}
                aria-label={`Page ${n}`}
                aria-current={n === page ? 'page' : undefined}
                className={`${cell} ${n === page ? 'bg-brand-600 text-white' : 'border border-slate-300 bg-white hover:bg-slate-50'}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {hasNext ? (
            <Link to={hrefFor(page + 1)} className={`${cell} gap-1 border border-slate-300 bg-white hover:bg-slate-50`}>
              Next
              <ChevronRightIcon className="size-4" />
            </Link>
          ) : (
            <span aria-disabled="true" className={`${cell} gap-1 border border-slate-200 bg-slate-50 text-slate-500`}>
              Next
              <ChevronRightIcon className="size-4" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
