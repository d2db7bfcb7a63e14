import { escape, frame, type MailMessage } from '../mail';

const SUBJECT_LABELS: Record<string, string> = {
  sales: 'Sales enquiry',
  support: 'Support request',
  insurance: 'Insurance enquiry',
  general: 'General enquiry',
};

/** A contact-form message for the shop's inbox; replying answers the customer. */
export function contactInboxMail(
  inbox: string,
  message: { name: string; email: string; phone: string; subject: string; message: string },
  receivedAt: Date,
): MailMessage {
  const label = SUBJECT_LABELS[message.subject] ?? message.subject;
  const when = receivedAt.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
  const rows: [string, string][] = [
    ['From', `${message.name} <${message.email}>`],
    ['Phone', message.phone || '—'],
    ['Subject', label],
    ['Received', `${when} IST`],
  ];
  return {
    to: inbox,
    replyTo: message.email,
    subject: `[Contact] ${label} from ${message.name}`,
    text: `${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${message.message}\n`,
    html: frame(
      `${label} from ${message.name}`,
      `<table role="presentation" cellpadding="4" style="margin:0 0 16px;font-size:14px">${rows
        .map(([k, v]) => `<tr><td style="color:#64748b">${k}</td><td>${escape(v)}</td></tr>`)
        .join('')}</table><p style="white-space:pre-wrap;margin:0">${escape(message.message)}</p>`,
    ),
  };
}
