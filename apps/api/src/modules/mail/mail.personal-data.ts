import { asc, eq, lt } from 'drizzle-orm';
import { RETENTION } from '@store/shared';
import { exportRow, type PersonalDataHolder } from '../../lib/personal-data';
import type { MailQueue } from './mail-queue';
import { outboxMessages } from './mail.schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The outbox's copies of mail (DPDP Act 2023, ss. 8(7), 11-12), found by recipient: every row is a mail
 * already delivered (mail.schema.ts), so none is needed for a retry. Mail to them not yet delivered
 * (queued, retrying, or dead and kept for an admin's retry) waits sealed in the jobs table: erasure
 * deletes it too, so an erased customer gets no more mail from the shop but the erasure's own
 * confirmation, which the privacy module queues after every holder has erased.
 *
 * The export lists each mail's recipient, subject and time, not its words: the words repeat what the
 * other modules export (the order, the return, the refund) or hold a sign-in code or a reset link,
 * which has no place in a file saved to a download folder. Mail to the shop's own inbox that quotes a
 * customer (contact messages, alerts) is the shop's mail, not theirs: it goes with the retention only.
 * With an SMTP server (`relay`), the relay that carried the mail keeps its own log of it: the shop is
 * told to ask it to erase that too.
 */
export function mailPersonalData(mail: Pick<MailQueue, 'forget'>, options: { relay: boolean }): PersonalDataHolder {
  return {
    module: 'mail',
    tables: {
      outbox_messages: {
        description: 'Copies of the e-mails we sent to your address (to whom, the subject and when), where the shop keeps them',
        erasure: 'deleted',
        reason: `The confirmation of the erasure is sent after it; its copy is deleted with the others, ${RETENTION.sentMailDays} days after sending.`,
      },
    },

    async export({ email }, tx) {
      const rows = await tx
        .select({ id: outboxMessages.id, to: outboxMessages.to, subject: outboxMessages.subject, createdAt: outboxMessages.createdAt })
        .from(outboxMessages)
        .where(eq(outboxMessages.to, email))
        .orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.id));
      return { outbox_messages: rows.map(exportRow) };
    },

    async erase({ email }, tx) {
      await tx.delete(outboxMessages).where(eq(outboxMessages.to, email));
      await mail.forget(email, tx);
    },

    // The erasure names no address to the shop (it is gone): the relay finds its log by the one the customer gives.
    async processors() {
      if (!options.relay) return [];
      const ask =
        'erase its log of the mail it carried to the customer’s address, if it keeps it past its own period; the shop no longer has the address: use the one the customer gives, if they write again';
      return [{ processor: 'the e-mail provider (mail relay)', ask, ids: [] }];
    },

    /** Copies older than RETENTION.sentMailDays go, whoever they were to (the shop's inbox too). */
    async expire(now, tx) {
      const before = new Date(now.getTime() - RETENTION.sentMailDays * DAY_MS);
      const removed = await tx.delete(outboxMessages).where(lt(outboxMessages.createdAt, before)).returning({ id: outboxMessages.id });
      return { outbox_messages: removed.length };
    },
  };
}
