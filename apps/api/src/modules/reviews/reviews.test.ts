import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, type AdminReview, type MyReview, type Product, type ReviewList } from '@store/shared';
import type { MadeUser } from '../../seed/factories';
import { multipartForm, testPicture } from '../../../test/multipart';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

/** Reviews from verified buyers (issue 12) through the real server and database: eligibility, moderation, ratings, votes. */

let t: TestApp;
let admin: MadeUser;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'reviews-'));
  // A built page for the server to write a product's structured data into.
  const webDist = path.join(dataDir, 'web');
  mkdirSync(webDist);
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>TechStore</title><meta name="description" content="Default" /></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ seed: false, webDistDir: webDist, env: { DATA_DIR: dataDir } });
  admin = await t.make.makeUser({ role: 'admin' });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const picture = testPicture;
const form = multipartForm;

async function submit(
  user: MadeUser,
  productId: string,
  fields: Record<string, string | number>,
  photos: Array<{ bytes: Buffer; name?: string; type?: string }> = [],
) {
  const { payload, contentType } = await form(fields, photos);
  return t.app.inject({ method: 'POST', url: `/api/products/${productId}/reviews`, headers: { ...bearer(user), 'content-type': contentType }, payload });
}

const GOOD = { rating: 4, title: 'Fast and quiet', text: 'Boots in seconds, stays cool, and the keyboard is lovely to type on.' };

/** A customer whose order of `product` has been delivered (or is at `status`). */
async function buyer(product: Product, status: 'delivered' | 'shipped' = 'delivered', name = 'Asha Verma'): Promise<MadeUser> {
  const user = await t.make.makeUser({ name });
  await t.make.makeOrder(user.id, [{ product, quantity: 1 }], { status, paymentStatus: 'completed' });
  return user;
}

const listOf = async (productId: string, query = '', user?: MadeUser) =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${productId}/reviews${query}`, headers: user ? bearer(user) : {} })).json<ReviewList>();
const decide = (reviewId: string, body: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/reviews/${reviewId}`, headers: bearer(admin), payload: body });
const ratingsOf = async (productId: string) => (await t.app.inject({ method: 'GET', url: `/api/products/${productId}` })).json<Product>().ratings;

describe('who may review', () => {
  it('only a customer whose order of the product was delivered, and once', async () => {
    const product = await t.make.makeProduct();
    const shopper = await t.make.makeUser();
    const waiting = await buyer(product, 'shipped');
    const verified = await buyer(product);

    for (const user of [shopper, waiting]) {
      const mine = (await t.app.inject({ method: 'GET', url: `/api/products/${product._id}/reviews/mine`, headers: bearer(user) })).json<MyReview>();
      expect(mine).toEqual({ canReview: false, reason: 'not-delivered', review: null });
      const refused = await submit(user, product._id, GOOD);
      expect([refused.statusCode, refused.json().message]).toEqual([403, REVIEW_MESSAGES.notEligible]);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${product._id}/reviews/mine`, headers: bearer(verified) })).json<MyReview>()).toEqual({
      canReview: true,
      reason: null,
      review: null,
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${product._id}/reviews/mine` })).statusCode).toBe(401);

    const made = await submit(verified, product._id, GOOD, [{ bytes: await picture() }, { bytes: await picture(), name: 'two.png' }]);
    expect(made.statusCode, made.body).toBe(201);
    const review = made.json<NonNullable<MyReview['review']>>();
    expect(review).toMatchObject({ ...GOOD, status: 'pending', rejectReason: '' });
    expect(review.photos).toHaveLength(2);
    // Re-encoded as WebP (metadata gone), served by the app.
    const photo = await t.app.inject({ method: 'GET', url: review.photos[0]! });
    expect([photo.statusCode, (await sharp(photo.rawPayload).metadata()).format]).toEqual([200, 'webp']);

    const again = await Promise.all([submit(verified, product._id, GOOD), submit(verified, product._id, { ...GOOD, rating: 1 })]);
    expect(again.map((res) => [res.statusCode, res.json().message])).toEqual([
      [409, REVIEW_MESSAGES.alreadyReviewed],
      [409, REVIEW_MESSAGES.alreadyReviewed],
    ]);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${product._id}/reviews/mine`, headers: bearer(verified) })).json<MyReview>()).toMatchObject(
      { canReview: false, reason: 'reviewed', review: { status: 'pending' } },
    );
  });

  it('refuses bad forms with the message for the field: stars, title, text, photos', async () => {
    const product = await t.make.makeProduct();
    const user = await buyer(product);
    for (const [fields, field, message] of [
      [{ ...GOOD, rating: 0 }, 'rating', REVIEW_MESSAGES.ratingInvalid],
      [{ ...GOOD, rating: 6 }, 'rating', REVIEW_MESSAGES.ratingInvalid],
      [{ ...GOOD, rating: 2.5 }, 'rating', REVIEW_MESSAGES.ratingInvalid],
      [{ title: GOOD.title, text: GOOD.text }, 'rating', REVIEW_MESSAGES.ratingInvalid],
      [{ ...GOOD, title: 'ok' }, 'title', REVIEW_MESSAGES.titleInvalid],
      [{ ...GOOD, text: 'Too short' }, 'text', REVIEW_MESSAGES.textInvalid],
      [{ ...GOOD, text: 'x'.repeat(2001) }, 'text', REVIEW_MESSAGES.textInvalid],
    ] as const) {
      const res = await submit(user, product._id, fields);
      expect([res.statusCode, res.json().message, res.json().errors?.[0]?.field], JSON.stringify(fields).slice(0, 80)).toEqual([400, message, field]);
    }
    const four = await submit(user, product._id, GOOD, await Promise.all([1, 2, 3, 4].map(async () => ({ bytes: await picture() }))));
    expect([four.statusCode, four.json().message]).toEqual([400, REVIEW_MESSAGES.tooManyPhotos]);
    const notAPicture = await submit(user, product._id, GOOD, [{ bytes: Buffer.from('<svg onload=alert(1)>'), name: 'x.png' }]);
    expect(notAPicture.statusCode).toBe(415);
    const json = await t.app.inject({ method: 'POST', url: `/api/products/${product._id}/reviews`, headers: bearer(user), payload: GOOD });
    expect(json.statusCode).toBe(415);
    // None of the refused forms left a review behind.
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${product._id}/reviews/mine`, headers: bearer(user) })).json<MyReview>().canReview).toBe(
      true,
    );
  });
});

describe('moderation and ratings', () => {
  it('shows only published reviews; the rating, count and histogram come from them alone, negative ones included', async () => {
    const product = await t.make.makeProduct();
    expect(await ratingsOf(product._id)).toEqual({ average: 0, count: 0 });
    const [asha, ravi, meera] = [
      await buyer(product, 'delivered', 'Asha Verma'),
      await buyer(product, 'delivered', 'Ravi Kumar'),
      await buyer(product, 'delivered', 'Meera'),
    ];
    const ids: string[] = [];
    for (const [user, rating] of [
      [asha, 5],
      [ravi, 1],
      [meera, 4],
    ] as const)
      ids.push((await submit(user, product._id, { ...GOOD, rating, title: `${rating} stars` })).json()._id);

    expect((await listOf(product._id)).summary).toEqual({ average: 0, count: 0, histogram: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 } });
    const pending = (await t.app.inject({ method: 'GET', url: '/api/admin/reviews?status=pending', headers: bearer(admin) })).json<{
      reviews: AdminReview[];
    }>();
    expect(pending.reviews.filter((review) => review.productId === product._id)).toHaveLength(3);

    for (const id of ids.slice(0, 2)) expect((await decide(id, { status: 'published' })).statusCode).toBe(200);
    const noReason = await decide(ids[2]!, { status: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain(REVIEW_MESSAGES.reasonRequired);
    const rejected = await decide(ids[2]!, { status: 'rejected', reason: 'Personal or contact details' });
    expect(rejected.json<AdminReview>()).toMatchObject({ status: 'rejected', rejectReason: 'Personal or contact details' });

    const list = await listOf(product._id);
    expect(list.summary).toEqual({ average: 3, count: 2, histogram: { 5: 1, 4: 0, 3: 0, 2: 0, 1: 1 } });
    expect(list.reviews.map((review) => [review.title, review.author, review.verifiedBuyer])).toEqual([
      ['1 stars', 'Ravi K.', true],
      ['5 stars', 'Asha V.', true],
    ]);
    expect(await ratingsOf(product._id)).toEqual({ average: 3, count: 2 });
    expect((await listOf(product._id, '?rating=1')).reviews.map((review) => review.title)).toEqual(['1 stars']);
    expect((await listOf(product._id, '?rating=3')).reviews).toEqual([]);
    // The product page's structured data carries the rating now that there is one.
    const page = (await t.app.inject({ method: 'GET', url: `/products/${product._id}` })).body;
    expect(page).toContain('"AggregateRating"');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/products/${product._id}/reviews/mine`, headers: bearer(meera) })).json<MyReview>().review,
    ).toMatchObject({ status: 'rejected', rejectReason: 'Personal or contact details' });

    // Unpublishing the one-star review is the shop's choice, audited; the rating follows.
    expect((await decide(ids[1]!, { status: 'rejected', reason: 'Not about the product' })).statusCode).toBe(200);
    expect(await ratingsOf(product._id)).toEqual({ average: 5, count: 1 });
    expect((await decide('00000000-0000-4000-8000-000000000000', { status: 'published' })).statusCode).toBe(404);
    const customer = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/reviews/${ids[0]}`,
      headers: bearer(asha),
      payload: { status: 'rejected', reason: 'Not about the product' },
    });
    expect(customer.statusCode).toBe(403);
  });

  it('lets a rejected review be written again, once: back to the shop as new, its old photos and votes gone', async () => {
    const product = await t.make.makeProduct();
    const author = await buyer(product);
    const first = await submit(author, product._id, { ...GOOD, rating: 2, text: 'Call me on 98xxxxxx10 for the full story of it.' }, [
      { bytes: await picture() },
    ]);
    const id = first.json()._id as string;
    const oldPhoto = first.json().photos[0] as string;
    await decide(id, { status: 'published' });
    const reader = await t.make.makeUser();
    await t.app.inject({ method: 'POST', url: `/api/reviews/${id}/helpful`, headers: bearer(reader) });
    await decide(id, { status: 'rejected', reason: 'Personal or contact details' });

    const mine = (await t.app.inject({ method: 'GET', url: `/api/products/${product._id}/reviews/mine`, headers: bearer(author) })).json<MyReview>();
    expect(mine).toMatchObject({ canReview: true, reason: null, review: { _id: id, status: 'rejected', rejectReason: 'Personal or contact details' } });

    // Two rewrites sent at once (two tabs): one is taken, the other told the review is in.
    const rewrites = await Promise.all([
      submit(author, product._id, { ...GOOD, rating: 3, title: 'Rewritten' }, [{ bytes: await picture(), name: 'new.png' }]),
      submit(author, product._id, { ...GOOD, rating: 1, title: 'Rewritten too' }),
    ]);
    expect(rewrites.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const taken = rewrites.find((res) => res.statusCode === 201)!.json<NonNullable<MyReview['review']>>();
    expect(taken).toMatchObject({ _id: id, status: 'pending', rejectReason: '' });
    expect(rewrites.find((res) => res.statusCode === 409)!.json().message).toBe(REVIEW_MESSAGES.alreadyReviewed);
    expect((await t.app.inject({ method: 'GET', url: oldPhoto })).statusCode).toBe(404);
    for (const photo of taken.photos) expect((await t.app.inject({ method: 'GET', url: photo })).statusCode).toBe(200);

    // Still the customer's one review, waiting again; published, it starts with no votes.
    const pending = (await t.app.inject({ method: 'GET', url: '/api/admin/reviews?status=pending', headers: bearer(admin) })).json<{
      reviews: AdminReview[];
    }>();
    expect(pending.reviews.filter((review) => review.productId === product._id).map((review) => review._id)).toEqual([id]);
    expect((await submit(author, product._id, GOOD)).statusCode).toBe(409);
    await decide(id, { status: 'published' });
    expect((await listOf(product._id, '', reader)).reviews.map((review) => [review.title, review.helpfulCount, review.votedHelpful])).toEqual([
      [taken.title, 0, false],
    ]);
    expect(await ratingsOf(product._id)).toEqual({ average: taken.rating, count: 1 });
  });

  it('counts every review when several are decided at once', async () => {
    const product = await t.make.makeProduct();
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push((await submit(await buyer(product), product._id, { ...GOOD, rating: (i % 5) + 1 })).json()._id);
    const answers = await Promise.all(ids.map((id) => decide(id, { status: 'published' })));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    expect(await ratingsOf(product._id)).toEqual({ average: 2.6, count: 8 });
  });

  it('keeps a product without published reviews free of ratings in its structured data', async () => {
    const product = await t.make.makeProduct();
    const page = (await t.app.inject({ method: 'GET', url: `/products/${product._id}` })).body;
    expect(page).toContain('"@type":"Product"');
    expect(page).not.toContain('AggregateRating');
  });
});

describe('helpful votes', () => {
  it('one per customer (even sent at once), never on one’s own, sorting by most helpful', async () => {
    const product = await t.make.makeProduct();
    const [first, second] = [await buyer(product), await buyer(product)];
    const older = (await submit(first, product._id, { ...GOOD, title: 'Older one' })).json()._id as string;
    const newer = (await submit(second, product._id, { ...GOOD, title: 'Newer one' })).json()._id as string;
    for (const id of [older, newer]) await decide(id, { status: 'published' });
    const reader = await t.make.makeUser();

    const votes = await Promise.all(
      Array.from({ length: 10 }, () => t.app.inject({ method: 'POST', url: `/api/reviews/${older}/helpful`, headers: bearer(reader) })),
    );
    expect(votes.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect(votes.at(-1)!.json()).toEqual({ helpfulCount: 1, votedHelpful: true });
    const own = await t.app.inject({ method: 'POST', url: `/api/reviews/${older}/helpful`, headers: bearer(first) });
    expect([own.statusCode, own.json().message]).toEqual([403, REVIEW_MESSAGES.ownReview]);
    expect((await t.app.inject({ method: 'POST', url: `/api/reviews/${older}/helpful` })).statusCode).toBe(401);

    expect((await listOf(product._id)).reviews.map((review) => review.title)).toEqual(['Newer one', 'Older one']);
    const helpful = await listOf(product._id, '?sort=helpful', reader);
    expect(helpful.reviews.map((review) => [review.title, review.helpfulCount, review.votedHelpful])).toEqual([
      ['Older one', 1, true],
      ['Newer one', 0, false],
    ]);
    expect((await listOf(product._id, '?sort=helpful')).reviews[0]!.votedHelpful).toBe(false);
  });

  it('takes a vote back, once, even when sent at once; a review never voted on stays at zero', async () => {
    const product = await t.make.makeProduct();
    const author = await buyer(product);
    const id = (await submit(author, product._id, GOOD)).json()._id as string;
    await decide(id, { status: 'published' });
    const [reader, other] = [await t.make.makeUser(), await t.make.makeUser()];
    for (const user of [reader, other]) await t.app.inject({ method: 'POST', url: `/api/reviews/${id}/helpful`, headers: bearer(user) });

    const undo = await Promise.all(
      Array.from({ length: 10 }, () => t.app.inject({ method: 'DELETE', url: `/api/reviews/${id}/helpful`, headers: bearer(reader) })),
    );
    expect(undo.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect(undo.at(-1)!.json()).toEqual({ helpfulCount: 1, votedHelpful: false });
    expect((await listOf(product._id, '', reader)).reviews[0]).toMatchObject({ helpfulCount: 1, votedHelpful: false });
    expect((await listOf(product._id, '', other)).reviews[0]).toMatchObject({ helpfulCount: 1, votedHelpful: true });

    const never = await t.make.makeUser();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/reviews/${id}/helpful`, headers: bearer(never) })).json()).toEqual({
      helpfulCount: 1,
      votedHelpful: false,
    });
    const own = await t.app.inject({ method: 'DELETE', url: `/api/reviews/${id}/helpful`, headers: bearer(author) });
    expect([own.statusCode, own.json().message]).toEqual([403, REVIEW_MESSAGES.ownReview]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/reviews/${id}/helpful` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/reviews/not-an-id/helpful', headers: bearer(reader) })).statusCode).toBe(404);
  });

  it('stores what customers type as text: markup comes back exactly as sent, for the page to show as text', async () => {
    const product = await t.make.makeProduct();
    const user = await buyer(product);
    const payload = { rating: 2, title: '<img src=x onerror=alert(1)>', text: '<script>alert("x")</script> & "quotes" are fine' };
    const id = (await submit(user, product._id, payload)).json()._id as string;
    await decide(id, { status: 'published' });
    expect((await listOf(product._id)).reviews[0]).toMatchObject(payload);
  });
});
