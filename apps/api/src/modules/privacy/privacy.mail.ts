import { BRAND, escape, frame, type MailMessage } from '../mail';

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((part) => `<p style="margin:0 0 16px;white-space:pre-line">${escape(part)}</p>`)
    .join('\n');

/** A grievance to the Grievance Officer was received (DPDP Act 2023, s. 13): its reference and the date it will be answered by. */
export function grievanceReceivedMail(to: string, name: string, grievance: { reference: string; dueOn: string; officer: string }): MailMessage {
  const words = `We have received your grievance ${grievance.reference}. ${grievance.officer}, our Grievance Officer, will answer you by e-mail by ${grievance.dueOn} at the latest. Please quote the reference if you write to us about it.`;
  return {
    to,
    subject: `${BRAND} grievance ${grievance.reference} received`,
    text: `Hello ${name},\n\n${words}\n\n— ${BRAND}`,
    html: frame(`Grievance ${grievance.reference} received`, `<p style="margin:0 0 16px">Hello ${escape(name)},</p>\n<p style="margin:0">${escape(words)}</p>`),
  };
}

/** The Grievance Officer's answer. */
export function grievanceAnswerMail(
  to: string,
  name: string,
  grievance: { reference: string; answer: string; officer: string; officerTitle: string },
): MailMessage {
  return {
    to,
    subject: `${BRAND} grievance ${grievance.reference}: our answer`,
    text: `Hello ${name},\n\n${grievance.answer}\n\n${grievance.officer}\n${grievance.officerTitle}, ${BRAND}\n\nIf you are not satisfied with this answer, you may complain to the Data Protection Board of India.`,
    html: frame(
      `Grievance ${grievance.reference}: our answer`,
      `<p style="margin:0 0 16px">Hello ${escape(name)},</p>\n${paragraphs(grievance.answer)}\n<p style="margin:0 0 16px">${escape(grievance.officer)}<br>${escape(grievance.officerTitle)}, ${BRAND}</p>\n<p style="margin:0;color:#475569;font-size:13px">If you are not satisfied with this answer, you may complain to the Data Protection Board of India.</p>`,
    ),
  };
}

/** The account was erased at its owner's request: what went, and what the law makes the shop keep. */
export function accountErasedMail(to: string, name: string, kept: string): MailMessage {
  const words = `Your ${BRAND} account has been erased as you asked: your profile, sign-ins, applications and messages are deleted, and your name, phone and address are removed from your orders.`;
  return {
    to,
    subject: `Your ${BRAND} account has been erased`,
    text: `Hello ${name},\n\n${words}\n\n${kept}\n\nThis is the last e-mail we send to this address about your account.\n\n— ${BRAND}`,
    html: frame(
      'Your account has been erased',
      `<p style="margin:0 0 16px">Hello ${escape(name)},</p>\n<p style="margin:0 0 16px">${escape(words)}</p>\n<p style="margin:0 0 16px">${escape(kept)}</p>\n<p style="margin:0;color:#475569">This is the last e-mail we send to this address about your account.</p>`,
    ),
  };
}
