import { shortId, type Application } from '@store/shared';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { formatIndianDate } from '@/lib/dates';
import { addressText, applicationTitle, detailRows, personalRows } from '../format';
import { ApplicationBackLink, ApplicationPageSkeleton } from './application-page-parts';
import { ApplicationStatusBadge } from './application-status-badge';
import { ApplicationTimeline } from './application-timeline';
import { DetailList } from './detail-list';

/**
 * /applications/{id} for its owner: where the application stands, what our team wrote, and the
 * answers as sent (PAN and Aadhaar masked).
 */
export function ApplicationDetails({ application }: { application: Application }) {
  return (
    <div className="space-y-6">
      <BackToApplications />
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{applicationTitle(application)}</h1>
          <p className="mt-1 text-sm text-slate-600">
            <span className="block sm:inline">
              Application ID <span className="font-mono text-slate-800">#{shortId(application._id)}</span>
            </span>
            <span aria-hidden="true" className="hidden sm:inline">
              {' · '}
            </span>
            <span className="block sm:inline">
              Applied on <time dateTime={application.createdAt}>{formatIndianDate(application.createdAt)}</time>
            </span>
          </p>
        </div>
        <ApplicationStatusBadge status={application.status} />
      </header>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-1">
          <Panel title="Progress">
            <ApplicationTimeline application={application} />
          </Panel>
          {application.adminNotes && (
            <section aria-labelledby="team-note-heading" className="rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:p-6">
              <h2 id="team-note-heading" className="font-semibold text-brand-900">
                Note from our team
              </h2>
              <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-800">{application.adminNotes}</p>
            </section>
          )}
        </div>
        <div className="space-y-6 lg:col-span-2">
          <Panel title="Applicant">
            <DetailList rows={[...personalRows(application), { label: 'Address', value: addressText(application) }]} />
          </Panel>
          <Panel title="Your answers">
            <DetailList rows={detailRows(application)} />
          </Panel>
        </div>
      </div>
    </div>
  );
}

function BackToApplications() {
  return <ApplicationBackLink to="/applications">My Applications</ApplicationBackLink>;
}

export function ApplicationDetailsSkeleton() {
  return <ApplicationPageSkeleton columns={['h-64', 'h-64 lg:col-span-2']} />;
}

/** Loading failed for a reason other than 'not found' (the network, the server): offer another try. */
export function ApplicationLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-2xl font-bold">We couldn't load this application</h1>
      <p className="mt-2 text-slate-600">Please check your connection and try again.</p>
      <Button onClick={onRetry} className="mt-6">
        Try again
      </Button>
    </div>
  );
}
