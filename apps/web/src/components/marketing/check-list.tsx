interface CheckListProps {
  items: readonly string[];
  /** Two columns from the sm breakpoint, for longer lists. */
  columns?: boolean;
  className?: string;
}

/** A list of short points, each with a green tick. */
export function CheckList({ items, columns = false, className = '' }: CheckListProps) {
  return (
    <ul className={`text-sm text-slate-700 ${columns ? 'grid gap-x-8 gap-y-2 sm:grid-cols-2' : 'space-y-2'} ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600">
            <path fillRule="evenodd" d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
