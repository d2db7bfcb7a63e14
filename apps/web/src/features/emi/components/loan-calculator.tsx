import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMI_FOIR_PERCENT,
  EMI_MESSAGES,
  emiBreakdown,
  emiCalculatorSchema,
  emiEligibilitySchema,
  formatPaise,
  loanForEmiPaise,
  maxAffordableEmiPaise,
  type EmiCalculatorValues,
  type EmiEligibilityValues,
} from '@store/shared';
import { useForm, useWatch } from 'react-hook-form';
import { TextField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';

/** "1,00,000", "₹ 50000": what a person may type; anything else is left for the schema to refuse. */
const toNumber = (typed: unknown): number | undefined => {
  const text = String(typed ?? '').replace(/[₹,\s%]/g, '');
  return text === '' ? undefined : Number(text);
};

/** A starting example only (the brief's ₹1,00,000 at 12% for a year): the person types their lender's figures. */
const CALCULATOR_START: EmiCalculatorValues = { amount: 100_000, annualRatePercent: 12, tenureMonths: 12 };

function Figure({ label, value, testId, strong = false }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className={`mt-0.5 tabular-nums ${strong ? 'text-xl font-bold text-slate-900' : 'text-base font-semibold text-slate-800'}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The loan pages' EMI calculator and eligibility estimate, worked out in the browser with the shared
 * formula as the figures are typed (nothing is sent). The eligibility uses the FOIR most lenders
 * quote and says plainly that it is an estimate, not an offer.
 */
export function LoanCalculator({ loanTitle }: { loanTitle: string }) {
  const calculator = useForm<EmiCalculatorValues>({ resolver: zodResolver(emiCalculatorSchema), defaultValues: CALCULATOR_START, mode: 'onChange' });
  const eligibility = useForm<EmiEligibilityValues>({ resolver: zodResolver(emiEligibilitySchema), mode: 'onChange' });
  const loan = emiCalculatorSchema.safeParse(useWatch({ control: calculator.control }));
  const income = emiEligibilitySchema.safeParse(useWatch({ control: eligibility.control }));

  const result = loan.success ? emiBreakdown(Math.round(loan.data.amount * 100), loan.data.annualRatePercent, loan.data.tenureMonths) : undefined;
  const maxEmi = income.success ? maxAffordableEmiPaise(Math.round(income.data.monthlyIncome * 100), Math.round(income.data.existingEmis * 100)) : undefined;
  const maxLoan = maxEmi !== undefined && loan.success ? loanForEmiPaise(maxEmi, loan.data.annualRatePercent, loan.data.tenureMonths) : undefined;
  const errors = calculator.formState.errors;
  const incomeErrors = eligibility.formState.errors;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel title="EMI calculator" description={`Work out the monthly instalment of a ${loanTitle.toLowerCase()} at the rate your lender quotes.`}>
        <form noValidate onSubmit={(event) => event.preventDefault()} className="grid gap-4 sm:grid-cols-3" aria-label="EMI calculator">
          <TextField
            label="Amount to borrow (₹)"
            inputMode="numeric"
            autoComplete="off"
            error={errors.amount?.message}
            {...calculator.register('amount', { setValueAs: toNumber })}
          />
          <TextField
            label="Interest rate (% p.a.)"
            inputMode="decimal"
            autoComplete="off"
            error={errors.annualRatePercent?.message}
            {...calculator.register('annualRatePercent', { setValueAs: toNumber })}
          />
          <TextField
            label="Repay over (months)"
            inputMode="numeric"
            autoComplete="off"
            error={errors.tenureMonths?.message}
            {...calculator.register('tenureMonths', { setValueAs: toNumber })}
          />
        </form>
        <dl className="mt-4 grid gap-3 sm:grid-cols-3" aria-live="polite">
          <Figure label="Monthly EMI" value={result ? formatPaise(result.monthlyPaise) : '—'} testId="calculator-emi" strong />
          <Figure label="Total interest" value={result ? formatPaise(result.interestPaise) : '—'} testId="calculator-interest" />
          <Figure label="Total payable" value={result ? formatPaise(result.totalPaise) : '—'} testId="calculator-total" />
        </dl>
        <p className="mt-3 text-xs text-slate-600">
          EMI = P × r × (1 + r)<sup>n</sup> ÷ ((1 + r)<sup>n</sup> − 1), with r the monthly rate and n the months; rounded to the paisa. Processing fees and GST
          on them are not included.
        </p>
      </Panel>

      <Panel
        title="How much could you borrow?"
        description={`An estimate at a FOIR of ${EMI_FOIR_PERCENT}%: lenders usually let all your EMIs together take up to ${EMI_FOIR_PERCENT}% of your net monthly income.`}
      >
        <form noValidate onSubmit={(event) => event.preventDefault()} className="grid gap-4 sm:grid-cols-2" aria-label="Eligibility estimate">
          <TextField
            label="Take-home pay per month (₹)"
            inputMode="numeric"
            autoComplete="off"
            error={incomeErrors.monthlyIncome?.message}
            {...eligibility.register('monthlyIncome', { setValueAs: toNumber })}
          />
          <TextField
            label="EMIs you already pay per month (₹)"
            inputMode="numeric"
            autoComplete="off"
            hint="0 if you have none"
            error={incomeErrors.existingEmis?.message}
            {...eligibility.register('existingEmis', { setValueAs: toNumber })}
          />
        </form>
        <dl className="mt-4 grid gap-3 sm:grid-cols-2" aria-live="polite">
          <Figure label="Largest new EMI" value={maxEmi !== undefined ? formatPaise(maxEmi) : '—'} testId="eligibility-emi" strong />
          <Figure
            label={loan.success ? `Loan it repays at ${loan.data.annualRatePercent}% over ${loan.data.tenureMonths} months` : 'Loan it repays'}
            value={maxLoan !== undefined ? formatPaise(maxLoan) : '—'}
            testId="eligibility-loan"
          />
        </dl>
        {maxEmi === 0 && <p className="mt-3 text-sm font-medium text-amber-800">Your existing EMIs already take {EMI_FOIR_PERCENT}% of your income or more.</p>}
        <p className="mt-3 text-xs text-slate-600">
          Income × {EMI_FOIR_PERCENT}% − existing EMIs. {EMI_MESSAGES.estimateOnly}
        </p>
      </Panel>
    </div>
  );
}
