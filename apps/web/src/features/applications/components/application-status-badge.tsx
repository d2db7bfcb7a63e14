import type { ApplicationStatus } from '@store/shared';

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  under_review: 'Under Review',
  approved: 'Approved',
  rejected: 'Rejected',
};

const STATUS_CLASSES: Record<ApplicationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  under_review: 'bg-blue-100 text-blue-900 ring-blue-300',
  approved: 'bg-green-100 text-green-900 ring-green-300',
  rejected: 'bg-red-100 text-red-900 ring-red-300',
};

/** SPEC §4 application status; dark text on a light tint keeps every badge above 7:1 contrast. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const label = APPLICATION_STATUS_LABELS[status] ?? String(status);
  const className = STATUS_CLASSES[status] ?? 'bg-slate-100 text-slate-800 ring-slate-300';
  return <span className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${className}`}>{label}</span>;
}
