import { once } from 'node:events';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The decoded message (headers and all parts), enough to find codes and links in. */
  body: string;
  /** Its Message-ID header: the same for every delivery attempt of one queued mail. */
  messageId: string;
}

/** Quoted-printable soft breaks and escapes, as nodemailer writes long or non-ASCII lines. */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A header's value, unfolded, its RFC 2047 encoded words (nodemailer's for non-ASCII text) decoded. */
function headerOf(raw: string, name: string): string {
  const head = raw.slice(0, Math.max(0, raw.search(/\r?\n\r?\n/))).replace(/\r?\n[ \t]+/g, ' ');
  const value = new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/**
 * A real SMTP server in the test process. `mode` makes it refuse mail ('fail') or never answer
 * the message ('hang'), to test how the site behaves when its mail server misbehaves; `hangFor`
 * never answers messages to that one address (a sender stuck in one delivery while others flow).
 */
export async function startMailbox() {
  const received: ReceivedMail[] = [];
  const waiting: Array<{ to: string; resolve: (mail: ReceivedMail) => void }> = [];
  const state = { mode: 'accept' as 'accept' | 'fail' | 'hang', hangFor: undefined as string | undefined, hanging: 0 };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (state.mode === 'fail') return callback(new Error('mailbox unavailable'));
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        if (state.mode === 'hang' || (state.hangFor && to.includes(state.hangFor))) {
          state.hanging++;
          return; // never acknowledge
        }
        const body = decodeQuotedPrintable(raw);
        const mail = {
          to,
          subject: headerOf(raw, 'Subject'),
          body,
          messageId: headerOf(raw, 'Message-ID'),
        };
        received.push(mail);
        for (const w of waiting.filter((w) => mail.to.includes(w.to))) {
          waiting.splice(waiting.indexOf(w), 1);
          w.resolve(mail);
        }
        callback();
      });
    },
  });
  // A sender killed mid-message resets its connection: that message never arrived, nothing more.
  server.on('error', () => {});
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as { port: number };

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    /** The next mail to this address (or one already received since `after`). */
    nextFor(to: string, after = 0): Promise<ReceivedMail> {
      const found = received.slice(after).find((m) => m.to.includes(to.toLowerCase()));
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const entry = { to: to.toLowerCase(), resolve };
        waiting.push(entry);
        setTimeout(() => reject(new Error(`no mail for ${to} within 5 s`)), 5000).unref();
      });
    },
    countFor: (to: string) => received.filter((m) => m.to.includes(to.toLowerCase())).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

/** The files attached to a mail (base64 MIME parts with a file name), decoded. */
export function attachmentsOf(mail: ReceivedMail): Array<{ filename: string; contentType: string; content: Buffer }> {
  const boundaries = [...mail.body.matchAll(/boundary="?([^"\r\n;]+)"?/g)].map((match) => match[1]!);
  // Only the outermost multipart's parts: an inner boundary's split would find the same file again.
  const parts = boundaries.length === 0 ? [] : mail.body.split(`--${boundaries[0]}`);
  return parts.flatMap((part) => {
    const filename = /filename="?([^"\r\n;]+)"?/.exec(part)?.[1];
    if (!filename || !/Content-Transfer-Encoding: base64/i.test(part)) return [];
    const body = part.slice(part.search(/\r?\n\r?\n/));
    return [{ filename, contentType: /Content-Type: ([^;\r\n]+)/i.exec(part)?.[1] ?? '', content: Buffer.from(body.replace(/\s+/g, ''), 'base64') }];
  });
}

export const codeIn = (mail: ReceivedMail) => /\b(\d{6})\b/.exec(mail.subject)?.[1] ?? /code is: (\d{6})/.exec(mail.body)![1]!;
export const resetLinkIn = (mail: ReceivedMail) => /(https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_%-]+)/.exec(mail.body)![1]!;
