import { Link } from 'react-router';
import { ChevronRightIcon } from '@/components/ui/icons';
import { SERVICES } from '../services';

/** The four service cards, each linking to its /services page. */
export function ServiceCards() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {SERVICES.map(({ slug, title, summary, startingAt, highlights, icon: ServiceIcon }) => (
        <li key={slug} className="group relative flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md">
          <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <ServiceIcon className="size-6" />
          </span>
          <h3 className="mt-4 text-lg font-semibold">
            <Link
              to={`/services/${slug}`}
              className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
            >
              {title}
            </Link>
          </h3>
          <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{summary}</p>
          <p className="mt-4 text-sm font-semibold text-slate-900">{startingAt}</p>
          <ul className="mt-1 space-y-0.5 text-xs text-slate-600">
            {highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
          <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:gap-2">
            Learn more <ChevronRightIcon className="size-4 transition-all" />
          </span>
        </li>
      ))}
    </ul>
  );
}
