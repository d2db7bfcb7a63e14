import type { Application, ApplicationStatus } from '@store/shared';

export type TimelineStepState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  status: ApplicationStatus;
  label: string;
  /** When the application reached this step; none for a step still to come. */
  at?: string;
  state: TimelineStepState;
}

/** Where each status sits on the way: submitted, in review, decided. */
const POSITION: Record<ApplicationStatus, number> = { pending: 0, under_review: 1, approved: 2, rejected: 2 };

/**
 * SPEC §4 as three steps, Submitted → Under review → Approved or Rejected, dated from the status
 * history. The last step is named by the decision once there is one, and 'Decision' until then.
 */
export function timelineSteps(application: Pick<Application, 'status' | 'createdAt' | 'statusHistory'>): TimelineStep[] {
  const current = POSITION[application.status];
  // A status reached twice (never, today) dates from its latest arrival.
  const reachedAt = (status: ApplicationStatus) => application.statusHistory.findLast((entry) => entry.status === status)?.at;
  const decided = application.status === 'approved' || application.status === 'rejected';
  const steps: Omit<TimelineStep, 'state'>[] = [
    { status: 'pending', label: 'Submitted', at: reachedAt('pending') ?? application.createdAt },
    { status: 'under_review', label: 'Under review', at: current >= 1 ? reachedAt('under_review') : undefined },
    decided
      ? { status: application.status, label: application.status === 'approved' ? 'Approved' : 'Rejected', at: reachedAt(application.status) }
      : { status: 'approved', label: 'Decision' },
  ];
  return steps.map((step, index) => ({ ...step, state: index < current ? 'done' : index === current ? 'current' : 'upcoming' }));
}
