import { orderNumber } from '@store/shared';
import { BRAND, escape, frame, orderButton, type MailMessage } from '../mail';

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
