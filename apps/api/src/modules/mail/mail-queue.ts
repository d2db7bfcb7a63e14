import { randomUUID } from 'node:crypto';
import type { WithSubquery } from 'drizzle-orm/subquery';
import type { Database } from '../../db/client';
import type { Sealer } from '../../lib/sealer';
import { PermanentJobError, type JobQueue } from '../jobs';
import type { MailMessage, MailTransport } from './mailer';

/**
 * All mail leaves through the job queue: a request only adds the message, in its own transaction,
 * and answers at once; the worker delivers it, retrying with backoff while the mail server is down.
 * The message is sealed in the job (it may hold a sign-in code or a reset link), so a copy of the
 * database does not give them away, and the payload is dropped once the mail has gone.
 */
export function createMailQueue({ jobs, transport, sealer }: { jobs: JobQueue; transport: MailTransport; sealer: Sealer }) {
  const messageOf = (payload: { sealed: string }, jobId: string) => JSON.parse(sealer.open(payload.sealed, jobId)) as MailMessage;

  jobs.handle('mail', async (payload, job) => {
    let message: MailMessage;
    try {
      message = messageOf(payload, job.id);
    } catch {
      throw new PermanentJobError('the mail does not open with this AUTH_SECRET');
    }
    await transport.send(message, job.id);
  });

  return {
    /**
     * Queues `message` in `tx`. `maxAttempts` bounds how long delivery is tried (a code that expires
     * in minutes is not worth an hour of retries); `dedupeKey` makes the same mail go once.
     */
    async send(message: MailMessage, tx: Database, options: { dedupeKey?: string; maxAttempts?: number } = {}): Promise<void> {
      const id = randomUUID();
      await jobs.enqueue({ id, kind: 'mail', payload: { sealed: sealer.seal(JSON.stringify(message), id) }, ...options }, tx);
    },

    /** send() as a CTE named `name` of another statement in `tx` (the sale's); with `after`, only when that earlier CTE wrote a row. */
    sending(message: MailMessage, name: string, tx: Database, options: { dedupeKey?: string; maxAttempts?: number; after?: WithSubquery } = {}): WithSubquery {
      const { after, ...rest } = options;
      const id = randomUUID();
      return jobs.enqueuing({ id, kind: 'mail', payload: { sealed: sealer.seal(JSON.stringify(message), id) }, ...rest }, name, tx, after);
    },

    /**
     * Erasure (mail.personal-data.ts): deletes, in `tx`, the mail to `address` not yet delivered
     * (queued, retrying, or dead and kept for a retry), so nothing more is sent to an erased customer
     * and no job holds their message. Only the recipient counts: mail to the shop's inbox that quotes
     * them is the shop's. The jobs are opened to read their recipient (it is sealed with the rest).
     */
    forget: (address: string, tx: Database) =>
      jobs.forget(
        'mail',
        (payload, id) => {
          try {
            return messageOf(payload, id).to === address;
          } catch {
            return false; // sealed with another AUTH_SECRET: nobody's to read, it ends dead and is purged
          }
        },
        tx,
      ),
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;
