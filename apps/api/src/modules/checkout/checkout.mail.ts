import { formatMoney, formatPaise, formatRupees, orderNumber } from '@store/shared';
import { BRAND, escape, frame, orderButton, type MailMessage } from '../mail';

/** The mails of a checkout: the order placed, cancelled (whole, in part, or come back undelivered), and a payment that could not become an order, refunded. */

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
