import { shortId, type Application } from '@store/shared';
import { Link } from 'react-router';
import { ChevronDownIcon, ChevronRightIcon } from '@/components/ui/icons';
import { formatIndianDate } from '@/lib/dates';
import { applicationTitle, detailRows } from '../format';
import { ApplicationStatusBadge } from './application-status-badge';

/** One application in 'Your Applications' (SPEC §2): what, when, which, its status and who applied; it links to its own page. */
export function ApplicationCard({ application }: { application: Application }) {
  const headingId = `application-${application._id}`;
  const { personalInfo: applicant } = application;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <header className="flex items-start justify-between gap-3 border-b border-slate-100 px-4 py-4 sm:px-6">
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {applicationTitle(application)}
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            <span className="block sm:inline">
              Applied on <time dateTime={application.createdAt}>{formatIndianDate(application.createdAt)}</time>
            </span>
            <span aria-hidden="true" className="hidden sm:inline">
              {' · '}
            </span>
            <span className="block sm:inline">
              Application ID <span className="font-mono text-slate-800">#{shortId(application._id)}</span>
            </span>
          </p>
        </div>
        <ApplicationStatusBadge status={application.status} />
      </header>

      <div className="space-y-4 px-4 py-4 sm:px-6">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
          <Detail label="Applicant" value={applicant.fullName} />
          <Detail label="Phone" value={applicant.phone} />
          <Detail label="Email" value={applicant.email} className="col-span-2 sm:col-span-1" />
        </dl>

        {application.adminNotes && (
          <div className="rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm">
            <p className="font-semibold text-brand-900">Note from our team</p>
            <p className="mt-1 whitespace-pre-line break-words text-slate-800">{application.adminNotes}</p>
          </div>
        )}

        <details className="group rounded-xl border border-slate-200">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 py-3 text-sm font-semibold text-brand-700 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
            Application details
            <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
          </summary>
          <dl className="grid gap-x-6 gap-y-3 border-t border-slate-200 px-4 py-4 text-sm sm:grid-cols-2">
            {detailRows(application).map((row) => (
              <Detail key={row.label} label={row.label} value={row.value} />
            ))}
          </dl>
        </details>

        <Link to={`/applications/${application._id}`} className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:underline">
          View details<span className="sr-only"> of application #{shortId(application._id)}</span>
          <ChevronRightIcon className="size-4" />
        </Link>
      </div>
    </article>
  );
}

function Detail({ label, value, className = '' }: { label: string; value: string; className?: string }) {
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-slate-600">{label}</dt>
      <dd className="mt-0.5 break-words font-medium text-slate-900">{value}</dd>
    </div>
  );
}
