import { formatMoney, formatPaise, formatRupees, orderNumber, OTP_TTL_SECONDS } from '@store/shared';
import type { MailMessage } from './mailer';

const BRAND = 'TechStore';
export const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One branded HTML frame for every message; mail clients get inline styles only. */
export function frame(title: string, body: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f1f5f9;font-family:Segoe UI,Roboto,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;overflow:hidden" cellpadding="0" cellspacing="0">
<tr><td style="background:#1d4ed8;color:#ffffff;padding:18px 24px;font-size:20px;font-weight:700">${BRAND}</td></tr>
<tr><td style="padding:24px"><h1 style="font-size:20px;margin:0 0 12px">${escape(title)}</h1>${body}</td></tr>
<tr><td style="padding:16px 24px;background:#f8fafc;color:#64748b;font-size:12px">${BRAND} · Laptops, accessories and IT services · This is an automated message.</td></tr>
</table></td></tr></table></body></html>`;
}

/** `link` opens the code page (it finds this browser's registration, or asks for the e-mail and password). */
export function verificationCodeMail(to: string, name: string, code: string, link: string): MailMessage {
  const minutes = Math.round(OTP_TTL_SECONDS / 60);
  return {
    to,
    subject: `${code} is your ${BRAND} verification code`,
    text: `Hello ${name},\n\nYour ${BRAND} verification code is: ${code}\n\nEnter it at ${link}\n\nIt is valid for ${minutes} minutes and can be used once. If you did not create an account, ignore this e-mail.\n\n— ${BRAND}`,
    html: frame(
      'Verify your e-mail address',
      `<p style="margin:0 0 16px">Hello ${escape(name)},</p>
<p style="margin:0 0 16px">Enter this code to finish creating your account:</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:700;margin:0 0 16px;color:#1d4ed8">${code}</p>
<p style="margin:0 0 16px"><a href="${escape(link)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">Enter the code</a></p>
<p style="margin:0;color:#475569">It is valid for ${minutes} minutes and can be used once. If you did not create an account, ignore this e-mail.</p>`,
    ),
  };
}

export function passwordResetMail(to: string, name: string, link: string, validMinutes: number): MailMessage {
  return {
    to,
    subject: `Reset your ${BRAND} password`,
    text: `Hello ${name},\n\nWe received a request to reset your ${BRAND} password. Open this link to choose a new one:\n\n${link}\n\nThe link is valid for ${validMinutes} minutes and can be used once. If you did not ask for this, ignore this e-mail: your password stays as it is.\n\n— ${BRAND}`,
    html: frame(
      'Reset your password',
      `<p style="margin:0 0 16px">Hello ${escape(name)},</p>
<p style="margin:0 0 16px">We received a request to reset your password. Choose a new one here:</p>
<p style="margin:0 0 16px"><a href="${escape(link)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">Reset password</a></p>
<p style="margin:0 0 8px;color:#475569;font-size:13px">Or paste this address into your browser:<br>${escape(link)}</p>
<p style="margin:0;color:#475569">The link is valid for ${validMinutes} minutes and can be used once. If you did not ask for this, ignore this e-mail.</p>`,
    ),
  };
}

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

/** What an order mail lists: the lines and figures as charged. */
export interface OrderMailSummary {
  id: string;
  /** Unit prices with GST, in paise, as charged. */
  items: Array<{ name: string; quantity: number; unitPricePaise: number }>;
  /** The price before tax and the GST inside the total, paise. */
  subtotalPaise: number;
  taxPaise: number;
  /** Whole rupees, as charged. */
  total: number;
  /** The order's page on the site. */
  link: string;
}

function orderLines(order: OrderMailSummary): { text: string; html: string } {
  const text = order.items.map((item) => `  ${item.quantity} × ${item.name}: ${formatMoney(item.unitPricePaise * item.quantity)}`).join('\n');
  const rows = order.items
    .map(
      (item) =>
        `<tr><td style="padding:6px 0">${item.quantity} × ${escape(item.name)}</td><td align="right" style="padding:6px 0">${formatMoney(item.unitPricePaise * item.quantity)}</td></tr>`,
    )
    .join('');
  const totals = `<tr><td style="padding:6px 0;border-top:1px solid #e2e8f0">Price before tax</td><td align="right" style="padding:6px 0;border-top:1px solid #e2e8f0">${formatPaise(order.subtotalPaise)}</td></tr>
<tr><td style="padding:6px 0">GST included</td><td align="right" style="padding:6px 0">${formatPaise(order.taxPaise)}</td></tr>
<tr><td style="padding:6px 0;font-weight:700">Total (incl. GST)</td><td align="right" style="padding:6px 0;font-weight:700">${formatRupees(order.total)}</td></tr>`;
  return {
    text: `${text}\n  Price before tax: ${formatPaise(order.subtotalPaise)}\n  GST included: ${formatPaise(order.taxPaise)}\n  Total (incl. GST): ${formatRupees(order.total)}`,
    html: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:14px">${rows}${totals}</table>`,
  };
}

const orderButton = (link: string) =>
  `<p style="margin:0 0 16px"><a href="${escape(link)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">View your order</a></p>`;

/**
 * `paidOnline`: paid through the gateway, so the order has its GST tax invoice; the mail links to the
 * order's page, where the invoice downloads, rather than carrying the PDF (rendered on its first
 * download). Otherwise a cash-on-delivery order: nothing is paid yet, and the mail says what is due to
 * the courier (its invoice comes when the goods are dispatched).
 */
export function orderConfirmationMail(to: string, name: string, order: OrderMailSummary, paidOnline = false): MailMessage {
  const lines = orderLines(order);
  const ref = orderNumber(order.id);
  const due = formatRupees(order.total);
  const text = paidOnline
    ? `Thank you for your order #${ref}. We have received your payment, and your order is confirmed. Your GST tax invoice is ready to download from your order's page.`
    : `Thank you for your order #${ref}. Please pay ${due} in cash or by UPI to the courier on delivery.`;
  const html = paidOnline
    ? `Thank you for your order. We have received your payment, and your order is confirmed: we will let you know when it ships. Your GST tax invoice is ready to download from <a href="${escape(order.link)}">your order's page</a>.`
    : `Thank you for your order. Please pay <strong>${escape(due)}</strong> in cash or by UPI to the courier on delivery. We will let you know when it ships.`;
  return {
    to,
    subject: `Your ${BRAND} order #${ref} is placed`,
    text: `Hello ${name},\n\n${text}\n\n${lines.text}\n\n${paidOnline ? 'Your order and its invoice' : 'Follow it here'}: ${order.link}\n\n— ${BRAND}`,
    html: frame(
      `Order #${ref} placed`,
      `<p style="margin:0 0 16px">Hello ${escape(name)},</p>
<p style="margin:0 0 16px">${html}</p>
${lines.html}${orderButton(order.link)}`,
    ),
  };
}

/** `refundPaise`: what goes back now (null when nothing was charged, 0 when it was all refunded before). */
export function orderCancelledMail(to: string, name: string, order: OrderMailSummary, refundPaise: number | null, creditNote = false): MailMessage {
  const ref = orderNumber(order.id);
  const refund =
    (refundPaise === null
      ? 'Nothing was charged for it.'
      : refundPaise > 0
        ? `A refund of ${formatPaise(refundPaise)} has been started to the account you paid from; banks usually take 5–7 working days to show it.`
        : 'Its payment had already been refunded.') +
    (creditNote ? " The GST credit note cancelling its invoice is ready to download from your order's page." : '');
  return {
    to,
    subject: `Your ${BRAND} order #${ref} is cancelled`,
    text: `Hello ${name},\n\nYour order #${ref} is cancelled. ${refund}\n\nDetails: ${order.link}\n\n— ${BRAND}`,
    html: frame(
      `Order #${ref} cancelled`,
      `<p style="margin:0 0 16px">Hello ${escape(name)},</p>
<p style="margin:0 0 16px">Your order is cancelled. ${escape(refund)}</p>
${orderLines(order).html}${orderButton(order.link)}`,
    ),
  };
}

/**
 * The courier brought the parcel back undelivered (RTO): the order is cancelled, and what was paid is
 * refunded (issue 40); a COD order owes nothing.
 */
export function orderReturnedToShopMail(to: string, name: string, order: OrderMailSummary, refundPaise: number | null): MailMessage {
  const ref = orderNumber(order.id);
  const money =
    refundPaise === null
      ? 'Nothing is due from you.'
      : refundPaise > 0
        ? `A refund of ${formatPaise(refundPaise)} has been started to the account you paid from; banks usually take 5–7 working days to show it.`
        : 'Its payment had already been refunded.';
  const words = `The courier could not deliver your order #${ref} and has brought it back to us, so we have cancelled it. ${money} The GST credit note cancelling its invoice is ready to download from your order's page. If you still want it, please order again or reply to this mail.`;
  return {
    to,
    subject: `Your ${BRAND} order #${ref} came back to us`,
    text: `Hello ${name},\n\n${words}\n\nDetails: ${order.link}\n\n— ${BRAND}`,
    html: frame(
      `Order #${ref} came back to us`,
      `<p style="margin:0 0 16px">Hello ${escape(name)},</p>
<p style="margin:0 0 16px">${escape(words)}</p>
${orderLines(order).html}${orderButton(order.link)}`,
    ),
  };
}

/** The shop could not send some of an order's items: which, and the money back (or none to pay on delivery). */
export function orderLinesCancelledMail(
  to: string,
  name: string,
  order: { id: string; link: string },
  lines: Array<{ name: string; quantity: number }>,
  refundPaise: number | null,
): MailMessage {
  const ref = orderNumber(order.id);
  const items = lines.map((line) => `${line.quantity} × ${line.name}`).join(', ');
  const money =
    refundPaise === null
      ? 'You will not pay for them on delivery.'
      : `A refund of ${formatPaise(refundPaise)} has been started to the account you paid from; banks usually take 5–7 working days to show it.`;
  const words = `We are sorry: we had to cancel part of your order #${ref}: ${items}. The rest of your order is on its way as planned. ${money}`;
  return {
    to,
    subject: `Part of your ${BRAND} order #${ref} is cancelled`,
    text: `Hello ${name},\n\n${words}\n\nDetails: ${order.link}\n\n— ${BRAND}`,
    html: frame(
      `Part of order #${ref} cancelled`,
      `<p style="margin:0 0 16px">Hello ${escape(name)},</p>\n<p style="margin:0 0 16px">${escape(words)}</p>\n${orderButton(order.link)}`,
    ),
  };
}

/** A step of a return or replacement (issue 26): `subject` finishes 'About order #…: …'. */
export function returnUpdateMail(to: string, name: string, order: { id: string; link: string }, subject: string, words: string): MailMessage {
  const ref = orderNumber(order.id);
  return {
    to,
    subject: `${BRAND} order #${ref}: ${subject}`,
    text: `Hello ${name},\n\n${words}\n\nDetails: ${order.link}\n\n— ${BRAND}`,
    html: frame(
      `Order #${ref}: ${subject}`,
      `<p style="margin:0 0 16px">Hello ${escape(name)},</p>\n<p style="margin:0 0 16px">${escape(words)}</p>\n${orderButton(order.link)}`,
    ),
  };
}

/** The order and a short status line, for the moves an order makes after it was placed. */
export function orderShippedMail(to: string, name: string, order: { id: string; link: string }, trackingNumber: string): MailMessage {
  const ref = orderNumber(order.id);
  return {
    to,
    subject: `Your ${BRAND} order #${ref} has shipped`,
    text: `Hello ${name},\n\nYour order #${ref} is on its way. Tracking number: ${trackingNumber}\n\nFollow it here: ${order.link}\n\n— ${BRAND}`,
    html: frame(
      `Order #${ref} shipped`,
      `<p style="margin:0 0 16px">Hello ${escape(name)},</p>
<p style="margin:0 0 16px">Your order is on its way. Tracking number: <strong>${escape(trackingNumber)}</strong></p>
${orderButton(order.link)}`,
    ),
  };
}

/** The courier's van has the parcel today (Shiprocket's "out for delivery"): someone should be in, a COD order's cash ready. */
export function orderOutForDeliveryMail(to: string, name: string, order: { id: string; link: string }, courier: string): MailMessage {
  const ref = orderNumber(order.id);
  return {
    to,
    subject: `Your ${BRAND} order #${ref} is out for delivery`,
    text: `Hello ${name},\n\nYour order #${ref} is out for delivery with ${courier} today.\n\nFollow it here: ${order.link}\n\n— ${BRAND}`,
    html: frame(
      `Order #${ref} out for delivery`,
      `<p style="margin:0 0 16px">Hello ${escape(name)},</p>
<p style="margin:0 0 16px">Your order is out for delivery with <strong>${escape(courier)}</strong> today.</p>
${orderButton(order.link)}`,
    ),
  };
}

/** Delivered, with the invitation to review what was bought (reviews need a delivered order). */
export function orderDeliveredMail(to: string, name: string, order: { id: string; link: string; reviewLink: string }): MailMessage {
  const ref = orderNumber(order.id);
  return {
    to,
    subject: `Your ${BRAND} order #${ref} is delivered`,
    text: `Hello ${name},\n\nYour order #${ref} has been delivered. We hope you enjoy it.\n\nHow is it? Other shoppers would like to know: write a review at ${order.reviewLink}\n\nDetails: ${order.link}\n\n— ${BRAND}`,
    html: frame(
      `Order #${ref} delivered`,
      `<p style="margin:0 0 16px">Hello ${escape(name)},</p>
<p style="margin:0 0 16px">Your order has been delivered. We hope you enjoy it.</p>
<p style="margin:0 0 16px">How is it? Other shoppers would like to know.</p>
<p style="margin:0 0 16px"><a href="${escape(order.reviewLink)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">Write a review</a></p>
<p style="margin:0 0 16px"><a href="${escape(order.link)}" style="color:#1d4ed8">View your order</a></p>`,
    ),
  };
}

/**
 * A payment the shop could not turn into an order (sold out or withdrawn meanwhile, or not matching
 * the checkout) has been returned in full.
 */
export function paymentRefundedMail(to: string, name: string, payment: { id: string; amountPaise: number }): MailMessage {
  const amount = formatPaise(payment.amountPaise);
  const words = `We could not complete the order you paid for (payment ${payment.id}), so we have refunded your ${amount} in full to the account you paid from. Banks usually take 5–7 working days to show it. We are sorry for the trouble.`;
  return {
    to,
    subject: `Your ${BRAND} payment of ${amount} is refunded`,
    text: `Hello ${name},\n\n${words}\n\n— ${BRAND}`,
    html: frame('Your payment is refunded', `<p style="margin:0 0 16px">Hello ${escape(name)},</p>\n<p style="margin:0 0 16px">${escape(words)}</p>`),
  };
}

/** The shop refunds part of an order (a price adjustment, a goodwill gesture). */
export function orderRefundedMail(to: string, name: string, order: { id: string; link: string }, amountPaise: number): MailMessage {
  const ref = orderNumber(order.id);
  const amount = formatPaise(amountPaise);
  const words = `We have started a refund of ${amount} on your order #${ref} to the account you paid from. Banks usually take 5–7 working days to show it.`;
  return {
    to,
    subject: `A refund on your ${BRAND} order #${ref}`,
    text: `Hello ${name},\n\n${words}\n\nDetails: ${order.link}\n\n— ${BRAND}`,
    html: frame(
      `A refund on order #${ref}`,
      `<p style="margin:0 0 16px">Hello ${escape(name)},</p>\n<p style="margin:0 0 16px">${escape(words)}</p>\n${orderButton(order.link)}`,
    ),
  };
}

/** One shop alert (a notification) as the shop's inbox gets it: what happened and a link to see it. */
export interface ShopAlert {
  /** What kind of news it is ("New order"). */
  label: string;
  title: string;
  text: string;
  /** Its page in the admin console. */
  link: string;
  createdAt: Date;
}

const istTime = (at: Date) => at.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

/** SHOP_ALERTS=instant: one mail per notification. */
export function shopAlertMail(inbox: string, alert: ShopAlert): MailMessage {
  return {
    to: inbox,
    subject: `[${BRAND} alert] ${alert.title}`,
    text: `${alert.label} · ${istTime(alert.createdAt)} IST\n\n${alert.title}\n${alert.text}\n\nSee it: ${alert.link}\n`,
    html: frame(
      alert.title,
      `<p style="margin:0 0 8px;color:#64748b;font-size:13px">${escape(alert.label)} · ${escape(istTime(alert.createdAt))} IST</p>
<p style="margin:0 0 16px;white-space:pre-wrap">${escape(alert.text)}</p>
<p style="margin:0"><a href="${escape(alert.link)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">Open in the admin console</a></p>`,
    ),
  };
}

/** SHOP_ALERTS=digest: the day's notifications (an India day, `YYYY-MM-DD`) in one mail, oldest first. */
export function shopDigestMail(inbox: string, day: string, alerts: ShopAlert[]): MailMessage {
  const count = `${alerts.length} alert${alerts.length === 1 ? '' : 's'}`;
  return {
    to: inbox,
    subject: `[${BRAND} alerts] ${count} for ${day}`,
    text: `${count} for ${day}:\n\n${alerts.map((alert) => `- ${alert.label}: ${alert.title} (${istTime(alert.createdAt)} IST)\n  ${alert.text}\n  ${alert.link}`).join('\n\n')}\n`,
    html: frame(
      `${count} for ${day}`,
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px">${alerts
        .map(
          (alert) =>
            `<tr><td style="padding:10px 0;border-bottom:1px solid #e2e8f0"><div style="color:#64748b;font-size:12px">${escape(alert.label)} · ${escape(istTime(alert.createdAt))} IST</div><div style="font-weight:600"><a href="${escape(alert.link)}" style="color:#1d4ed8">${escape(alert.title)}</a></div><div>${escape(alert.text)}</div></td></tr>`,
        )
        .join('')}</table>`,
    ),
  };
}

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
