import { Link } from 'react-router';
import { ChevronRightIcon } from './icons';

export interface Crumb {
  label: string;
  to?: string;
}

/** Home / Products / name: the last crumb is the current page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`} className="flex min-w-0 items-center gap-1">
            {index > 0 && <ChevronRightIcon className="size-4 shrink-0 text-slate-400" />}
            {item.to ? (
              <Link to={item.to} className="rounded hover:text-brand-700 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate font-medium text-slate-900">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
