import type { Application } from '@store/shared';
import { CheckIcon, CloseIcon } from '@/components/ui/icons';
import { formatIndianDateTime } from '@/lib/dates';
import { timelineSteps, type TimelineStepState } from '../application-timeline';

const SPOKEN_STATE: Record<TimelineStepState, string> = { done: 'done', current: 'current step', upcoming: 'to come' };

/**
 * The application's way so far, top to bottom (it reads the same on a phone and a desktop): each step
 * reached with its date and time, the ones to come marked Pending.
 */
export function ApplicationTimeline({
  application,
  label = 'Application progress',
}: {
  application: Pick<Application, 'status' | 'createdAt' | 'statusHistory'>;
  label?: string;
}) {
  const steps = timelineSteps(application);
  return (
    <ol aria-label={label}>
      {steps.map((step, index) => {
        const reached = step.state !== 'upcoming';
        const rejected = step.status === 'rejected';
        const approved = step.status === 'approved' && reached;
        const isLast = index === steps.length - 1;
        return (
          <li
            key={step.label}
            data-state={step.state}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className="relative flex gap-3 pb-6 last:pb-0"
          >
            {!isLast && (
              <span
                aria-hidden="true"
                className={`absolute top-8 bottom-0 left-4 w-0.5 -translate-x-1/2 ${steps[index + 1]!.state !== 'upcoming' ? 'bg-brand-600' : 'bg-slate-200'}`}
              />
            )}
            <span
              aria-hidden="true"
              className={`relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold ${
                !reached
                  ? 'border-slate-300 bg-white text-slate-500'
                  : rejected
                    ? 'border-red-600 bg-red-600 text-white'
                    : approved
                      ? 'border-green-600 bg-green-600 text-white'
                      : 'border-brand-600 bg-brand-600 text-white'
              } ${step.state === 'current' ? (rejected ? 'ring-4 ring-red-100' : approved ? 'ring-4 ring-green-100' : 'ring-4 ring-brand-100') : ''}`}
            >
              {!reached ? index + 1 : rejected ? <CloseIcon className="size-4" /> : <CheckIcon className="size-4" />}
            </span>
            <div className="min-w-0 pt-1">
              <p className={`text-sm ${reached ? 'font-semibold text-slate-900' : 'text-slate-700'}`}>
                {step.label}
                <span className="sr-only"> ({SPOKEN_STATE[step.state]})</span>
              </p>
              <p className="mt-0.5 text-sm text-slate-600">{step.at ? <time dateTime={step.at}>{formatIndianDateTime(step.at)}</time> : 'Pending'}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
