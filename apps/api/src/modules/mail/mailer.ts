import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { OutboxRepository } from './outbox.repository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Files sent with it, in nodemailer's shape. */
  attachments?: MailAttachment[];
  /** A queued mail names the document to attach; the mail job draws it when sending, so no PDF sits in the queue. */
  invoiceOf?: { orderId: string; kind: 'invoice' | 'credit-note' };
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** How mail leaves: only the mail job (mail-queue.ts) calls it, never a request. */
export interface MailTransport {
  /** 'smtp' delivers; 'outbox' keeps mail in the database for /dev/outbox. */
  kind: 'smtp' | 'outbox';
  /** Throws when the message could not be handed over; the job then tries again later. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailTransport(options: {
  smtpUrl?: string;
  /** Connect, greeting and socket timeout: a silent server fails the attempt, and the job retries. */
  timeoutMs: number;
  from: string;
  outbox: OutboxRepository;
  logger: FastifyBaseLogger;
}): MailTransport {
  const { smtpUrl, timeoutMs, from, outbox, logger } = options;
  if (!smtpUrl) {
    return {
      kind: 'outbox',
      async send(message) {
        await outbox.insert({ to: message.to, subject: message.subject, text: message.text, html: message.html });
        logger.info({ to: message.to, subject: message.subject }, 'mail kept in the development outbox (/dev/outbox)');
      },
      close() {},
    };
  }

  // Spelled out rather than passed as { url }: nodemailer then drops the timeouts given beside it.
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    kind: 'smtp',
    async send({ invoiceOf: _named, ...message }) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
