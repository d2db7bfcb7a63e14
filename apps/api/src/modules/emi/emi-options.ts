import { EMI_BANK_NAMES, emiCardKind, type EmiOption } from '@store/shared';
import type { RazorpayMethods } from '../payments';

/** A bank and tenure the shop makes no-cost (config EMI_NO_COST). */
export type NoCostPlan = { bank: string; months: number };

const usable = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * The card EMI plans in a methods answer's `emi_options`, one per bank and tenure. An entry that is
 * not a plan (a missing or negative number) is left out rather than shown wrong. Razorpay's own
 * documented sample lists some tenures of a bank twice at different rates (Axis Bank's 3 months at 12%
 * and 13%): the higher rate is kept, so the shop never shows a bank's EMI as cheaper than it may be.
 * No-cost only where the shop configured it, whatever the gateway's `subvention` says.
 */
export function emiOptionsFromMethods(methods: RazorpayMethods, noCost: readonly NoCostPlan[] = []): EmiOption[] {
  if (methods.emi === false || !methods.emi_options || typeof methods.emi_options !== 'object') return [];
  const byKey = new Map<string, EmiOption>();
  for (const [bank, plans] of Object.entries(methods.emi_options)) {
    if (!Array.isArray(plans)) continue;
    const bankName = EMI_BANK_NAMES[bank] ?? methods.netbanking?.[bank] ?? bank;
    for (const plan of plans) {
      if (!plan || !usable(plan.duration) || !Number.isInteger(plan.duration) || plan.duration < 1 || !usable(plan.interest) || !usable(plan.min_amount))
        continue;
      const key = `${bank}/${plan.duration}`;
      const known = byKey.get(key);
      if (known && known.annualRatePercent >= plan.interest) continue;
      byKey.set(key, {
        bank,
        bankName,
        cardKind: emiCardKind(bank),
        tenureMonths: plan.duration,
        annualRatePercent: plan.interest,
        minAmountPaise: Math.round(plan.min_amount),
        noCost: noCost.some((chosen) => chosen.bank === bank && chosen.months === plan.duration),
      });
    }
  }
  return [...byKey.values()].sort((a, b) => a.bankName.localeCompare(b.bankName) || a.bank.localeCompare(b.bank) || a.tenureMonths - b.tenureMonths);
}
