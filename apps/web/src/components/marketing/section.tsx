import type { ReactNode } from 'react';

interface SectionProps {
  /** Used for the heading's id (`{id}-heading`), which names the section for assistive technology. */
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  /** `white` sets the band on a white background between slate ones. */
  tone?: 'plain' | 'white';
}

/** One band of a content page: an h2, an optional introduction, then the content. */
export function Section({ id, title, intro, children, tone = 'plain' }: SectionProps) {
  const inner = (
    <section id={id} aria-labelledby={`${id}-heading`} className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-14 lg:px-8">
      <div className="max-w-3xl">
        <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
        {intro && <div className="mt-2 text-slate-600">{intro}</div>}
      </div>
      <div className="mt-8">{children}</div>
    </section>
  );
  return tone === 'white' ? <div className="border-y border-slate-200 bg-white">{inner}</div> : inner;
}
