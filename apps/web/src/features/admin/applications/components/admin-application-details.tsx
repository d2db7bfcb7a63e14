import { applicationForm, shortId, type AdminApplication } from '@store/shared';
import { Panel } from '@/components/ui/panel';
import {
  ApplicationBackLink,
  ApplicationPageSkeleton,
  ApplicationStatusBadge,
  ApplicationTimeline,
  applicationTitle,
  DetailList,
  financialRows,
  personalRows,
  specificRows,
} from '@/features/applications';
import { formatIndianDateTime } from '@/lib/dates';
import { ApplicationDecisionPanel } from './application-decision';
import { IdentityNumbers } from './identity-numbers';

/**
 * /admin/applications/{id}: everything the customer sent, with the account behind it; on the side,
 * where it stands and what to do next. On a phone the decision follows the answers, in reading order.
 */
export function AdminApplicationDetails({ application }: { application: AdminApplication }) {
  const { customer, personalInfo } = application;
  const form = applicationForm(application.type, application.subType);
  return (
    <div className="space-y-6">
      <BackToList />
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{applicationTitle(application)}</h1>
          <p className="mt-1 text-sm text-slate-600">
            <span className="block sm:inline">
              Application <span className="font-mono text-slate-800">#{shortId(application._id)}</span>
            </span>
            <span aria-hidden="true" className="hidden sm:inline">
              {' · '}
            </span>
            <span className="block sm:inline">
              Applied <time dateTime={application.createdAt}>{formatIndianDateTime(application.createdAt)}</time>
            </span>
          </p>
        </div>
        <ApplicationStatusBadge status={application.status} />
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Panel title="Customer account">
            <DetailList
              rows={[
                { label: 'Name', value: customer.name },
                { label: 'Email', value: customer.email },
                { label: 'Phone', value: customer.phone },
              ]}
            />
          </Panel>
          <Panel title="Personal information">
            <DetailList rows={personalRows(application)} />
          </Panel>
          <Panel title="Address">
            <DetailList
              rows={[
                { label: 'Street Address', value: personalInfo.address.street },
                { label: 'City', value: personalInfo.address.city },
                { label: 'State', value: personalInfo.address.state },
                { label: 'PIN Code', value: personalInfo.address.pincode },
              ]}
            />
          </Panel>
          <Panel title="Financial information">
            <DetailList rows={financialRows(application)} />
          </Panel>
          <Panel title="Identity documents">
            <IdentityNumbers application={application} />
          </Panel>
          <Panel title={form?.detailsTitle ?? 'Details'}>
            <DetailList rows={specificRows(application)} />
          </Panel>
        </div>
        <div className="space-y-6 lg:sticky lg:top-24">
          <Panel title="Status">
            <ApplicationTimeline application={application} />
          </Panel>
          <Panel title="Actions">
            <ApplicationDecisionPanel application={application} />
          </Panel>
        </div>
      </div>
    </div>
  );
}

function BackToList() {
  return <ApplicationBackLink to="/admin/applications">All applications</ApplicationBackLink>;
}

export function AdminApplicationSkeleton() {
  return <ApplicationPageSkeleton columns={['h-96 lg:col-span-2', 'h-64']} />;
}

/** An unknown id: say so, and lead back to the list. */
export function AdminApplicationNotFound() {
  return (
    <div className="mx-auto max-w-md py-12 text-center">
      <h1 className="text-2xl font-bold">Application not found</h1>
      <p className="mt-2 text-slate-600">No application has this number. It may have been mistyped.</p>
      <div className="mt-6">
        <BackToList />
      </div>
    </div>
  );
}
