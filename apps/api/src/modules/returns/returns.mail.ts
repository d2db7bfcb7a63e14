import { orderNumber } from '@store/shared';
import { BRAND, escape, frame, orderButton, type MailMessage } from '../mail';

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
