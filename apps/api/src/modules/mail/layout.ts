/**
 * The layout every module's mails are written in (each mail lives beside the module that sends it,
 * <module>/<module>.mail.ts): the shop's name, the branded HTML frame, escaping, and the button to an order's page.
 */

export const BRAND = 'TechStore';
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

/** The button to the order's page that an order's mails end with. */
export const orderButton = (link: string) =>
  `<p style="margin:0 0 16px"><a href="${escape(link)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">View your order</a></p>`;
