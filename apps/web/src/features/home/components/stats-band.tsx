import { BUSINESS } from '@/config/business';

const yearsInBusiness = new Date().getFullYear() - BUSINESS.foundedYear;

// Facts the shop can stand behind (no customer counts nobody has counted): see "Honest trade".
const STATS = [
  { value: `${yearsInBusiness}+ years`, label: 'Serving Pune' },
  { value: 'GST invoice', label: 'With every order' },
  { value: '24–48 hrs', label: 'Typical repair time' },
  { value: '8 brands', label: 'Genuine laptops' },
];

export function StatsBand() {
  return (
    <section aria-label="TechStore in numbers" className="bg-brand-800 text-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-y-6 px-4 py-8 sm:px-6 md:grid-cols-4 lg:px-8">
        {STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse items-center text-center">
            <dt className="mt-1 text-sm text-brand-100">{stat.label}</dt>
            <dd className="text-2xl font-bold tracking-tight sm:text-3xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
