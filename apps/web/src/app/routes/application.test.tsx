import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customer, makeApplication, signIn } from '@/test/application-fixtures';
import { renderRoutes, stubFetch } from '@/test/render';
import { ApplicationPage } from './application';
import { expectConsoleError } from '@/test/console';

const ID = '6650f1c2a9b8e4d3c2b1a0f9';

function renderApplication({ signedIn = true, answer }: { signedIn?: boolean; answer?: () => { status?: number; body: unknown } } = {}) {
  if (signedIn) signIn(customer);
  const fetchMock = stubFetch((url) => {
    if (url.pathname === '/api/auth/me') return { body: customer };
    if (url.pathname === `/api/applications/${ID}`) return answer?.() ?? { body: makeApplication() };
    return { status: 404, body: { message: 'Not found' } };
  });
  const rendered = renderRoutes([{ path: '/applications/:id', element: <ApplicationPage /> }], `/applications/${ID}`);
  return { ...rendered, fetchMock };
}

const applicationCalls = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.filter(([input]) => String(input) === `/api/applications/${ID}`);

describe('ApplicationPage', () => {
  it('asks a guest to log in, coming back here, and loads nothing', () => {
    const { fetchMock } = renderApplication({ signedIn: false });
    expect(screen.getByRole('heading', { level: 2, name: 'Please Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', `/login?redirect=/applications/${ID}`);
    expect(applicationCalls(fetchMock)).toHaveLength(0);
  });

  it('shows an approved application: title, id, status, the dated timeline, the note and the masked answers', async () => {
    const { fetchMock } = renderApplication({
      answer: () => ({
        body: makeApplication({
          status: 'approved',
          adminNotes: 'Documents verified. Your policy papers will reach you by post.',
          statusHistory: [
            { status: 'pending', at: '2025-01-15T06:30:00.000Z' },
            { status: 'under_review', at: '2025-01-16T04:00:00.000Z' },
            { status: 'approved', at: '2025-01-17T19:00:00.000Z' }, // 18 Jan in India
          ],
        }),
      }),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Health Insurance' })).toBeInTheDocument();
    expect(new Headers(applicationCalls(fetchMock)[0]?.[1]?.headers).get('Authorization')).toBe(`Bearer tok-${customer._id}`);
    const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(header).toHaveTextContent('Application ID #c2b1a0f9');
    expect(within(header).getByText('Approved')).toBeInTheDocument();

    const steps = within(screen.getByRole('list', { name: 'Application progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.dataset.state)).toEqual(['done', 'done', 'current']);
    expect(steps[0]).toHaveTextContent(/Submitted.*15 January 2025/);
    expect(steps[1]).toHaveTextContent(/Under review.*16 January 2025/);
    expect(steps[2]).toHaveTextContent(/Approved.*18 January 2025/);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');

    const note = screen.getByRole('region', { name: 'Note from our team' });
    expect(note).toHaveTextContent('Documents verified. Your policy papers will reach you by post.');

    const answers = screen.getByRole('region', { name: 'Your answers' });
    const value = (label: string) => within(answers).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(value('PAN Number')).toHaveTextContent(/^XXXXXX234F$/);
    expect(value('Aadhar Number')).toHaveTextContent(/^XXXXXXXX0123$/);
    expect(value('Coverage Amount')).toHaveTextContent('₹5,00,000');
    expect(screen.getByRole('link', { name: 'My Applications' })).toHaveAttribute('href', '/applications');
  });

  it('shows the steps still to come as pending, and no note section before the team writes one', async () => {
    renderApplication();
    const progress = await screen.findByRole('list', { name: 'Application progress' });
    const steps = within(progress).getAllByRole('listitem');
    expect(steps.map((step) => step.dataset.state)).toEqual(['current', 'upcoming', 'upcoming']);
    expect(steps[1]).toHaveTextContent(/Under review.*Pending/);
    expect(steps[2]).toHaveTextContent(/Decision.*Pending/);
    expect(screen.queryByRole('region', { name: 'Note from our team' })).toBeNull();
  });

  it('names a rejection on the last step', async () => {
    renderApplication({
      answer: () => ({
        body: makeApplication({
          status: 'rejected',
          statusHistory: [
            { status: 'pending', at: '2025-01-15T06:30:00.000Z' },
            { status: 'under_review', at: '2025-01-16T04:00:00.000Z' },
            { status: 'rejected', at: '2025-01-16T09:00:00.000Z' },
          ],
        }),
      }),
    });
    const steps = within(await screen.findByRole('list', { name: 'Application progress' })).getAllByRole('listitem');
    expect(steps[2]).toHaveTextContent(/Rejected.*16 January 2025/);
    expect(screen.queryByText('Approved')).toBeNull();
  });

  it("shows 'Application not found' with a way back for an id that is not theirs", async () => {
    expectConsoleError(/^Failed to load application/);
    renderApplication({ answer: () => ({ status: 404, body: { message: 'Application not found' } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Application not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Applications' })).toHaveAttribute('href', '/applications');
    expect(screen.queryByRole('list', { name: 'Application progress' })).toBeNull();
  });

  it('offers another try when loading fails for another reason', async () => {
    expectConsoleError(/^Failed to load application/);
    let fail = true;
    const { user } = renderApplication({ answer: () => (fail ? { status: 500, body: { message: 'Internal server error' } } : { body: makeApplication() }) });
    expect(await screen.findByRole('heading', { name: "We couldn't load this application" })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Health Insurance' })).toBeInTheDocument();
  });
});
