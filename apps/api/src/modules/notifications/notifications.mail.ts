import { BRAND, escape, frame, type MailMessage } from '../mail';

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
