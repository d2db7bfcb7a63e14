import type { ApplicationStatus } from '@store/shared';

const STATUS: Record<ApplicationStatus, { label: string; className: string }> = {
  pending: { label: 'Pending', className: 'bg-amber-100 text-amber-900 ring-amber-300' },
  under_review: { label: 'Under Review', className: 'bg-blue-100 text-blue-900 ring-blue-300' },
  approved: { label: 'Approved', className: 'bg-green-100 text-green-900 ring-green-300' },
  rejected: { label: 'Rejected', className: 'bg-red-100 text-red-900 ring-red-300' },
};

/** SPEC §4 application status; dark text on a light tint keeps every badge above 7:1 contrast. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { label, className } = STATUS[status] ?? { label: String(status), className: 'bg-slate-100 text-slate-800 ring-slate-300' };
  return <span className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${className}`}>{label}</span>;
}
