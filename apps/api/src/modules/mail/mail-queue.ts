import { randomUUID } from 'node:crypto';
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
  jobs.handle('mail', async (payload, job) => {
    let message: MailMessage;
    try {
      message = JSON.parse(sealer.open(payload.sealed, job.id)) as MailMessage;
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
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;
