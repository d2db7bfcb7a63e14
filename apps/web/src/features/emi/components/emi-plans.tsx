import { EMI_MESSAGES, formatPaise, formatRate, formatRupees, type EmiPlan } from '@store/shared';
import { useId, useState } from 'react';
import { controlClasses } from '@/components/ui/form-field';
import { useEmiPlans } from '../api/get-emi-plans';
import { EmiFromLine } from './emi-from';

const ALL = 'all';

/** The plan table: bank (when all banks are shown), tenure, rate, monthly amount, interest and total. */
export function EmiPlanTable({ plans, amountRupees, initialBank = ALL }: { plans: EmiPlan[]; amountRupees: number; initialBank?: string }) {
  const banks = [...new Map(plans.map((plan) => [plan.bank, plan])).values()];
  const [bank, setBank] = useState<string>(initialBank);
  const selectId = useId();
  const shown = bank === ALL ? plans : plans.filter((plan) => plan.bank === bank);
  const chosen = banks.find((plan) => plan.bank === bank);
  const anyNoCost = shown.some((plan) => plan.noCost);

  return (
    <div className="space-y-3">
      <div className="max-w-xs">
        <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-slate-800">
          Card
        </label>
        <select id={selectId} value={bank} onChange={(event) => setBank(event.target.value)} className={controlClasses(false, 'h-11')}>
          <option value={ALL}>All banks</option>
          {banks.map((plan) => (
            <option key={plan.bank} value={plan.bank}>
              {plan.bankName} {plan.cardKind} card
            </option>
          ))}
        </select>
      </div>
      {/* All banks add a column: on a phone the table then scrolls inside its box, never the page. */}
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-xs tabular-nums sm:text-sm">
          <caption className="mb-2 text-left text-sm text-slate-600">
            {chosen ? `${chosen.bankName} ${chosen.cardKind} card EMI` : 'Card EMI'} on {formatRupees(amountRupees)}
          </caption>
          <thead>
            <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
              {!chosen && (
                <th scope="col" className="py-2 pr-2 font-semibold">
                  Bank
                </th>
              )}
              <th scope="col" className="py-2 pr-2 font-semibold">
                Tenure
              </th>
              <th scope="col" className="py-2 pr-2 font-semibold">
                Rate p.a.
              </th>
              <th scope="col" className="py-2 pr-2 text-right font-semibold">
                Monthly
              </th>
              <th scope="col" className="py-2 pr-2 text-right font-semibold">
                Interest
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((plan) => (
              <tr key={`${plan.bank}/${plan.tenureMonths}`} className="border-b border-slate-100 align-top">
                {!chosen && (
                  <th scope="row" className="py-2 pr-2 font-medium text-slate-900">
                    {plan.bankName}
                    {plan.cardKind === 'debit' && <span className="block text-xs font-normal text-slate-600">Debit card</span>}
                  </th>
                )}
                <td className="py-2 pr-2">{plan.tenureMonths} mo</td>
                <td className="py-2 pr-2">
                  {formatRate(plan.annualRatePercent)}
                  {plan.noCost && <span className="mt-0.5 block text-xs font-semibold text-emerald-800">No-cost</span>}
                </td>
                <td className="py-2 pr-2 text-right font-semibold text-slate-900">{formatPaise(plan.monthlyPaise)}</td>
                <td className="py-2 pr-2 text-right">
                  {formatPaise(plan.interestPaise)}
                  {plan.noCost && <span className="block text-xs text-emerald-800">−{formatPaise(plan.discountPaise)} discount</span>}
                </td>
                <td className="py-2 text-right">{formatPaise(plan.totalPaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-slate-600">
        {EMI_MESSAGES.bankCharges} Monthly amounts are rounded to the paisa; total = monthly × months. Your bank&apos;s statement is final.
        {anyNoCost && ' No-cost EMI: the bank’s interest is taken off the price upfront, so the instalments add up to the price.'}
      </p>
    </div>
  );
}

/**
 * The product page's EMI: "EMI from ₹x/month" and a button opening the plan table. Shows nothing when
 * no bank's minimum is met, or while the gateway's plans cannot be had.
 */
export function EmiPlans({ amountRupees }: { amountRupees: number }) {
  const query = useEmiPlans(amountRupees);
  const [open, setOpen] = useState(false);
  const regionId = useId();
  if (!query.data?.cheapest) return null;
  return (
    <div className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4" data-testid="emi-plans">
      <EmiFromLine plan={query.data.cheapest} size="md" />
      <button
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((was) => !was)}
        className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {open ? 'Hide EMI plans' : 'View EMI plans'}
      </button>
      {open && (
        <div id={regionId} role="region" aria-label="EMI plans">
          <EmiPlanTable plans={query.data.plans} amountRupees={amountRupees} initialBank={query.data.cheapest.bank} />
        </div>
      )}
    </div>
  );
}
