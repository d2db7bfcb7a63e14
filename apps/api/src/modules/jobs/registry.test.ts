import { readFileSync } from 'node:fs';
import pino from 'pino';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Database } from '../../db/client';
import { AUTH_LIMITS } from '../auth/auth.service';
import { createJobQueue } from './job-queue';
import type { JobsRepository, NewJob } from './jobs.repository';
import { JOB_REGISTRY, requiredJobKinds, type JobKind } from './registry';

/** The app's queue over a repository that only records what it is asked to insert (no database). */
function recordingQueue() {
  const inserted: NewJob[] = [];
  const repository = {
    insert: async (job: NewJob) => {
      inserted.push(job);
      return true;
    },
  } as unknown as JobsRepository;
  const jobs = createJobQueue({
    registry: JOB_REGISTRY,
    repository,
    logger: pino({ level: 'silent' }),
    pollMs: 1000,
    leaseSeconds: 30,
    retryBaseSeconds: 30,
    maxAttempts: 8,
    concurrency: 1,
  });
  return { jobs, inserted };
}
const tx = {} as Database;

describe('the job registry', () => {
  it('types each handler’s payload from its schema, and refuses wrong kinds, payloads and attempts at compile time and at run time', async () => {
    const { jobs, inserted } = recordingQueue();
    jobs.handle('refund-check', async (payload) => {
      expectTypeOf(payload).toEqualTypeOf<{ refundId: string; look: number }>();
    });
    jobs.handle('checkout-expire', async (payload) => {
      expectTypeOf(payload).toEqualTypeOf<{ checkoutId: string; late?: boolean | undefined }>();
    });

    // @ts-expect-error: not a registered kind
    expect(() => jobs.handle('refund-chek', async () => {})).toThrow('job kind "refund-chek" is not in the job registry');
    // @ts-expect-error: the handler must take the kind's payload
    jobs.handle('password-reset', async (payload: { address: string }) => void payload);

    // @ts-expect-error: refundId is a string
    await expect(jobs.enqueue({ kind: 'payment-refund', payload: { refundId: 42 } }, tx)).rejects.toThrow(
      'job payment-refund: the payload does not fit its schema (refundId: Invalid input: expected string, received number)',
    );
    // @ts-expect-error: look is missing
    await expect(jobs.enqueue({ kind: 'refund-check', payload: { refundId: 'r1' } }, tx)).rejects.toThrow(
      'job refund-check: the payload does not fit its schema (look: Invalid input: expected number, received undefined)',
    );
    // @ts-expect-error: look is a count, not a word
    await expect(jobs.enqueue({ kind: 'refund-check', payload: { refundId: 'r1', look: 'first' } }, tx)).rejects.toThrow(
      /job refund-check: .*look: Invalid input: expected number/,
    );
    // @ts-expect-error: not a registered kind
    await expect(jobs.enqueue({ kind: 'no-such-kind', payload: {} }, tx)).rejects.toThrow('job kind "no-such-kind" is not in the job registry');
    expect(inserted).toEqual([]);

    // The registry sets the attempts of this kind; only 'per job' kinds take them from the caller.
    // @ts-expect-error: maxAttempts is the registry's
    await jobs.enqueue({ kind: 'payment-refund', payload: { refundId: 'r1' }, maxAttempts: 3 }, tx);
    await jobs.enqueue({ kind: 'mail', payload: { sealed: 'x' }, maxAttempts: 4 }, tx);
    expect(inserted.map((job) => job.maxAttempts)).toEqual([12, 4]);
  });

  it('queues each kind with the attempts it always had, and the payload as given', async () => {
    const { jobs, inserted } = recordingQueue();
    const add = async (job: Parameters<typeof jobs.enqueue>[0]) => {
      await jobs.enqueue({ ...job, wake: false }, tx);
      return inserted.at(-1)!;
    };
    expect(await add({ kind: 'mail', payload: { sealed: 's' } })).toMatchObject({ kind: 'mail', payload: { sealed: 's' }, maxAttempts: 8 });
    expect(await add({ kind: 'mail', payload: { sealed: 's' }, maxAttempts: AUTH_LIMITS.otpMailAttempts, dedupeKey: 'verification-code:1' })).toMatchObject({
      maxAttempts: 4,
      dedupeKey: 'verification-code:1',
    });
    expect(await add({ kind: 'password-reset', payload: { sealed: 's' } })).toMatchObject({
      payload: { sealed: 's' },
      maxAttempts: AUTH_LIMITS.resetMailAttempts,
    });
    expect(await add({ kind: 'checkout-expire', payload: { checkoutId: 'c1' }, maxAttempts: 20, delaySeconds: 900 })).toMatchObject({
      payload: { checkoutId: 'c1' },
      maxAttempts: 20,
      delaySeconds: 900,
    });
    expect(await add({ kind: 'checkout-expire', payload: { checkoutId: 'c1', late: true }, maxAttempts: 8 })).toMatchObject({
      payload: { checkoutId: 'c1', late: true },
      maxAttempts: 8,
    });
    const refund = { id: 'rfnd_1', payment_id: 'pay_1', amount: 100, status: 'processed', receipt: null };
    expect(await add({ kind: 'payment-event', payload: { event: 'refund.processed', orderId: null, paymentId: 'pay_1', refund } })).toMatchObject({
      payload: { refund },
      maxAttempts: 12,
    });
    expect(await add({ kind: 'held-payment-deadline', payload: { checkoutId: 'c1' } })).toMatchObject({ maxAttempts: 12 });
    expect(await add({ kind: 'payment-refund', payload: { refundId: 'r1' } })).toMatchObject({ maxAttempts: 12 });
    expect(await add({ kind: 'refund-check', payload: { refundId: 'r1', look: 3 } })).toMatchObject({ maxAttempts: 8 });
  });

  it('still reads payloads queued by earlier versions', () => {
    // A payment event queued before refunds were rows (migration 0016 added `refund` only to refund.processed ones).
    expect(JOB_REGISTRY['payment-event'].payload.safeParse({ event: 'payment.captured', orderId: 'order_1', paymentId: 'pay_1', refundId: null }).success).toBe(
      true,
    );
    // A first reservation check has no `late`.
    expect(JOB_REGISTRY['checkout-expire'].payload.safeParse({ checkoutId: 'c1' }).success).toBe(true);
  });

  it('requires a handler for every kind when the app starts; the sandboxes have none (their own timers)', () => {
    const all = Object.keys(JOB_REGISTRY) as JobKind[];
    expect(all.filter((kind) => kind.includes('sandbox'))).toEqual([]);
    expect(requiredJobKinds()).toEqual(all);
  });

  it('is what docs/architecture.md lists under "Background jobs"', () => {
    const doc = readFileSync(new URL('../../../../../docs/architecture.md', import.meta.url), 'utf8');
    const section = doc.split(/^## /m).find((part) => part.startsWith('Background jobs\n'));
    expect(section, 'docs/architecture.md has a "## Background jobs" section').toBeDefined();
    // The table's first column: | `kind` | owner | …
    const listed = [...section!.matchAll(/^\| `([a-z-]+)` \|/gm)].map((match) => match[1]);
    expect(listed.sort()).toEqual(Object.keys(JOB_REGISTRY).sort());
    for (const [kind, { owner }] of Object.entries(JOB_REGISTRY)) expect(section).toMatch(new RegExp(`^\\| \`${kind}\` \\| ${owner} \\|`, 'm'));
  });
});
