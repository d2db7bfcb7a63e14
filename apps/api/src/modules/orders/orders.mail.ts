import { formatPaise, orderNumber, type OrderItem } from '@store/shared';
import { BRAND, escape, frame, orderButton, type MailMessage } from '../mail';

/** "2027-12-05" → "5 December 2027", as India writes a day. */
const formatIndianDay = (isoDate: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

/** The mails of an order's moves after it was placed (the shipping module sends the shipped and delivered ones too). */

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

/** Delivered, with the invitation to review what was bought (reviews need a delivered order). */
export function orderDeliveredMail(
  to: string,
  name: string,
  order: { id: string; link: string; reviewLink: string; items?: ReadonlyArray<Pick<OrderItem, 'serials' | 'warrantyUntil' | 'product'>> },
): MailMessage {
  const ref = orderNumber(order.id);
  // A warranty is claimed with the invoice and the unit's serial number: the mail keeps both at hand.
  const units = (order.items ?? [])
    .filter((item) => item.serials.length > 0)
    .map(
      (item) =>
        `${item.product.name}: serial no. ${item.serials.join(', ')}${item.warrantyUntil ? `, warranty until ${formatIndianDay(item.warrantyUntil)}` : ''}`,
    );
  const unitsText = units.length ? `\n\nKeep this with your invoice for any warranty claim:\n${units.map((unit) => `- ${unit}`).join('\n')}` : '';
  const unitsHtml = units.length
    ? `<p style="margin:0 0 8px">Keep this with your invoice for any warranty claim:</p>\n<ul style="margin:0 0 16px;padding-left:20px">${units.map((unit) => `<li>${escape(unit)}</li>`).join('')}</ul>\n`
    : '';
  return {
    to,
    subject: `Your ${BRAND} order #${ref} is delivered`,
    text: `Hello ${name},\n\nYour order #${ref} has been delivered. We hope you enjoy it.${unitsText}\n\nHow is it? Other shoppers would like to know: write a review at ${order.reviewLink}\n\nDetails: ${order.link}\n\n— ${BRAND}`,
    html: frame(
      `Order #${ref} delivered`,
      `<p style="margin:0 0 16px">Hello ${escape(name)},</p>
<p style="margin:0 0 16px">Your order has been delivered. We hope you enjoy it.</p>
${unitsHtml}
<p style="margin:0 0 16px">How is it? Other shoppers would like to know.</p>
<p style="margin:0 0 16px"><a href="${escape(order.reviewLink)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">Write a review</a></p>
<p style="margin:0 0 16px"><a href="${escape(order.link)}" style="color:#1d4ed8">View your order</a></p>`,
    ),
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
