import { APPLICATION_MESSAGES, type AdminApplication } from '@store/shared';
import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { admin, makeAdminApplication, signIn } from '@/test/application-fixtures';
import { renderRoutes, stubFetch } from '@/test/render';
import { AdminApplicationPage } from './application';
import { AdminLayout } from './layout';

const ID = '6650f1c2a9b8e4d3c2b1a0f9';
const PATH = `/api/admin/applications/${ID}`;

type Answer = { status?: number; body: unknown };

/** Renders the page; `patch` answers each PATCH from its body (default: the change applied). */
function renderDetail({
  application = makeAdminApplication(),
  patch,
  reveal = () => ({ body: { panNumber: 'ABCDE1234F', aadharNumber: '234567890123' } }),
  detail,
}: { application?: AdminApplication; patch?: (body: Record<string, unknown>) => Answer; reveal?: () => Answer; detail?: () => Answer } = {}) {
  signIn(admin);
  let current = application;
  const fetchMock = stubFetch((url, init) => {
    if (url.pathname === '/api/auth/me') return { body: admin };
    if (url.pathname === PATH && init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      if (patch) return patch(body);
      current = {
        ...current,
        ...body,
        statusHistory: [...current.statusHistory, ...(body.status ? [{ status: body.status, at: '2025-01-16T04:00:00.000Z' }] : [])],
      } as AdminApplication;
      return { body: current };
    }
    if (url.pathname === PATH) return detail?.() ?? { body: current };
    if (url.pathname === `${PATH}/reveal` && init?.method === 'POST') return reveal();
    return { status: 404, body: { message: 'Application not found' } };
  });
  const rendered = renderRoutes(
    [{ path: '/admin', element: <AdminLayout />, children: [{ path: 'applications/:id', element: <AdminApplicationPage /> }] }],
    `/admin/applications/${ID}`,
  );
  return { ...rendered, fetchMock };
}

const patches = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input) === PATH && init?.method === 'PATCH')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

const value = (scope: HTMLElement, label: string) => within(scope).getByText(label, { selector: 'dt' }).nextElementSibling;

describe('AdminApplicationPage', () => {
  it("shows the customer's account, every answer and the status, with PAN and Aadhaar masked", async () => {
    renderDetail({
      application: makeAdminApplication({
        status: 'under_review',
        statusHistory: [
          { status: 'pending', at: '2025-01-15T06:30:00.000Z' },
          { status: 'under_review', at: '2025-01-16T04:00:00.000Z' },
        ],
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Health Insurance' })).toBeInTheDocument();
    const account = screen.getByRole('region', { name: 'Customer account' });
    expect(value(account, 'Email')).toHaveTextContent('priya.account@example.in');
    expect(value(account, 'Phone')).toHaveTextContent('9811122233');
    const personal = screen.getByRole('region', { name: 'Personal information' });
    expect(value(personal, 'Date of Birth')).toHaveTextContent('15 May 1990');
    expect(value(personal, 'Marital Status')).toHaveTextContent('Married');
    expect(value(screen.getByRole('region', { name: 'Address' }), 'PIN Code')).toHaveTextContent('411001');
    expect(value(screen.getByRole('region', { name: 'Financial information' }), 'Monthly Income')).toHaveTextContent('₹85,000');
    expect(value(screen.getByRole('region', { name: 'Health Insurance Details' }), 'Family Members to Cover')).toHaveTextContent('3');
    const identity = screen.getByRole('region', { name: 'Identity documents' });
    expect(value(identity, 'PAN Number')).toHaveTextContent(/^XXXXXX234F$/);
    expect(identity).toHaveTextContent('Each reveal is logged with your name and the time.');
    const steps = within(screen.getByRole('list', { name: 'Application progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.dataset.state)).toEqual(['done', 'current', 'upcoming']);
  });

  it("offers only the moves the status allows: 'Start review' from pending, which sends the status", async () => {
    const success = vi.spyOn(toast, 'success');
    const { user, fetchMock } = renderDetail();
    const actions = await screen.findByRole('region', { name: 'Actions' });
    expect(within(actions).queryByRole('button', { name: 'Approve' })).toBeNull();
    await user.click(within(actions).getByRole('button', { name: 'Start review' }));
    await waitFor(() => expect(patches(fetchMock)).toEqual([{ status: 'under_review' }]));
    expect(success).toHaveBeenCalledWith('Review started');
    // Now under review: the decision is next.
    expect(await within(actions).findByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Start review' })).toBeNull();
  });

  it('asks before approving, and sends the note typed with the decision', async () => {
    const success = vi.spyOn(toast, 'success');
    const { user, fetchMock } = renderDetail({ application: makeAdminApplication({ status: 'under_review' }) });
    const actions = await screen.findByRole('region', { name: 'Actions' });
    await user.type(within(actions).getByLabelText('Note to the customer'), 'Documents verified.');
    await user.click(within(actions).getByRole('button', { name: 'Approve' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Approve this application?' });
    expect(dialog).toHaveTextContent('#c2b1a0f9 will be approved, and Priya Sharma will see it with your note');
    expect(patches(fetchMock)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(patches(fetchMock)).toEqual([]);

    await user.click(within(actions).getByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(patches(fetchMock)).toEqual([{ status: 'approved', adminNotes: 'Documents verified.' }]));
    expect(success).toHaveBeenCalledWith('Application approved');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(screen.getByRole('heading', { level: 1 }).closest('header')!).getByText('Approved')).toBeInTheDocument();
    expect(await within(actions).findByText(/a decision is final/)).toBeInTheDocument();
  });

  it("shows the server's message when the move is refused (409)", async () => {
    const error = vi.spyOn(toast, 'error');
    const message = APPLICATION_MESSAGES.illegalMove('approved', 'rejected');
    const { user, fetchMock } = renderDetail({
      application: makeAdminApplication({ status: 'under_review' }),
      patch: () => ({ status: 409, body: { message } }),
    });
    const actions = await screen.findByRole('region', { name: 'Actions' });
    await user.click(within(actions).getByRole('button', { name: 'Reject' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Reject this application?' })).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(message));
    expect(patches(fetchMock)).toEqual([{ status: 'rejected' }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('saves the note alone', async () => {
    const success = vi.spyOn(toast, 'success');
    const { user, fetchMock } = renderDetail({ application: makeAdminApplication({ status: 'approved', adminNotes: 'Old note' }) });
    const actions = await screen.findByRole('region', { name: 'Actions' });
    const save = within(actions).getByRole('button', { name: 'Save note' });
    expect(save).toBeDisabled(); // nothing changed yet
    const note = within(actions).getByLabelText('Note to the customer');
    expect(note).toHaveAccessibleDescription(/The customer sees this note/);
    expect(note).toHaveAttribute('maxlength', '2000');
    await user.clear(note);
    await user.type(note, 'Policy papers sent by post.');
    await user.click(save);
    await waitFor(() => expect(patches(fetchMock)).toEqual([{ adminNotes: 'Policy papers sent by post.' }]));
    expect(success).toHaveBeenCalledWith('Note saved');
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('reveals the full numbers on request and masks them again on Hide', async () => {
    const { user, fetchMock } = renderDetail();
    const identity = await screen.findByRole('region', { name: 'Identity documents' });
    await user.click(within(identity).getByRole('button', { name: 'Reveal' }));
    expect(await within(identity).findByText('ABCDE1234F')).toBeInTheDocument();
    expect(value(identity, 'Aadhar Number')).toHaveTextContent(/^234567890123$/);
    expect(fetchMock.mock.calls.filter(([input]) => String(input) === `${PATH}/reveal`)).toHaveLength(1);

    await user.click(within(identity).getByRole('button', { name: 'Hide' }));
    expect(value(identity, 'PAN Number')).toHaveTextContent(/^XXXXXX234F$/);
    expect(screen.queryByText('ABCDE1234F')).toBeNull();
  });

  it("says 'Application not found' for an unknown id, with a way back to the list", async () => {
    renderDetail({ detail: () => ({ status: 404, body: { message: 'Application not found' } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Application not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All applications' })).toHaveAttribute('href', '/admin/applications');
  });

  it("shows the server's message when the reveal fails, and keeps the numbers masked", async () => {
    const error = vi.spyOn(toast, 'error');
    const { user } = renderDetail({ reveal: () => ({ status: 403, body: { message: 'Admins only' } }) });
    const identity = await screen.findByRole('region', { name: 'Identity documents' });
    await user.click(within(identity).getByRole('button', { name: 'Reveal' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Admins only'));
    expect(value(identity, 'PAN Number')).toHaveTextContent(/^XXXXXX234F$/);
  });
});
