import type { OrderStatus } from '@store/shared';
import { Link } from 'react-router';
import { AlertIcon, CheckIcon } from '@/components/ui/icons';
import { TRACKER_STEPS } from '../order-format';

/**
 * SPEC §2, §4: five steps from Order Placed to Delivered, highlighted up to the order's status. A
 * cancelled order has no place on it: a notice says so instead.
 */
export function OrderTracker({ status }: { status: OrderStatus }) {
  if (status === 'cancelled') {
    return (
      <div className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800" data-testid="order-cancelled">
        <AlertIcon className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">This order was cancelled.</p>
          <p className="mt-0.5">
            Questions about it?{' '}
            <Link to="/support" className="font-medium underline hover:no-underline">
              Our support team can help
            </Link>
            .
          </p>
        </div>
      </div>
    );
  }

  const current = TRACKER_STEPS.findIndex((step) => step.status === status);
  return (
    <ol className="flex flex-col gap-3 sm:flex-row sm:gap-0" aria-label="Order progress">
      {TRACKER_STEPS.map((step, index) => {
        const reached = index <= current;
        const state = index < current ? 'completed' : index === current ? 'current' : 'upcoming';
        return (
          <li
            key={step.status}
            aria-current={index === current ? 'step' : undefined}
            data-state={state}
            className="relative flex items-center gap-3 sm:flex-1 sm:flex-col sm:gap-2 sm:text-center"
          >
            {/* The connector to the previous step: a column on phones, a row from sm up. */}
            {index > 0 && (
              <span
                aria-hidden="true"
                className={`absolute -top-3 left-4 h-3 w-0.5 sm:top-4 sm:right-1/2 sm:left-auto sm:h-0.5 sm:w-full ${reached ? 'bg-brand-600' : 'bg-slate-200'}`}
              />
            )}
            <span
              aria-hidden="true"
              className={`relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold ${
                reached ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-500'
              } ${index === current ? 'ring-4 ring-brand-100' : ''}`}
            >
              {index < current ? <CheckIcon className="size-4" /> : index + 1}
            </span>
            <span className={`text-sm ${reached ? 'font-semibold text-slate-900' : 'text-slate-600'}`}>
              {step.label}
              <span className="sr-only">{state === 'completed' ? ' (done)' : state === 'current' ? ' (current step)' : ' (to come)'}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
