import { PRIVACY_MESSAGES, type AdminGrievance, type AdminGrievanceList } from '@store/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shopOwner, signIn } from '@/test/admin';
import { fetchedUrls, renderRoutes, stubFetch } from '@/test/render';
import { AdminGrievancesPage } from './grievances';

/** A grievance still open when its author erased their account: closed, without their words (issue 40, point 11). */
const closed: AdminGrievance = {
  _id: 'g1',
  reference: 'GRV-ABCD2345',
  name: 'Erased customer',
  email: 'erased-u1@erased.invalid',
  category: 'correction',
  message: PRIVACY_MESSAGES.grievanceMessageErased,
  status: 'closed',
  createdAt: '2026-11-20T05:30:00.000Z',
  dueAt: '2027-02-18T05:30:00.000Z',
  answer: PRIVACY_MESSAGES.grievanceClosedByErasure,
  answeredAt: '2026-11-25T05:30:00.000Z',
  answeredBy: '',
};

function renderGrievances(url: string) {
  signIn(shopOwner);
  const fetchMock = stubFetch((requested) => {
    if (requested.pathname === '/api/auth/me') return { body: shopOwner };
    if (requested.pathname === '/api/admin/grievances') {
      const list: AdminGrievanceList = { grievances: requested.searchParams.get('status') === 'open' ? [] : [closed], open: 0 };
      return { body: list };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
  renderRoutes([{ path: '/admin/grievances', element: <AdminGrievancesPage /> }], url);
  return fetchMock;
}

describe('/admin/grievances', () => {
  it('shows a grievance closed by its author’s erasure as closed, with its outcome, and offers no answer form', async () => {
    const fetchMock = renderGrievances('/admin/grievances?status=closed');
    const card = await screen.findByTestId('admin-grievance');
    expect(fetchedUrls(fetchMock).some((url) => url.pathname === '/api/admin/grievances' && url.searchParams.get('status') === 'closed')).toBe(true);
    expect(screen.getByRole('link', { name: 'Closed' })).toHaveAttribute('aria-current', 'page');
    expect(within(card).getByText('Closed', { selector: 'span' })).toBeInTheDocument();
    expect(within(card).getByText(PRIVACY_MESSAGES.grievanceClosedByErasure)).toBeInTheDocument();
    expect(within(card).getByText(/^Closed 25 November 2026/)).toBeInTheDocument();
    expect(within(card).queryByRole('textbox')).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
  });
});
