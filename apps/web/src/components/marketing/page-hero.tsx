import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from '@/components/ui/breadcrumb';

interface PageHeroProps {
  /** The crumbs before the current page; the page's own title is added as the last crumb. */
  trail?: Crumb[];
  /** Short label above the heading ("Laptop services"). */
  eyebrow?: string;
  title: ReactNode;
  /** The title as plain text, for the breadcrumb when `title` carries markup. */
  crumbLabel?: string;
  intro: ReactNode;
  /** Buttons or links under the intro. */
  actions?: ReactNode;
  /** Shown beside the text from the lg breakpoint (a price tag, an illustration…). */
  aside?: ReactNode;
}

/** The top of a content page: breadcrumb, the page's only h1, an introduction and its calls to action. */
export function PageHero({ trail = [{ label: 'Home', to: '/' }], eyebrow, title, crumbLabel, intro, actions, aside }: PageHeroProps) {
  return (
    <section aria-labelledby="page-title" className="border-b border-slate-200 bg-gradient-to-b from-white to-slate-50">
      <div className="mx-auto max-w-7xl px-4 pb-10 pt-6 sm:px-6 sm:pb-14 lg:px-8">
        <Breadcrumb items={[...trail, { label: crumbLabel ?? (typeof title === 'string' ? title : '') }]} />
        <div className={`mt-6 grid items-center gap-8 ${aside ? 'lg:grid-cols-[1.4fr_1fr]' : ''}`}>
          <div className="max-w-3xl">
            {eyebrow && <p className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-100">{eyebrow}</p>}
            <h1 id="page-title" className="mt-3 text-3xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-4xl">
              {title}
            </h1>
            <div className="mt-4 space-y-3 text-base leading-relaxed text-slate-600 sm:text-lg">{intro}</div>
            {actions && <div className="mt-6 flex flex-wrap gap-3">{actions}</div>}
          </div>
          {aside && <div className="min-w-0">{aside}</div>}
        </div>
      </div>
    </section>
  );
}
