import { asc, eq, lt } from 'drizzle-orm';
import { RETENTION } from '@store/shared';
import { exportRow, type PersonalDataHolder } from '../../lib/personal-data';
import { contactMessages } from './contact.schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Contact messages, found by the sender's e-mail (guests write too): deleted with the account, or after two years. */
export function contactPersonalData(): PersonalDataHolder {
  return {
    module: 'contact',
    tables: { contact_messages: { description: 'Messages you sent from the contact form (by your e-mail address)', erasure: 'deleted', reason: '' } },

    async export({ email }, tx) {
      const rows = await tx.select().from(contactMessages).where(eq(contactMessages.email, email)).orderBy(asc(contactMessages.createdAt));
      return { contact_messages: rows.map(exportRow) };
    },

    async erase({ email }, tx) {
      await tx.delete(contactMessages).where(eq(contactMessages.email, email));
    },

    async expire(now, tx) {
      const before = new Date(now.getTime() - RETENTION.contactMessageDays * DAY_MS);
      const removed = await tx.delete(contactMessages).where(lt(contactMessages.createdAt, before)).returning({ id: contactMessages.id });
      return { contact_messages: removed.length };
    },
  };
}
