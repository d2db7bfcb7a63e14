import { formatRupees, SERVICE_SLUGS } from '@store/shared';
import { Link } from 'react-router';
import { SERVICE_PAGES } from '../service-pages';

/** Every starting price of every service in one table, grouped by service. */
export function PriceList() {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Starting prices of our services, in rupees</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold sm:px-6">
              Service
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold sm:px-6">
              Starting price
            </th>
          </tr>
        </thead>
        {SERVICE_SLUGS.map((slug) => {
          const page = SERVICE_PAGES[slug];
          return (
            <tbody key={slug} className="border-t border-slate-200">
              <tr>
                <th scope="rowgroup" colSpan={2} className="bg-white px-4 pb-1 pt-4 text-xs font-semibold uppercase tracking-wider text-brand-700 sm:px-6">
                  <Link to={`/services/${slug}`} className="hover:underline">
                    {page.eyebrow}
                  </Link>
                </th>
              </tr>
              {page.offerings
                .filter((offering) => offering.price !== null)
                .map((offering) => (
                  <tr key={offering.name}>
                    <th scope="row" className="px-4 py-2 font-normal text-slate-700 sm:px-6">
                      {offering.name}
                    </th>
                    <td className="px-4 py-2 text-right font-semibold text-slate-900 sm:px-6">
                      {formatRupees(offering.price ?? 0)}
                      {offering.unit && <span className="font-normal text-slate-600"> {offering.unit}</span>}
                    </td>
                  </tr>
                ))}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}
