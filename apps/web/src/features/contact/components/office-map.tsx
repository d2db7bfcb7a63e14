import { MapPinIcon } from '@/components/ui/icons';
import { BUSINESS, formatAddress, mapsSearchUrl } from '@/config/business';

/**
 * Where the shop is, drawn as a simple street plan. It is part of the page, so it shows offline and
 * loads no map provider's script; the link opens a real map in a new tab.
 */
export function OfficeMap() {
  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <svg
        viewBox="0 0 600 380"
        role="img"
        aria-label={`Street plan: ${BUSINESS.name} on Jangali Maharaj Road in Shivajinagar, Pune, between Fergusson College Road and the Mutha river, near Sambhaji Park`}
        className="block h-auto w-full"
      >
        <rect width="600" height="380" fill="#eef2f6" />
        {/* city blocks */}
        <g fill="#e2e8f0">
          <rect x="16" y="16" width="132" height="94" rx="8" />
          <rect x="16" y="140" width="132" height="100" rx="8" />
          <rect x="16" y="270" width="132" height="94" rx="8" />
          <rect x="196" y="16" width="122" height="94" rx="8" />
          <rect x="196" y="270" width="122" height="94" rx="8" />
          <rect x="366" y="16" width="104" height="94" rx="8" />
          <rect x="366" y="270" width="104" height="94" rx="8" />
        </g>
        {/* Sambhaji Park */}
        <rect x="196" y="140" width="122" height="100" rx="12" fill="#bbf7d0" />
        <g fill="#86efac">
          <circle cx="222" cy="166" r="10" />
          <circle cx="292" cy="164" r="9" />
          <circle cx="240" cy="200" r="8" />
        </g>
        <text x="257" y="226" textAnchor="middle" fontSize="17" fontWeight="600" fill="#166534" fontFamily="system-ui, sans-serif">
          Sambhaji Park
        </text>
        {/* Mutha river */}
        <path d="M530 0 C 500 90, 566 150, 524 230 S 510 340, 548 380 L 600 380 L 600 0 Z" fill="#bfdbfe" />
        <text x="572" y="190" textAnchor="middle" fontSize="16" fill="#1e40af" fontFamily="system-ui, sans-serif" transform="rotate(90 572 190)">
          Mutha river
        </text>
        {/* roads */}
        <g stroke="#ffffff" strokeLinecap="round">
          <path d="M172 0 V380" strokeWidth="26" />
          <path d="M342 0 V380" strokeWidth="34" />
          <path d="M0 125 H505" strokeWidth="16" />
          <path d="M0 255 H505" strokeWidth="16" />
        </g>
        <path d="M342 0 V380" stroke="#fde68a" strokeWidth="3" strokeDasharray="14 10" />
        <g fontFamily="system-ui, sans-serif" fontSize="16" fontWeight="600" fill="#475569">
          <text x="178" y="190" transform="rotate(-90 178 190)" textAnchor="middle">
            F.C. Road
          </text>
          <text x="348" y="322" transform="rotate(-90 348 322)" textAnchor="middle" fill="#334155">
            J.M. Road
          </text>
          <text x="82" y="69" textAnchor="middle" fontSize="19" fill="#64748b">
            Shivajinagar
          </text>
          <text x="82" y="323" textAnchor="middle" fontSize="19" fill="#64748b">
            Deccan
          </text>
        </g>
        {/* the shop */}
        <g transform="translate(374 165)">
          <rect x="0" y="0" width="136" height="46" rx="12" fill="#1d4ed8" />
          <text x="68" y="30" textAnchor="middle" fontSize="19" fontWeight="700" fill="#ffffff" fontFamily="system-ui, sans-serif">
            {BUSINESS.name}
          </text>
          <path d="M-9 23 L1 16 L1 30 Z" fill="#1d4ed8" />
        </g>
        <circle cx="342" cy="188" r="12" fill="#1d4ed8" stroke="#ffffff" strokeWidth="4" />
      </svg>
      <figcaption className="flex flex-col gap-3 border-t border-slate-200 p-5 sm:flex-row sm:items-center sm:justify-between">
        <span className="flex gap-2 text-sm text-slate-700">
          <MapPinIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>
            {formatAddress()}
            <span className="block text-xs text-slate-600">Illustration, not to scale.</span>
          </span>
        </span>
        <a
          href={mapsSearchUrl()}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex shrink-0 items-center justify-center rounded-xl border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50"
        >
          Open in Google Maps
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
