import { REVIEW_MESSAGES, type Review } from '@store/shared';
import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct } from '@/test/fixtures';
import { fetchedUrls, renderRoutes, stubFetch } from '@/test/render';
import { priyaWithoutAddress as priya } from '@/test/user-fixtures';
import { makeReview, makeReviewList } from '@/test/review-fixtures';
import { ProductPage } from './product';

const product = makeProduct({ _id: 'p1', name: 'Dell XPS 13', ratings: { average: 4.3, count: 3 } });

interface Options {
  signedIn?: boolean;
  reviews?: Review[];
  /** Answers the list from the query; the summary stays over all reviews. */
  list?: (url: URL) => Review[];
  vote?: (id: string, method: string) => { status?: number; body: unknown };
}

function renderReviews({ signedIn = false, reviews = [], list, vote }: Options = {}) {
  if (signedIn) {
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('user', JSON.stringify(priya));
  }
  const all = makeReviewList(reviews);
  const fetchMock = stubFetch((url, init) => {
    if (url.pathname === '/api/auth/me') return { body: priya };
    if (url.pathname === '/api/products/p1') return { body: product };
    if (url.pathname === '/api/products/p1/reviews') {
      const shown = list ? list(url) : reviews;
      return { body: { ...all, reviews: shown, total: shown.length } };
    }
    const voted = /^\/api\/reviews\/([^/]+)\/helpful$/.exec(url.pathname);
    if (voted && vote) return vote(voted[1]!, init?.method ?? 'GET');
    return { status: 404, body: { message: 'Not found' } };
  });
  const rendered = renderRoutes(
    [
      { path: '/products/:id', element: <ProductPage /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    '/products/p1',
  );
  return { ...rendered, fetchMock };
}

async function openReviews(user: ReturnType<typeof renderRoutes>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'Reviews' }));
}

const reviewQueries = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchedUrls(fetchMock)
    .filter((url) => url.pathname === '/api/products/p1/reviews')
    .map((url) => url.search);

describe('ProductPage reviews', () => {
  it("asks for nothing until the tab is opened, then says 'No reviews yet' when there are none", async () => {
    const { user, fetchMock } = renderReviews();
    await screen.findByRole('heading', { level: 1, name: 'Dell XPS 13' });
    expect(reviewQueries(fetchMock)).toEqual([]);
    await openReviews(user);
    expect(await within(screen.getByRole('tabpanel')).findByText(REVIEW_MESSAGES.noReviews)).toBeInTheDocument();
    expect(reviewQueries(fetchMock)).toEqual(['']);
    expect(screen.queryByRole('button', { name: /stars:/ })).not.toBeInTheDocument();
  });

  it('shows the summary, the histogram and each review: stars, title, text, photos, author, verified buyer, date, helpful count', async () => {
    const reviews = [
      makeReview({
        rating: 5,
        title: 'Superb screen',
        text: 'Bright and sharp.\nGreat for photos.',
        author: 'Priya S.',
        helpfulCount: 3,
        photos: ['/uploads/r1-a.webp', '/uploads/r1-b.webp'],
      }),
      makeReview({ rating: 4, title: 'Good value', author: 'Arjun M.', createdAt: '2026-01-05T10:00:00.000Z' }),
      makeReview({ rating: 4, title: 'Solid' }),
    ];
    const { user } = renderReviews({ reviews });
    await openReviews(user);

    const panel = within(screen.getByRole('tabpanel'));
    const summary = within(await panel.findByRole('region', { name: 'Rating summary' }));
    expect(summary.getByText('4.3')).toBeInTheDocument();
    expect(summary.getByText('3 reviews')).toBeInTheDocument();
    const bars = within(summary.getByRole('list', { name: 'Filter by rating' })).getAllByRole('button', { pressed: false });
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      '5 stars: 1 review',
      '4 stars: 2 reviews',
      '3 stars: 0 reviews',
      '2 stars: 0 reviews',
      '1 star: 0 reviews',
    ]);

    const cards = panel.getAllByTestId('review');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { level: 3, name: 'Superb screen' })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Rated 5 out of 5');
    expect(first.getByText(/Bright and sharp/)).toHaveTextContent('Bright and sharp. Great for photos.');
    expect(first.getByText('Priya S.')).toBeInTheDocument();
    expect(first.getByText('Verified buyer')).toBeInTheDocument();
    expect(first.getByText('11 Mar 2026')).toHaveAttribute('datetime', '2026-03-10T20:30:00.000Z');
    const photos = first.getAllByRole('link', { name: /Photo \d from Priya S\./ });
    expect(photos.map((link) => link.getAttribute('href'))).toEqual(['/uploads/r1-a.webp', '/uploads/r1-b.webp']);
    expect(photos[0]).toHaveAttribute('target', '_blank');
    expect(first.getByRole('button', { name: 'Helpful (3)' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(cards[1]!).getByText('5 Jan 2026')).toBeInTheDocument();
  });

  it('filters by a histogram bar (?rating=), back to all, and sorts by most helpful (?sort=helpful)', async () => {
    const reviews = [makeReview({ rating: 5, title: 'Five' }), makeReview({ rating: 4, title: 'Four' })];
    const { user, fetchMock } = renderReviews({
      reviews,
      list: (url) => reviews.filter((review) => !url.searchParams.get('rating') || review.rating === Number(url.searchParams.get('rating'))),
    });
    await openReviews(user);
    await screen.findByText('Five');

    const fourStars = screen.getByRole('button', { name: '4 stars: 1 review' });
    await user.click(fourStars);
    await waitFor(() => expect(screen.queryByText('Five')).not.toBeInTheDocument());
    expect(reviewQueries(fetchMock).at(-1)).toBe('?rating=4');
    expect(fourStars).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('1 with 4 stars')).toBeInTheDocument();
    // The summary stays over every review.
    expect(screen.getByText('2 reviews')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Most helpful');
    await waitFor(() => expect(reviewQueries(fetchMock).at(-1)).toBe('?rating=4&sort=helpful'));

    await user.click(screen.getByRole('button', { name: 'Show all reviews' }));
    await waitFor(() => expect(reviewQueries(fetchMock).at(-1)).toBe('?sort=helpful'));
    expect(await screen.findByText('Five')).toBeInTheDocument();
    expect(fourStars).toHaveAttribute('aria-pressed', 'false');
  });

  it('pages through the reviews', async () => {
    const reviews = [makeReview({ title: 'First page' })];
    const { user, fetchMock } = renderReviews({ reviews });
    // Say there are two pages.
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/products/p1') return Response.json(product);
      const page = Number(url.searchParams.get('page') ?? 1);
      return Response.json(makeReviewList([makeReview({ title: page === 1 ? 'First page' : 'Second page' })], { total: 11, totalPages: 2, page }));
    });
    await openReviews(user);
    await screen.findByText('First page');
    const pages = within(screen.getByRole('navigation', { name: 'Review pages' }));
    expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(pages.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Second page')).toBeInTheDocument();
    expect(reviewQueries(fetchMock).at(-1)).toBe('?page=2');
    expect(pages.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('marks a review helpful for a signed-in customer, and takes the vote back on a second press', async () => {
    const review = makeReview({ helpfulCount: 2 });
    const votes: string[] = [];
    const { user, fetchMock } = renderReviews({
      signedIn: true,
      reviews: [review],
      vote: (id, method) => {
        votes.push(`${method} ${id}`);
        return { body: method === 'POST' ? { helpfulCount: 3, votedHelpful: true } : { helpfulCount: 2, votedHelpful: false } };
      },
    });
    await openReviews(user);
    await user.click(await screen.findByRole('button', { name: 'Helpful (2)' }));
    const voted = await screen.findByRole('button', { name: 'Helpful (3)' });
    expect(voted).toHaveAttribute('aria-pressed', 'true');
    expect(votes).toEqual([`POST ${review._id}`]);
    const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/helpful'))!;
    expect(new Headers(call[1]?.headers).get('Authorization')).toBe('Bearer tok-1');

    await user.click(voted);
    expect(await screen.findByRole('button', { name: 'Helpful (2)' })).toHaveAttribute('aria-pressed', 'false');
    expect(votes).toEqual([`POST ${review._id}`, `DELETE ${review._id}`]);
  });

  it("toasts the server's refusal to count a vote on one's own review", async () => {
    const error = vi.spyOn(toast, 'error');
    const { user } = renderReviews({
      signedIn: true,
      reviews: [makeReview({ helpfulCount: 0 })],
      vote: () => ({ status: 403, body: { message: REVIEW_MESSAGES.ownReview } }),
    });
    await openReviews(user);
    await user.click(await screen.findByRole('button', { name: 'Helpful (0)' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(REVIEW_MESSAGES.ownReview));
    expect(screen.getByRole('button', { name: 'Helpful (0)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers a guest the login, coming back to the product, instead of voting', async () => {
    const blank = vi.fn();
    const { user, fetchMock, router } = renderReviews({ reviews: [makeReview({ helpfulCount: 1 })], vote: () => (blank(), { body: {} }) });
    await openReviews(user);
    await user.click(await screen.findByRole('button', { name: 'Helpful (1)' }));
    expect(blank).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/helpful'))).toBe(false);
    const login = screen.getByRole('link', { name: 'Log in' });
    expect(login).toHaveAttribute('href', '/login?redirect=/products/p1%23reviews');
    await user.click(login);
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/products/p1#reviews');
    // Coming back there opens the Reviews tab.
    await router.navigate('/products/p1#reviews');
    expect(await screen.findByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Helpful (1)' })).toBeInTheDocument();
  });

  it('renders a script or markup in a review as the literal text it is', async () => {
    const payload = '<img src=x onerror="window.hacked=1"><script>window.hacked=2</script>';
    const { user } = renderReviews({ reviews: [makeReview({ title: '<b>Bold</b> claim', text: payload, author: '<i>Eve</i>' })] });
    await openReviews(user);
    const card = (await screen.findAllByTestId('review'))[0]!;
    expect(within(card).getByRole('heading', { name: '<b>Bold</b> claim' })).toBeInTheDocument();
    expect(within(card).getByText(payload)).toBeInTheDocument();
    expect(within(card).getByText('<i>Eve</i>')).toBeInTheDocument();
    expect(card.querySelector('b, i, script, img[src="x"]')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });
});
