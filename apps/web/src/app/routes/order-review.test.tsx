import { REVIEW_MESSAGES, type MyReview, type Order } from '@store/shared';
import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOrder, makeOrderItem } from '@/test/order-fixtures';
import { renderRoutes, stubFetch } from '@/test/render';
import { priyaWithoutAddress as priya } from '@/test/user-fixtures';
import { makeMyReview } from '@/test/review-fixtures';
import { OrderReviewPage } from './order-review';

const canReview: MyReview = { canReview: true, reason: null, review: null };

type Answer = { status?: number; body: unknown };

interface Options {
  signedIn?: boolean;
  order?: Order;
  mine?: Record<string, MyReview>;
  post?: (productId: string, form: FormData) => Answer;
}

function renderReviewPage({ signedIn = true, order = makeOrder({ status: 'delivered' }), mine = {}, post }: Options = {}) {
  if (signedIn) {
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('user', JSON.stringify(priya));
  }
  const fetchMock = stubFetch((url, init) => {
    if (url.pathname === '/api/auth/me') return { body: priya };
    if (url.pathname === `/api/orders/${order._id}`) return { body: order };
    const mineMatch = /^\/api\/products\/([^/]+)\/reviews\/mine$/.exec(url.pathname);
    if (mineMatch) return { body: mine[mineMatch[1]!] ?? canReview };
    const postMatch = /^\/api\/products\/([^/]+)\/reviews$/.exec(url.pathname);
    if (postMatch && init?.method === 'POST' && post) return post(postMatch[1]!, init.body as FormData);
    return { status: 404, body: { message: 'Not found' } };
  });
  const rendered = renderRoutes(
    [
      { path: '/orders/:id/review', element: <OrderReviewPage /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    `/orders/${order._id}/review`,
  );
  return { ...rendered, fetchMock, order };
}

const posts = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

async function fillForm(
  user: ReturnType<typeof renderRoutes>['user'],
  { stars = '4 stars, Very good', title = 'Solid machine', text = 'Does everything I need for work.' } = {},
) {
  await user.click(await screen.findByRole('radio', { name: stars }));
  await user.type(screen.getByLabelText('Title'), title);
  await user.type(screen.getByLabelText('Your review'), text);
}

const photo = (name: string, type = 'image/jpeg') => new File(['pixels'], name, { type });

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn((file: File) => `blob:${file.name}`), revokeObjectURL: vi.fn() });
});

describe('OrderReviewPage', () => {
  it('asks guests to log in, coming back to this page', async () => {
    const order = makeOrder({ _id: '0b7e52f4-6c1d-4a8e-9f3b-00000000abcd', status: 'delivered' });
    renderReviewPage({ signedIn: false, order });
    expect(screen.getByRole('heading', { level: 1, name: 'Write a Review' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', `/login?redirect=/orders/${order._id}/review`);
  });

  it("shows each product's state: the form, or the review sent with its status, or why it cannot be reviewed", async () => {
    const items = ['Form Laptop', 'Pending Laptop', 'Published Laptop', 'Rejected Laptop', 'Other Laptop'].map((name) => makeOrderItem({ name }));
    const [a, b, c, d, e] = items.map((item) => item.product._id);
    renderReviewPage({
      order: makeOrder({ status: 'delivered', items }),
      mine: {
        [a!]: canReview,
        [b!]: { canReview: false, reason: 'reviewed', review: makeMyReview({ title: 'Waiting one' }) },
        [c!]: { canReview: false, reason: 'reviewed', review: makeMyReview({ status: 'published' }) },
        [d!]: { canReview: false, reason: 'reviewed', review: makeMyReview({ status: 'rejected', rejectReason: 'Advertising or links' }) },
        [e!]: { canReview: false, reason: 'not-delivered', review: null },
      },
    });
    const section = (name: string) => within(screen.getByRole('region', { name }));
    await waitFor(() => expect(screen.getAllByTestId('review-status')).toHaveLength(3));
    expect(section('Form Laptop').getByRole('button', { name: 'Submit Review' })).toBeInTheDocument();
    expect(section('Pending Laptop').getByTestId('review-status')).toHaveTextContent('Waiting for approval');
    expect(section('Pending Laptop').getByText('Waiting one')).toBeInTheDocument();
    expect(section('Published Laptop').getByTestId('review-status')).toHaveTextContent('Published');
    expect(section('Rejected Laptop').getByTestId('review-status')).toHaveTextContent('Not published: Advertising or links');
    expect(section('Other Laptop').getByText(REVIEW_MESSAGES.notEligible)).toBeInTheDocument();
  });

  it('offers a rejected review to be written again, from its own words, and shows it waiting once sent', async () => {
    const success = vi.spyOn(toast, 'success');
    const rejected = makeMyReview({
      status: 'rejected',
      rejectReason: 'Personal or contact details',
      rating: 2,
      title: 'Call me',
      text: 'Ring 98765 43210 for details of the fault.',
    });
    let sent: FormData | undefined;
    const item = makeOrderItem({ name: 'Rejected Laptop' });
    const { user } = renderReviewPage({
      order: makeOrder({ status: 'delivered', items: [item] }),
      mine: { [item.product._id]: { canReview: true, reason: null, review: rejected } },
      post: (_, form) => {
        sent = form;
        return { status: 201, body: makeMyReview({ rating: 2, title: 'Call me', text: 'The fan got loud after a month of use.' }) };
      },
    });
    expect(await screen.findByTestId('review-status')).toHaveTextContent('Not published: Personal or contact details');
    const again = within(screen.getByRole('region', { name: 'Write your review of Rejected Laptop again' }));
    expect(again.getByRole('radio', { name: '2 stars, Fair' })).toBeChecked();
    expect(again.getByLabelText('Title')).toHaveValue('Call me');
    const text = again.getByLabelText('Your review');
    expect(text).toHaveValue(rejected.text);
    await user.clear(text);
    await user.type(text, 'The fan got loud after a month of use.');
    await user.click(again.getByRole('button', { name: 'Send Again' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(REVIEW_MESSAGES.submitted));
    expect([sent!.get('rating'), sent!.get('title'), sent!.get('text')]).toEqual(['2', 'Call me', 'The fan got loud after a month of use.']);
    expect(await screen.findByTestId('review-status')).toHaveTextContent('Waiting for approval');
    expect(screen.queryByRole('button', { name: 'Send Again' })).not.toBeInTheDocument();
  });

  it('says the order must be delivered first, and asks nothing about reviews', async () => {
    const { fetchMock } = renderReviewPage({ order: makeOrder({ status: 'shipped' }) });
    expect(await screen.findByText('You can review these products once the order has been delivered.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/reviews/mine'))).toBe(false);
  });

  it('checks the form with the shared schema before sending anything', async () => {
    const { user, fetchMock } = renderReviewPage();
    await user.click(await screen.findByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText(REVIEW_MESSAGES.ratingInvalid)).toBeInTheDocument();
    expect(screen.getByText(REVIEW_MESSAGES.titleInvalid)).toBeInTheDocument();
    expect(screen.getByText(REVIEW_MESSAGES.textInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Your review'), 'Too short');
    expect(screen.getByText('9 of 2,000 characters (at least 10).')).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('sends the review as FormData with its photos, toasts, and shows it waiting for approval', async () => {
    const success = vi.spyOn(toast, 'success');
    let sent: FormData | undefined;
    const { user, fetchMock } = renderReviewPage({
      post: (_, form) => {
        sent = form;
        return { status: 201, body: makeMyReview({ rating: 4, title: 'Solid machine', photos: ['/uploads/r-1.webp'] }) };
      },
    });
    await fillForm(user);
    const input = screen.getByLabelText('Add photos');
    await user.upload(input, [photo('front.jpg'), photo('keys.png', 'image/png')]);
    const previews = within(screen.getByRole('list', { name: 'Photos to send' }));
    expect(previews.getByRole('img', { name: 'Photo 1: front.jpg' })).toHaveAttribute('src', 'blob:front.jpg');
    await user.click(previews.getByRole('button', { name: 'Remove photo 1' }));
    expect(previews.queryByRole('img', { name: /front\.jpg/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(REVIEW_MESSAGES.submitted));
    expect(sent).toBeInstanceOf(FormData);
    expect(sent!.get('rating')).toBe('4');
    expect(sent!.get('title')).toBe('Solid machine');
    expect(sent!.get('text')).toBe('Does everything I need for work.');
    expect(sent!.getAll('photos').map((file) => (file as File).name)).toEqual(['keys.png']);
    const [, init] = posts(fetchMock)[0]!;
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull(); // the browser sets the multipart boundary
    expect(await screen.findByTestId('review-status')).toHaveTextContent('Waiting for approval');
    expect(screen.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
  });

  it('refuses a fourth photo', async () => {
    const { user } = renderReviewPage();
    const input = await screen.findByLabelText('Add photos');
    await user.upload(input, [photo('1.jpg'), photo('2.jpg'), photo('3.jpg'), photo('4.jpg')]);
    expect(screen.getByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.tooManyPhotos);
    expect(screen.queryByRole('list', { name: 'Photos to send' })).not.toBeInTheDocument();
    await user.upload(input, [photo('1.jpg'), photo('2.jpg'), photo('3.jpg')]);
    expect(within(screen.getByRole('list', { name: 'Photos to send' })).getAllByRole('img')).toHaveLength(3);
    expect(input).toBeDisabled();
  });

  it("puts the server's field errors under their fields", async () => {
    const { user } = renderReviewPage({
      post: () => ({
        status: 400,
        body: {
          message: 'Check the title',
          errors: [
            { field: 'title', message: 'That title is not allowed' },
            { field: 'photos', message: REVIEW_MESSAGES.tooManyPhotos },
          ],
        },
      }),
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('That title is not allowed')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.tooManyPhotos);
  });

  it.each([
    [403, REVIEW_MESSAGES.notEligible],
    [409, REVIEW_MESSAGES.alreadyReviewed],
    [413, 'The picture is too large (8 MB at most)'],
    [415, 'Send the review as multipart/form-data'],
  ])("toasts the server's %i message", async (status, message) => {
    const error = vi.spyOn(toast, 'error');
    const { user } = renderReviewPage({ post: () => ({ status, body: { message } }) });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(message));
  });
});
