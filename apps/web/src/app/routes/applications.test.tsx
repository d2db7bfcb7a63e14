import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeApplication } from '@/test/application-fixtures';
import { renderRoutes, stubFetch } from '@/test/render';
import { priya } from '@/test/user-fixtures';
import { ApplicationsPage } from './applications';
import { expectConsoleError } from '@/test/console';

function renderApplications({ signedIn = true, answer }: { signedIn?: boolean; answer?: () => { status?: number; body: unknown } } = {}) {
  if (signedIn) {
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('user', JSON.stringify(priya));
  }
  const fetchMock = stubFetch((url) => {
    if (url.pathname === '/api/auth/me') return { body: priya };
    if (url.pathname === '/api/applications/my-applications') return answer?.() ?? { body: [] };
    return { status: 404, body: { message: 'Not found' } };
  });
  const rendered = renderRoutes([{ path: '/applications', element: <ApplicationsPage /> }], '/applications');
  return { ...rendered, fetchMock };
}

const listCalls = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.filter(([input]) => String(input) === '/api/applications/my-applications');

describe('ApplicationsPage', () => {
  it('asks guests to log in, with a way back here, and loads nothing', () => {
    const { fetchMock } = renderApplications({ signedIn: false });
    expect(screen.getByRole('heading', { level: 1, name: 'My Applications' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Please Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?redirect=/applications');
    expect(screen.queryByText('Your Applications')).toBeNull();
    expect(listCalls(fetchMock)).toHaveLength(0);
  });

  it('links to all nine application forms', () => {
    renderApplications();
    const apply = screen.getByRole('region', { name: 'Apply for New Services' });
    expect(
      within(apply)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Health Insurance', '/insurance/health'],
      ['Vehicle Insurance', '/insurance/vehicle'],
      ['Life Insurance', '/insurance/life'],
      ['Personal Loan', '/loan/personal'],
      ['Home Loan', '/loan/home'],
      ['Business Loan', '/loan/business'],
      ['Gold Loan', '/loan/gold'],
      ['Secured Loan', '/loan/secured'],
      ['Unsecured Loan', '/loan/unsecured'],
    ]);
  });

  it("shows a skeleton while loading, then 'No applications yet'", async () => {
    const { fetchMock } = renderApplications();
    const list = screen.getByRole('region', { name: 'Your Applications' });
    expect(within(list).getByRole('status')).toHaveTextContent('Loading your applications');
    expect(await within(list).findByText('No applications yet')).toBeInTheDocument();
    expect(new Headers(listCalls(fetchMock)[0]?.[1]?.headers).get('Authorization')).toBe('Bearer tok-1');
  });

  it('lists each application: title, date, id tail, status, applicant, notes and masked details', async () => {
    const loan = makeApplication({
      _id: '6650f1c2a9b8e4d3c2b1b777',
      type: 'loan',
      subType: 'personal',
      status: 'under_review',
      createdAt: '2025-03-02T20:00:00.000Z', // 3 March in India
      adminNotes: 'Please bring your last three salary slips to the shop.',
      specificDetails: { loanAmount: 300000, loanTenure: 36, purpose: 'home_renovation', existingLoans: '' },
    });
    const { user } = renderApplications({ answer: () => ({ body: [loan, makeApplication()] }) });

    const [loanCard, healthCard] = await screen.findAllByRole('article');
    expect(within(loanCard!).getByRole('heading', { name: 'Personal Loan' })).toBeInTheDocument();
    expect(loanCard).toHaveTextContent('Applied on 3 Mar 2025');
    expect(loanCard).toHaveTextContent('#c2b1b777');
    expect(loanCard).not.toHaveTextContent('6650f1c2a9b8e4d3c2b1b777');
    expect(within(loanCard!).getByText('Under Review')).toBeInTheDocument();
    expect(within(loanCard!).getByText('Note from our team').nextElementSibling).toHaveTextContent('Please bring your last three salary slips');
    expect(within(loanCard!).getByRole('link', { name: 'View details of application #c2b1b777' })).toHaveAttribute('href', `/applications/${loan._id}`);

    expect(within(healthCard!).getByRole('heading', { name: 'Health Insurance' })).toBeInTheDocument();
    expect(healthCard).toHaveTextContent('Applied on 15 Jan 2025');
    expect(healthCard).toHaveTextContent('#c2b1a0f9');
    expect(within(healthCard!).getByText('Pending')).toBeInTheDocument();
    expect(within(healthCard!).queryByText('Note from our team')).toBeNull();
    for (const text of ['Priya Sharma', 'priya@example.in', '9876543210']) expect(within(healthCard!).getByText(text)).toBeInTheDocument();

    await user.click(within(loanCard!).getByText('Application details'));
    const value = (label: string) => within(loanCard!).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(value('PAN Number')).toHaveTextContent(/^XXXXXX234F$/);
    expect(value('Aadhar Number')).toHaveTextContent(/^XXXXXXXX0123$/);
    expect(value('Loan Amount')).toHaveTextContent('₹3,00,000');
    expect(value('Loan Tenure')).toHaveTextContent('36 months');
    expect(value('Purpose')).toHaveTextContent('Home Renovation');
    expect(value('Monthly Income')).toHaveTextContent('₹85,000');
  });

  it('masks PAN and Aadhaar even if an answer carried them in full', async () => {
    renderApplications({
      answer: () => ({
        body: [makeApplication({ financialInfo: { ...makeApplication().financialInfo, panNumber: 'ABCDE1234F', aadharNumber: '234567890123' } })],
      }),
    });
    const card = await screen.findByRole('article');
    expect(card).not.toHaveTextContent('ABCDE1234F');
    expect(card).not.toHaveTextContent('234567890123');
    expect(card).toHaveTextContent('XXXXXX234F');
  });

  it('only logs a load failure and shows the empty state', async () => {
    const logged = expectConsoleError(/^Failed to load applications/);
    renderApplications({ answer: () => ({ status: 500, body: { message: 'Internal server error' } }) });
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
    await waitFor(() => expect(logged).toContainEqual(['Failed to load applications', expect.anything()]));
  });
});
