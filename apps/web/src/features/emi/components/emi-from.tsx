import { cheapestEmi, emiCardLabel, emiPlansFor, formatPaise, formatRate, type EmiPlan } from '@store/shared';
import { useEmiRates } from '../api/get-emi-rates';

/** "EMI from ₹x/month" and, under it, which card, how long, at what rate and who charges the interest. */
export function EmiFromLine({ plan, size = 'sm' }: { plan: EmiPlan; size?: 'sm' | 'md' }) {
  return (
    <p className={size === 'sm' ? 'text-xs leading-snug text-slate-600' : 'text-sm text-slate-700'} data-testid="emi-from">
      {plan.noCost ? (
        <>
          <span className="font-semibold text-emerald-800">No-cost EMI {formatPaise(plan.monthlyPaise)}/month</span>{' '}
          <span>
            with {emiCardLabel(plan)}, {plan.tenureMonths} months; the bank&apos;s interest is given as an upfront discount of {formatPaise(plan.discountPaise)}
          </span>
        </>
      ) : (
        <>
          <span className="font-semibold text-slate-900">EMI from {formatPaise(plan.monthlyPaise)}/month</span>{' '}
          <span>
            with {emiCardLabel(plan)}, {plan.tenureMonths} months, {formatRate(plan.annualRatePercent)} p.a.; interest charged by your bank
          </span>
        </>
      )}
    </p>
  );
}

/**
 * A product card's "EMI from": worked out here from the banks' rates (one cached request for every
 * card), shown only when the price meets some bank's minimum; nothing while loading or on failure.
 */
export function EmiFrom({ amountRupees }: { amountRupees: number }) {
  const rates = useEmiRates();
  if (!rates.data) return null;
  const cheapest = cheapestEmi(emiPlansFor(rates.data.options, Math.round(amountRupees * 100)));
  return cheapest ? <EmiFromLine plan={cheapest} /> : null;
}
