import { REVIEW_MESSAGES, REVIEW_REJECT_REASONS, type AdminReview, type AdminReviewPage } from '@store/shared';
import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { catalogKeys } from '@/features/catalog';
import { shopOwner, signIn } from '@/test/admin';
import { fetchedUrls, renderRoutes, stubFetch } from '@/test/render';
import { makeAdminReview } from '@/test/review-fixtures';
import { AdminLayout } from './layout';
import { AdminReviewsPage } from './reviews';

const oneStar = makeAdminReview({
  _id: '6650f1c2a9b8e4d3c2b1e001',
  rating: 1,
  title: 'Battery died in a week',
  text: 'Honest opinion: <b>not</b> worth it.',
  photos: ['/uploads/review-1.webp'],
  author: 'Arjun M.',
  productName: 'Lenovo IdeaPad Slim 3',
  customerEmail: 'arjun@example.in',
  createdAt: '2026-03-10T20:30:00.000Z',
});

type Decision = { status: string; reason?: string };

function renderList({
  url = '/admin/reviews',
  reviews = [oneStar],
  decide,
}: { url?: string; reviews?: AdminReview[]; decide?: (id: string, body: Decision) => { status?: number; body: unknown } } = {}) {
  signIn(shopOwner);
  let list = reviews;
  const decisions: [string, Decision][] = [];
  const fetchMock = stubFetch((request, init) => {
    if (request.pathname === '/api/auth/me') return { body: shopOwner };
    if (request.pathname === '/api/admin/reviews') return { body: { reviews: list, total: list.length, totalPages: 1, page: 1 } satisfies AdminReviewPage };
    const decided = /^\/api\/admin\/reviews\/([^/]+)$/.exec(request.pathname);
    if (decided && init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as Decision;
      decisions.push([decided[1]!, body]);
      const answer = decide?.(decided[1]!, body) ?? { body: { ...oneStar, status: body.status, rejectReason: body.reason ?? '' } };
      if ((answer.status ?? 200) < 300) list = list.filter((review) => review._id !== decided[1]);
      return answer;
    }
    return { status: 404, body: { message: 'Not found' } };
  });
  const rendered = renderRoutes([{ path: '/admin', element: <AdminLayout />, children: [{ path: 'reviews', element: <AdminReviewsPage /> }] }], url);
  return { ...rendered, fetchMock, decisions };
}

const listQueries = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchedUrls(fetchMock)
    .filter((url) => url.pathname === '/api/admin/reviews')
    .map((url) => url.search);

describe('AdminReviewsPage', () => {
  it('lists pending reviews by default: product, customer, rating, title, text as text, photos, date', async () => {
    const { fetchMock } = renderList();
    const table = await screen.findByRole('table', { name: 'Reviews' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('Lenovo IdeaPad Slim 3');
    expect(row).toHaveTextContent('arjun@example.in');
    expect(row).toHaveTextContent('Rated 1 out of 5');
    expect(within(row!).getByText('Battery died in a week')).toBeInTheDocument();
    expect(within(row!).getByText('Honest opinion: <b>not</b> worth it.')).toBeInTheDocument();
    expect(row!.querySelector('b')).toBeNull();
    expect(within(row!).getByRole('link', { name: /Photo 1 from Arjun M\./ })).toHaveAttribute('href', '/uploads/review-1.webp');
    expect(row).toHaveTextContent('11 Mar 2026');
    expect(screen.getByLabelText('Status')).toHaveValue('pending');
    expect(screen.getByText('1 pending review')).toBeInTheDocument();
    expect(listQueries(fetchMock)).toEqual(['']);
    expect(screen.getByRole('link', { name: 'Reviews' })).toHaveAttribute('aria-current', 'page');
  });

  it('asks for the status chosen and keeps it in the address bar', async () => {
    const { user, fetchMock, router } = renderList();
    await screen.findByRole('table', { name: 'Reviews' });
    await user.selectOptions(screen.getByLabelText('Status'), 'Rejected');
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toBe('?status=rejected'));
    expect(router.state.location.search).toBe('?status=rejected');
    await user.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('publishes a review, toasts, and refreshes the moderation list and the storefront', async () => {
    const success = vi.spyOn(toast, 'success');
    const { user, decisions, queryClient } = renderList();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(await screen.findByRole('button', { name: `Publish review “Battery died in a week” by arjun@example.in` }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(REVIEW_MESSAGES.published));
    expect(decisions).toEqual([[oneStar._id, { status: 'published' }]]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: catalogKeys.all });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['reviews'] });
    expect(await screen.findByText('No reviews here')).toBeInTheDocument();
  });

  it('rejects only with a reason, and says a negative review is no reason', async () => {
    const success = vi.spyOn(toast, 'success');
    const { user, decisions } = renderList();
    await user.click(await screen.findByRole('button', { name: /^Reject review/ }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Reject this review?' }));
    expect(dialog.getByText(/never rejected for being negative/)).toBeInTheDocument();
    expect(dialog.getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a reason', ...REVIEW_REJECT_REASONS]);

    await user.click(dialog.getByRole('button', { name: 'Reject review' }));
    expect(dialog.getByText(REVIEW_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(decisions).toEqual([]);

    await user.selectOptions(dialog.getByLabelText('Reason'), 'Advertising or links');
    await user.click(dialog.getByRole('button', { name: 'Reject review' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(REVIEW_MESSAGES.rejected));
    expect(decisions).toEqual([[oneStar._id, { status: 'rejected', reason: 'Advertising or links' }]]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("keeps the dialog open and toasts the server's message when a decision fails", async () => {
    const error = vi.spyOn(toast, 'error');
    const { user } = renderList({ decide: () => ({ status: 404, body: { message: REVIEW_MESSAGES.notFound } }) });
    await user.click(await screen.findByRole('button', { name: /^Reject review/ }));
    await user.selectOptions(screen.getByLabelText('Reason'), REVIEW_REJECT_REASONS[0]);
    await user.click(screen.getByRole('button', { name: 'Reject review' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(REVIEW_MESSAGES.notFound));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
