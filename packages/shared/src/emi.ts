import { z } from 'zod';
import { EMI_MESSAGES } from './emi-rules';
import { formatCount } from './money';

/** EMI payloads (issue 27, point 5); the arithmetic is in emi-rules.ts. Money in paise. */

const paise = z.number().int().nonnegative();

/** One bank's plan for one tenure, before any amount: what GET /api/payments/emi-rates lists. */
export const emiOptionSchema = z.object({
  /** The gateway's code for the issuer (HDFC, ICIC, HDFC_DC …). */
  bank: z.string(),
  bankName: z.string(),
  cardKind: z.enum(['credit', 'debit']),
  tenureMonths: z.number().int().positive(),
  /** The bank's interest, percent a year (reducing balance). */
  annualRatePercent: z.number().nonnegative(),
  /** The smallest amount the bank converts to EMI. */
  minAmountPaise: paise,
  /** The shop gives the bank's interest back as an upfront discount (configured per bank and tenure; off by default). */
  noCost: z.boolean(),
});
export type EmiOption = z.infer<typeof emiOptionSchema>;

export const emiRatesResponseSchema = z.object({ options: z.array(emiOptionSchema) });
export type EmiRatesResponse = z.infer<typeof emiRatesResponseSchema>;

/** One plan for a given price. */
export const emiPlanSchema = emiOptionSchema.extend({
  /** The price being paid for. */
  amountPaise: paise,
  /** No-cost EMI only: the bank's interest, taken off the price upfront. */
  discountPaise: paise,
  /** What the bank lends: the price less any no-cost discount. */
  principalPaise: paise,
  monthlyPaise: paise,
  /** What the bank charges over the tenure (monthly × months − principal). */
  interestPaise: paise,
  /** Everything paid to the bank: monthly × months. */
  totalPaise: paise,
});
export type EmiPlan = z.infer<typeof emiPlanSchema>;

export const emiPlansResponseSchema = z.object({
  amountPaise: paise,
  /** Every plan whose bank's minimum the amount meets, by bank then tenure. */
  plans: z.array(emiPlanSchema),
  /** The lowest monthly amount among them, for "EMI from ₹x/month"; null when none applies. */
  cheapest: emiPlanSchema.nullable(),
});
export type EmiPlansResponse = z.infer<typeof emiPlansResponseSchema>;

const MAX_AMOUNT_RUPEES = 10_000_000;

/** GET /api/payments/emi-plans?amount=59999 (rupees, as the price is shown). */
export const emiPlansQuerySchema = z.object({
  amount: z.coerce
    .number({ error: EMI_MESSAGES.amountInvalid })
    .min(1, EMI_MESSAGES.amountInvalid)
    .max(MAX_AMOUNT_RUPEES, EMI_MESSAGES.amountInvalid)
    .refine((rupees) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6, EMI_MESSAGES.amountInvalid)
    .transform((rupees) => Math.round(rupees * 100)),
});

const rupees = (label: string, min: number, max: number) =>
  z
    .number({ error: `Enter ${label}` })
    .min(min, `${label[0]!.toUpperCase()}${label.slice(1)} must be at least ₹${formatCount(min)}`)
    .max(max, `${label[0]!.toUpperCase()}${label.slice(1)} must be at most ₹${formatCount(max)}`);

/** The loan pages' EMI calculator (rupees, percent a year, months). */
export const emiCalculatorSchema = z.object({
  amount: rupees('the loan amount', 1_000, 100_000_000),
  annualRatePercent: z.number({ error: 'Enter the interest rate' }).min(0, 'The rate cannot be negative').max(50, 'The rate must be at most 50% a year'),
  tenureMonths: z
    .number({ error: 'Enter the tenure' })
    .int('The tenure is a whole number of months')
    .min(1, 'The tenure must be at least 1 month')
    .max(360, 'The tenure must be at most 30 years'),
});
export type EmiCalculatorValues = z.infer<typeof emiCalculatorSchema>;

/** The loan pages' eligibility estimate: net monthly income and the EMIs already being paid (rupees). */
export const emiEligibilitySchema = z.object({
  monthlyIncome: rupees('your net monthly income', 1_000, 100_000_000),
  existingEmis: z
    .number({ error: 'Enter your existing EMIs (0 if none)' })
    .min(0, 'Existing EMIs cannot be negative')
    .max(100_000_000, 'Existing EMIs must be at most ₹10,00,00,000'),
});
export type EmiEligibilityValues = z.infer<typeof emiEligibilitySchema>;
