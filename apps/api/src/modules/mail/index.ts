/** The mail module's public entry: the queue mail is sent through, and the mails themselves. */
export type { MailQueue } from './mail-queue';
export * from './templates';
export { backInStockMail } from './stock-alert-mail';
