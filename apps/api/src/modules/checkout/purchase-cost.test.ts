import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../../../test/mailbox';
import { listeningApp, purchases } from '../../../test/purchases';
import type { TestApp } from '../../../test/test-app';

/**
 * What a purchase costs the shop's database (issue 28): every SQL statement the shop sends for one,
 * BEGIN and COMMIT included, from create-order through the payment and the placed order to its
 * webhooks and mails, all run. Counted on the shop's pool (db/client.ts), so only on PostgreSQL; the
 * Razorpay sandbox mounted in this process stands in for Razorpay's servers and has its own pool
 * there (issue 41), so its statements (about 7 a purchase: its order, payment and webhook timer) are
 * not the shop's, as Razorpay's are not in production.
 */
const MAX_STATEMENTS_PER_PURCHASE = 16;
// Issue 28 asks for at most 20, the bound. Measured here: 65.4 when this test came (with the background reads), 43.7–43.9, 39.4 with the invoice numbered and stored in one statement, 37.9 with the order and its lines in one, about 41.7 once the job worker's claim-after-each-job saving (3.8) was taken back for a timing fault it brought, 37.9 with a finished job recorded by the claim its freed slot brings and one wake per commit, 35.9–36.4 with the payment and the checkout's completion written by the order's statement, 35.1 with place-order reading the checkout only under its lock, 31.1 with the invoice, the mails and the shop's notification written by the order's statement, 26.9 with the sandbox's paid-at-once payment in two statements without a lock, 24 with the checkout opened after the gateway's order in one statement (stock, checkout, expiry job), 22.3 with place-order's usual sale in one statement without a lock, 20.3 with the checkout's statement outside a transaction, 18.9 with the claims after finished jobs sharing one (docs/benchmarks.md,
// "Issue 28: purchase CPU", lists what is left), the sandbox's statements included until issue 41
// gave it its own timers (23.4 with them) and then its own pool: 14.0–14.4 the shop's alone. The
// bound keeps what was gained.

describe.skipIf(!process.env.TEST_DATABASE_URL)('statements per purchase on PostgreSQL', () => {
  let t: TestApp;
  let mailbox: Mailbox;

  beforeAll(async () => {
    mailbox = await startMailbox();
    // Mail goes out over SMTP, as in production (without it, each would also be written to the outbox table).
    t = await listeningApp({ SMTP_URL: mailbox.url });
  });
  afterAll(async () => {
    await t?.close();
    await mailbox?.close();
  });

  it(`at most ${MAX_STATEMENTS_PER_PURCHASE}, webhooks, confirmation mail and shop alert included`, async () => {
    const buy = purchases(t);
    const laptop = await t.make.makeProduct({ priceInclGst: 45_000, stock: 50 });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => t.make.makeUser()));
    // The first purchase prepares each statement on its connection; the ones after are what a running shop spends.
    await buy.buy(buyers[0]!, [[laptop, 1]]);
    await t.app.jobs.drain();

    // Some statements are the process's own whatever it does: the catalogue's version is read every
    // 200 ms (catalog.changes.ts). Their rate, measured idle, is taken off the purchases' count.
    const idleFrom = t.database.statements()!;
    const idleStarted = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const backgroundPerMs = (t.database.statements()! - idleFrom) / (performance.now() - idleStarted);

    const before = t.database.statements()!;
    const started = performance.now();
    for (const buyer of buyers.slice(1)) {
      const order = await buy.buy(buyer, [[laptop, 1]]);
      expect(order.paymentDetails.status).toBe('completed');
      // The sandbox's webhooks and the mails, as the worker runs them after the purchase.
      await t.app.jobs.drain();
    }
    const background = backgroundPerMs * (performance.now() - started);
    const perPurchase = Math.round(((t.database.statements()! - before - background) / (buyers.length - 1)) * 10) / 10;

    // Everything ran: each buyer has the confirmation mail, and no job is left waiting.
    for (const buyer of buyers) expect(mailbox.countFor(buyer.email)).toBe(1);
    expect(perPurchase).toBeGreaterThan(0);
    expect(perPurchase, `${perPurchase} statements per purchase`).toBeLessThanOrEqual(MAX_STATEMENTS_PER_PURCHASE);
  });
});
