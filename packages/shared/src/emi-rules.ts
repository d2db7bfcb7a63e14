import type { EmiOption, EmiPlan } from './emi';
import { formatPaise } from './money';

/**
 * EMI rules (issue 27, point 5), without Zod (the home page's cards use them; Zod stays off it): card EMI plans as the payment gateway lists them (bank, tenure, annual
 * rate, the bank's minimum amount), the monthly amount by the standard reducing-balance formula, and
 * a loan calculator with an eligibility estimate. Money in paise. The monthly amount is rounded to the
 * paisa, as banks print it on a card statement; the total is that monthly amount times the months and
 * the interest is the total less the principal, so the three figures always add up.
 */

/**
 * The share of a net monthly income lenders commonly let all EMIs take (FOIR, fixed obligations to
 * income ratio): 50% is the figure most Indian banks quote for salaried borrowers (40–55% in practice).
 */
export const EMI_FOIR_PERCENT = 50;

/** Card issuers' names as Razorpay's methods answer codes them (its `emi_options` keys). */
export const EMI_BANK_NAMES: Readonly<Record<string, string>> = {
  AMEX: 'American Express',
  BARB: 'Bank of Baroda',
  CITI: 'Citibank',
  FDRL: 'Federal Bank',
  HDFC: 'HDFC Bank',
  HDFC_DC: 'HDFC Bank',
  HSBC: 'HSBC',
  ICIC: 'ICICI Bank',
  ICIC_DC: 'ICICI Bank',
  IDFB: 'IDFC FIRST Bank',
  INDB: 'IndusInd Bank',
  INDB_DC: 'IndusInd Bank',
  KKBK: 'Kotak Mahindra Bank',
  KKBK_DC: 'Kotak Mahindra Bank',
  RATN: 'RBL Bank',
  SBIN: 'SBI Card',
  SCBL: 'Standard Chartered',
  UTIB: 'Axis Bank',
  YESB: 'Yes Bank',
  onecard: 'OneCard',
};

/** Razorpay marks a debit card's EMI with a `_DC` suffix on the bank's code. */
export const emiCardKind = (bank: string): 'credit' | 'debit' => (bank.endsWith('_DC') ? 'debit' : 'credit');

export const EMI_MESSAGES = {
  amountInvalid: 'amount must be a price in rupees from ₹1 to ₹1,00,00,000, with at most two decimals',
  unavailable: 'EMI plans are not available right now. Please try again in a few minutes.',
  /** Said wherever an estimate is shown: the shop does not lend and promises no approval. */
  estimateOnly: 'This is an estimate, not a loan offer: the lender decides on your application, credit score and documents.',
  bankCharges: 'Interest is charged by your bank; the shop does not add any.',
} as const;

/** The instalment factor r(1+r)^n / ((1+r)^n − 1) for a monthly rate r; 1/n at no interest. */
function instalmentFactor(annualRatePercent: number, months: number): number {
  const r = annualRatePercent / 1200;
  if (r === 0) return 1 / months;
  const growth = (1 + r) ** months;
  return (r * growth) / (growth - 1);
}

/** The monthly instalment P·r·(1+r)^n / ((1+r)^n − 1), in paise, rounded to the paisa. */
export function emiMonthlyPaise(principalPaise: number, annualRatePercent: number, months: number): number {
  return Math.round(principalPaise * instalmentFactor(annualRatePercent, months));
}

/** A loan's monthly amount, total paid and interest, consistent with each other (see the top of this file). */
export function emiBreakdown(principalPaise: number, annualRatePercent: number, months: number) {
  const monthlyPaise = emiMonthlyPaise(principalPaise, annualRatePercent, months);
  const totalPaise = monthlyPaise * months;
  return { monthlyPaise, totalPaise, interestPaise: Math.max(0, totalPaise - principalPaise) };
}

/**
 * No-cost EMI: the shop takes the bank's interest off the price upfront, so the bank lends less and
 * the instalments add up to the price (to within the paise of rounding). The discount as a share of
 * the price is what Razorpay calls `merchant_payback`.
 */
export function noCostDiscountPaise(pricePaise: number, annualRatePercent: number, months: number): number {
  const principal = Math.round(pricePaise / (months * instalmentFactor(annualRatePercent, months)));
  return pricePaise - principal;
}

/** One option's plan for a price (whatever the bank's minimum; emiPlansFor filters). */
export function emiPlanFor(option: EmiOption, amountPaise: number): EmiPlan {
  const discountPaise = option.noCost ? noCostDiscountPaise(amountPaise, option.annualRatePercent, option.tenureMonths) : 0;
  const principalPaise = amountPaise - discountPaise;
  return { ...option, amountPaise, discountPaise, principalPaise, ...emiBreakdown(principalPaise, option.annualRatePercent, option.tenureMonths) };
}

/** The plans open to a price: each bank's tenures where the price meets its minimum, by bank name then tenure. */
export function emiPlansFor(options: readonly EmiOption[], amountPaise: number): EmiPlan[] {
  return options
    .filter((option) => amountPaise >= option.minAmountPaise)
    .map((option) => emiPlanFor(option, amountPaise))
    .sort((a, b) => a.bankName.localeCompare(b.bankName) || a.cardKind.localeCompare(b.cardKind) || a.tenureMonths - b.tenureMonths);
}

/** The plan with the lowest monthly amount (then the lower rate, then the bank's name); null for none. */
export function cheapestEmi(plans: readonly EmiPlan[]): EmiPlan | null {
  let best: EmiPlan | null = null;
  for (const plan of plans) {
    if (
      !best ||
      plan.monthlyPaise < best.monthlyPaise ||
      (plan.monthlyPaise === best.monthlyPaise &&
        (plan.annualRatePercent < best.annualRatePercent || (plan.annualRatePercent === best.annualRatePercent && plan.bankName < best.bankName)))
    )
      best = plan;
  }
  return best;
}

/** 15% or 12.99%: a rate as banks print it. */
export const formatRate = (percent: number): string => `${Number(percent.toFixed(2))}%`;

/** "HDFC Bank credit card" */
export const emiCardLabel = (plan: Pick<EmiOption, 'bankName' | 'cardKind'>): string => `${plan.bankName} ${plan.cardKind} card`;

/**
 * The one honest line for a price: which bank, how long, at what rate, and who charges the interest.
 * "No-cost" only for a plan the shop has configured as such.
 */
export function emiFromLabel(plan: EmiPlan): string {
  if (plan.noCost) {
    return `No-cost EMI ${formatPaise(plan.monthlyPaise)}/month with ${emiCardLabel(plan)}, ${plan.tenureMonths} months; the bank's interest is given as an upfront discount of ${formatPaise(plan.discountPaise)}`;
  }
  return `EMI from ${formatPaise(plan.monthlyPaise)}/month with ${emiCardLabel(plan)}, ${plan.tenureMonths} months, ${formatRate(plan.annualRatePercent)} p.a.; interest charged by your bank`;
}

/** The largest new EMI lenders would usually allow: income × FOIR − the EMIs already paid; never below 0. */
export function maxAffordableEmiPaise(monthlyIncomePaise: number, existingEmisPaise: number, foirPercent: number = EMI_FOIR_PERCENT): number {
  return Math.max(0, Math.floor((monthlyIncomePaise * foirPercent) / 100) - existingEmisPaise);
}

/** The loan a monthly amount repays at a rate over a tenure (the EMI formula turned round), in paise, rounded down. */
export function loanForEmiPaise(monthlyPaise: number, annualRatePercent: number, months: number): number {
  return Math.floor(monthlyPaise / instalmentFactor(annualRatePercent, months));
}
