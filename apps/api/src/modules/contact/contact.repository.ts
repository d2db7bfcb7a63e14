import { desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { ADMIN_MESSAGE_PAGE_SIZE } from '@store/shared';
import type { Database } from '../../db/client';
import { contactMessages } from './contact.schema';

export type NewContactMessage = Omit<typeof contactMessages.$inferInsert, 'id' | 'createdAt'>;
export type ContactMessageRow = typeof contactMessages.$inferSelect;

export function createContactRepository(db: Database) {
  return {
    /** Messages nobody in the shop has read yet. */
    async unreadCount(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(contactMessages)
        .where(sql`${contactMessages.readAt} IS NULL`);
      return row?.n ?? 0;
    },

    async insert(message: NewContactMessage, tx: Database = db): Promise<{ id: string; createdAt: Date }> {
      const [row] = await tx.insert(contactMessages).values(message).returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      return row!;
    },

    // ── the shop's side ─────────────────────────────────────────────────────

    /** Newest first; all, only unread or only read ones; with how many are unread in all. */
    async list(options: { unread?: boolean; page: number }): Promise<{ rows: ContactMessageRow[]; total: number; unread: number }> {
      const where = options.unread === undefined ? undefined : options.unread ? isNull(contactMessages.readAt) : isNotNull(contactMessages.readAt);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .where(where)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(ADMIN_MESSAGE_PAGE_SIZE)
          .offset((options.page - 1) * ADMIN_MESSAGE_PAGE_SIZE),
        db
          .select({
            total: where ? sql<number>`count(*) FILTER (WHERE ${where})::int` : sql<number>`count(*)::int`,
            unread: sql<number>`count(*) FILTER (WHERE ${contactMessages.readAt} IS NULL)::int`,
          })
          .from(contactMessages),
      ]);
      return { rows, total: count?.total ?? 0, unread: count?.unread ?? 0 };
    },

    /** Marks a message read (keeping the first time) or unread; the message as it was before, or undefined if unknown. */
    async markRead(id: string, read: boolean, tx: Database): Promise<{ before: ContactMessageRow; after: ContactMessageRow } | undefined> {
      const [before] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
      if (!before) return undefined;
      const [after] = await tx
        .update(contactMessages)
        .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
        .where(eq(contactMessages.id, id))
        .returning();
      return { before, after: after! };
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
