import { StarIcon } from '@/components/ui/icons';

export interface Testimonial {
  quote: string;
  name: string;
  /** Where they are from or what they bought: "Kothrud, Pune", "Owner, Patil Medicals". */
  detail: string;
  rating: 4 | 5;
}

/** Customer quotes in cards, each with its star rating. */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {items.map(({ quote, name, detail, rating }) => (
        <li key={name} className="flex">
          <figure className="flex flex-1 flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <p className="flex gap-0.5" aria-label={`Rated ${rating} out of 5`} role="img">
              {[1, 2, 3, 4, 5].map((n) => (
                <StarIcon key={n} className={`size-4 ${n <= rating ? 'text-amber-500' : 'text-slate-300'}`} fill="currentColor" stroke="none" />
              ))}
            </p>
            <blockquote className="mt-3 flex-1 leading-relaxed text-slate-700">
              <p>“{quote}”</p>
            </blockquote>
            <figcaption className="mt-4 flex items-center gap-3">
              <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800">
                {initials(name)}
              </span>
              <span className="text-sm">
                <span className="block font-semibold text-slate-900">{name}</span>
                <span className="block text-slate-600">{detail}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();
}
