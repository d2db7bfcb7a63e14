import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { LoanCalculator } from './loan-calculator';

const render = () => renderRoutes([{ path: '/', element: <LoanCalculator loanTitle="Personal Loan" /> }], '/', { withProviders: false });

async function retype(user: ReturnType<typeof render>['user'], label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
}

describe('the loan pages’ EMI calculator', () => {
  it('starts on ₹1,00,000 at 12% for 12 months: ₹8,884.88 a month, and works out what is typed', async () => {
    const { user } = render();
    expect(screen.getByTestId('calculator-emi')).toHaveTextContent('₹8,884.88');
    expect(screen.getByTestId('calculator-interest')).toHaveTextContent('₹6,618.56');
    expect(screen.getByTestId('calculator-total')).toHaveTextContent('₹1,06,618.56');

    await retype(user, 'Amount to borrow (₹)', '10,00,000');
    await retype(user, 'Interest rate (% p.a.)', '10.5');
    await retype(user, 'Repay over (months)', '120');
    expect(screen.getByTestId('calculator-emi')).toHaveTextContent('₹13,493.50');
    expect(screen.getByTestId('calculator-total')).toHaveTextContent('₹16,19,220.00');
    expect(screen.getByTestId('calculator-interest')).toHaveTextContent('₹6,19,220.00');
  });

  it('says what is wrong with a figure, and shows no result for it', async () => {
    const { user } = render();
    await retype(user, 'Repay over (months)', '1.5');
    expect(await screen.findByText('The tenure is a whole number of months')).toBeInTheDocument();
    expect(screen.getByLabelText('Repay over (months)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('calculator-emi')).toHaveTextContent('—');
  });
});

describe('the eligibility estimate (FOIR)', () => {
  it('₹50,000 take-home with ₹10,000 of EMIs leaves ₹15,000 at a FOIR of 50%, and the loan that repays at the calculator’s rate and tenure', async () => {
    const { user } = render();
    expect(screen.getByText(/An estimate at a FOIR of 50%/)).toBeInTheDocument();
    expect(screen.getByText(/This is an estimate, not a loan offer/)).toBeInTheDocument();
    expect(screen.getByTestId('eligibility-emi')).toHaveTextContent('—');

    await retype(user, 'Take-home pay per month (₹)', '50000');
    await retype(user, 'EMIs you already pay per month (₹)', '10000');
    expect(screen.getByTestId('eligibility-emi')).toHaveTextContent('₹15,000.00');
    expect(screen.getByText('Loan it repays at 12% over 12 months')).toBeInTheDocument();
    expect(screen.getByTestId('eligibility-loan')).toHaveTextContent('₹1,68,826.16');

    await retype(user, 'EMIs you already pay per month (₹)', '30000');
    expect(screen.getByTestId('eligibility-emi')).toHaveTextContent('₹0.00');
    expect(screen.getByText('Your existing EMIs already take 50% of your income or more.')).toBeInTheDocument();
  });
});
