/** The mail module's public entry: the queue mail is sent through, and the layout the modules write their mails in. */
export type { MailQueue } from './mail-queue';
export type { MailMessage } from './mailer';
export { BRAND, escape, frame, orderButton } from './layout';
