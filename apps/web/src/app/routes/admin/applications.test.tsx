import type { AdminApplicationPage } from '@store/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, makeAdminApplication, signIn } from '@/test/application-fixtures';
import { fetchedUrls, renderRoutes, stubFetch } from '@/test/render';
import { AdminApplicationsPage } from './applications';
import { AdminLayout } from './layout';

const loan = makeAdminApplication({
  _id: '6650f1c2a9b8e4d3c2b1b777',
  type: 'loan',
  subType: 'gold',
  status: 'under_review',
  createdAt: '2025-03-02T20:00:00.000Z', // 3 March in India
  personalInfo: { ...makeAdminApplication().personalInfo, fullName: 'Arjun Mehta', phone: '9123456780' },
  specificDetails: { loanAmount: 150000, loanTenure: 12, goldWeight: 60, goldPurity: '22k', ornamentType: 'Bangles' },
});
const health = makeAdminApplication();

function renderList(
  url = '/admin/applications',
  answer: (url: URL) => AdminApplicationPage = () => ({ applications: [loan, health], total: 2, totalPages: 1, page: 1 }),
) {
  signIn(admin);
  const fetchMock = stubFetch((request) => {
    if (request.pathname === '/api/auth/me') return { body: admin };
    if (request.pathname === '/api/admin/applications') return { body: answer(request) };
    return { status: 404, body: { message: 'Not found' } };
  });
  const rendered = renderRoutes([{ path: '/admin', element: <AdminLayout />, children: [{ path: 'applications', element: <AdminApplicationsPage /> }] }], url);
  return { ...rendered, fetchMock };
}

/** The query strings the list was asked for, in order. */
const listQueries = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchedUrls(fetchMock)
    .filter((url) => url.pathname === '/api/admin/applications')
    .map((url) => url.search);

describe('AdminApplicationsPage', () => {
  it('lists each application: its number linking to it, the applicant, the plan, the date and the status', async () => {
    renderList();
    const table = await screen.findByRole('table', { name: 'Applications' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: '#c2b1b777' })).toHaveAttribute('href', `/admin/applications/${loan._id}`);
    expect(first).toHaveTextContent('Arjun Mehta');
    expect(first).toHaveTextContent('9123456780');
    expect(first).toHaveTextContent('Gold Loan');
    expect(first).toHaveTextContent('3 Mar 2025');
    expect(within(first!).getByText('Under Review')).toBeInTheDocument();
    expect(within(second!).getByRole('link', { name: '#c2b1a0f9' })).toHaveAttribute('href', `/admin/applications/${health._id}`);
    expect(second).toHaveTextContent('Health Insurance');
    expect(within(second!).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('2 applications')).toBeInTheDocument();
  });

  it('asks the server for what the filters say, and keeps them in the address bar', async () => {
    const { user, fetchMock, router } = renderList();
    await screen.findByRole('table', { name: 'Applications' });
    expect(listQueries(fetchMock)).toEqual(['']);

    await user.selectOptions(screen.getByLabelText('Type'), 'Loan');
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toBe('?type=loan'));
    // The plan list follows the type: loans only.
    const plans = within(screen.getByLabelText('Plan'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(plans).toEqual(['All plans', 'Personal Loan', 'Home Loan', 'Business Loan', 'Gold Loan', 'Secured Loan', 'Unsecured Loan']);

    await user.selectOptions(screen.getByLabelText('Plan'), 'Gold Loan');
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toBe('?type=loan&subType=gold'));
    await user.selectOptions(screen.getByLabelText('Status'), 'Under Review');
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toBe('?type=loan&subType=gold&status=under_review'));
    expect(router.state.location.search).toBe('?type=loan&subType=gold&status=under_review');

    // Another type drops a plan that is not one of its own.
    await user.selectOptions(screen.getByLabelText('Type'), 'Insurance');
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toBe('?type=insurance&status=under_review'));
    expect(screen.getByLabelText('Plan')).toHaveValue('');
  });

  it('sets the type from a plan chosen with no type, and reads filters and page from the address', async () => {
    const { user, fetchMock } = renderList('/admin/applications?status=pending&page=2', () => ({ applications: [health], total: 21, totalPages: 2, page: 2 }));
    await screen.findByRole('table', { name: 'Applications' });
    expect(listQueries(fetchMock)).toEqual(['?status=pending&page=2']);
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/admin/applications?status=pending');

    await user.selectOptions(screen.getByLabelText('Plan'), 'Vehicle Insurance');
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toBe('?type=insurance&subType=vehicle&status=pending'));
    expect(screen.getByLabelText('Type')).toHaveValue('insurance');
  });

  it('says when no application matches', async () => {
    renderList('/admin/applications?status=rejected', () => ({ applications: [], total: 0, totalPages: 0, page: 1 }));
    expect(await screen.findByText('No applications found')).toBeInTheDocument();
    expect(screen.getByText('No application matches these filters. Try another type, plan or status.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
