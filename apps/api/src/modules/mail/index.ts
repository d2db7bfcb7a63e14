import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import { bindRoutes } from '../../lib/app-module';
import { createSealer } from '../../lib/sealer';
import type { JobQueue } from '../jobs';
import { mailPersonalData } from './mail.personal-data';
import { createMailQueue } from './mail-queue';
import { createMailTransport } from './mailer';
import { createOutboxRepository } from './outbox.repository';
import { outboxRoutes } from './outbox.routes';

/** The mail module's public entry: the queue mail is sent through, and the layout the modules write their mails in. */
export type { MailQueue } from './mail-queue';
export type { MailMessage } from './mailer';
export { BRAND, escape, frame, orderButton } from './layout';

/**
 * The mail module: every mail is queued (a `mail` job, its message sealed) in the sender's transaction
 * and sent by the worker over SMTP_URL, or kept in the outbox table without it (development). The
 * outbox's page is served only in development: everyone's codes and reset links are in it (issue 40).
 */
export function createMailModule({ db, jobs, config, logger }: { db: Database; jobs: JobQueue; config: Config; logger: FastifyBaseLogger }) {
  const outbox = createOutboxRepository(db);
  const transport = createMailTransport({ smtpUrl: config.SMTP_URL, timeoutMs: config.SMTP_TIMEOUT_MS, from: config.MAIL_FROM, outbox, logger });
  const mail = createMailQueue({ jobs, transport, sealer: createSealer(config.AUTH_SECRET, 'techstore:queued-mail') });
  return {
    mail,
    routes: config.NODE_ENV === 'development' && transport.kind === 'outbox' ? bindRoutes(outboxRoutes, { outbox }) : undefined,
    personalData: mailPersonalData(mail, { relay: transport.kind === 'smtp' }),
    stop: async () => transport.close(),
  };
}
