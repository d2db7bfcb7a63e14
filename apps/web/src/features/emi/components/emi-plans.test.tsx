import { cheapestEmi, emiPlansFor, type EmiOption } from '@store/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchedUrls, renderRoutes, stubFetch } from '@/test/render';
import { EmiFrom } from './emi-from';
import { EmiPlans } from './emi-plans';

const option = (bank: string, bankName: string, tenureMonths: number, annualRatePercent: number, minAmountPaise: number, noCost = false): EmiOption => ({
  bank,
  bankName,
  cardKind: bank.endsWith('_DC') ? 'debit' : 'credit',
  tenureMonths,
  annualRatePercent,
  minAmountPaise,
  noCost,
});

const OPTIONS = [
  option('HDFC', 'HDFC Bank', 3, 15, 3000_00, true),
  option('HDFC', 'HDFC Bank', 12, 15, 3000_00),
  option('ICIC', 'ICICI Bank', 6, 13.99, 1500_00),
  option('ICIC', 'ICICI Bank', 24, 14.99, 1500_00),
  option('AMEX', 'American Express', 24, 14, 5000_00),
];

afterEach(() => vi.unstubAllGlobals());

function stubGateway() {
  return stubFetch((url) => {
    if (url.pathname === '/api/payments/emi-rates') return { body: { options: OPTIONS } };
    if (url.pathname === '/api/payments/emi-plans') {
      const amountPaise = Math.round(Number(url.searchParams.get('amount')) * 100);
      const plans = emiPlansFor(OPTIONS, amountPaise);
      return { body: { amountPaise, plans, cheapest: cheapestEmi(plans) } };
    }
    return { status: 404, body: { message: 'not found' } };
  });
}

describe('EMI on product cards', () => {
  it('one request for a whole grid; each card its cheapest plan, said honestly; nothing below every bank’s minimum', async () => {
    const fetch = stubGateway();
    renderRoutes([
      {
        path: '/',
        element: (
          <ul>
            <li data-testid="laptop">
              <EmiFrom amountRupees={59_999} />
            </li>
            <li data-testid="mouse">
              <EmiFrom amountRupees={2_000} />
            </li>
            <li data-testid="cable">
              <EmiFrom amountRupees={499} />
            </li>
          </ul>
        ),
      },
    ]);
    expect(await within(screen.getByTestId('laptop')).findByTestId('emi-from')).toHaveTextContent(
      'EMI from ₹2,880.72/month with American Express credit card, 24 months, 14% p.a.; interest charged by your bank',
    );
    // ₹2,000 meets only ICICI's minimum (₹1,500): its 24 months is the lowest monthly amount.
    expect(within(screen.getByTestId('mouse')).getByTestId('emi-from')).toHaveTextContent('with ICICI Bank credit card, 24 months, 14.99% p.a.');
    expect(within(screen.getByTestId('cable')).queryByTestId('emi-from')).toBeNull();
    expect(fetchedUrls(fetch).map((url) => url.pathname)).toEqual(['/api/payments/emi-rates']);
  });

  it('shows nothing when the plans cannot be had', async () => {
    const fetch = stubFetch(() => ({ status: 503, body: { message: 'EMI plans are not available right now.' } }));
    renderRoutes([{ path: '/', element: <EmiFrom amountRupees={59_999} /> }]);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('emi-from')).toBeNull();
  });
});

describe('the product page’s EMI plan table', () => {
  it('opens on the cheapest plan’s bank with tenure, rate, monthly, interest and total; all banks add a bank column', async () => {
    const fetch = stubGateway();
    const { user } = renderRoutes([{ path: '/', element: <EmiPlans amountRupees={60_000} /> }]);
    expect(await screen.findByTestId('emi-from')).toHaveTextContent('EMI from ₹2,880.77/month with American Express credit card, 24 months, 14% p.a.');
    expect(fetchedUrls(fetch)[0]!.search).toBe('?amount=60000');

    const toggle = screen.getByRole('button', { name: 'View EMI plans' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide EMI plans' })).toHaveAttribute('aria-expanded', 'true');

    const table = screen.getByRole('table', { name: 'American Express credit card EMI on ₹60,000' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tenure', 'Rate p.a.', 'Monthly', 'Interest', 'Total']);
    const amex = within(table).getAllByRole('row').slice(1);
    expect(
      amex.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([['24 mo', '14%', '₹2,880.77', '₹9,138.48', '₹69,138.48']]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Card' }), 'All banks');
    const all = screen.getByRole('table', { name: 'Card EMI on ₹60,000' });
    expect(within(all).getAllByRole('columnheader')[0]).toHaveTextContent('Bank');
    const rows = within(all).getAllByRole('row').slice(1);
    expect(rows.map((row) => `${within(row).getByRole('rowheader').textContent} ${within(row).getAllByRole('cell')[0]!.textContent}`)).toEqual([
      'American Express 24 mo',
      'HDFC Bank 3 mo',
      'HDFC Bank 12 mo',
      'ICICI Bank 6 mo',
      'ICICI Bank 24 mo',
    ]);
    // HDFC's 3 months is configured no-cost: marked so, with its upfront discount; the others are not.
    expect(rows[1]).toHaveTextContent('No-cost');
    expect(rows[1]).toHaveTextContent(/−₹[\d,.]+ discount/);
    expect(rows.filter((row) => row.textContent!.includes('No-cost'))).toHaveLength(1);
    expect(screen.getByText(/Interest is charged by your bank; the shop does not add any\./)).toBeInTheDocument();
  });

  it('shows nothing for a price no bank converts', async () => {
    const fetch = stubGateway();
    renderRoutes([{ path: '/', element: <EmiPlans amountRupees={999} /> }]);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('emi-plans')).toBeNull();
  });
});
