import { formatRupees } from '@store/shared';
import { escape, frame, type MailMessage } from '../mail';

/** The one back-in-stock mail of a "notify me" request (issue 27): the product, its price now, and a way to stop such mail. */
export function backInStockMail(to: string, product: { name: string; priceInclGst: number; link: string }, unsubscribeLink: string): MailMessage {
  const price = formatRupees(product.priceInclGst);
  return {
    to,
    subject: `Back in stock: ${product.name}`,
    text: `Good news: ${product.name} is back in stock at TechStore, at ${price} (GST included).\n\nSee it here: ${product.link}\n\nStock is limited and is not held for you. You asked us to tell you once, so this is the only e-mail about it.\n\nStop back-in-stock e-mails: ${unsubscribeLink}\n\n— TechStore`,
    html: frame(
      'Back in stock',
      `<p style="margin:0 0 16px"><strong>${escape(product.name)}</strong> is back in stock, at <strong>${escape(price)}</strong> (GST included).</p>
<p style="margin:0 0 16px"><a href="${escape(product.link)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">View product</a></p>
<p style="margin:0 0 16px;color:#475569">Stock is limited and is not held for you. You asked us to tell you once, so this is the only e-mail about it.</p>
<p style="margin:0;color:#64748b;font-size:12px"><a href="${escape(unsubscribeLink)}" style="color:#64748b">Stop back-in-stock e-mails</a></p>`,
    ),
  };
}
