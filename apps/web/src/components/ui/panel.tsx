import { useId, type ReactNode } from 'react';

interface PanelProps {
  /** The panel's heading (an h2), which also names it as a region for screen readers. */
  title: ReactNode;
  /** A line under the heading. */
  description?: ReactNode;
  /** Extra classes for the card, e.g. 'min-w-0' in a grid. */
  className?: string;
  children: ReactNode;
}

/** A white card with a heading and a body: the sections of the order, checkout and application pages. */
export function Panel({ title, description, className = '', children }: PanelProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 ${className}`}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
