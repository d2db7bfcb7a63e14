import { and, asc, desc, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shopNotifications } from './notifications.schema';

export type NotificationRow = typeof shopNotifications.$inferSelect;
export type NewNotification = Pick<
  typeof shopNotifications.$inferInsert,
  'kind' | 'title' | 'text' | 'targetType' | 'targetId' | 'dedupeKey' | 'userId' | 'email'
> & {
  /** Mailed as it is written (SHOP_ALERTS=instant, or its news already reached the inbox). */
  mailed: boolean;
};

/** Every read and write of shop_notifications. */
export function createNotificationRepository(db: Database) {
  const unreadCount = async (on: Database = db) =>
    (
      await on
        .select({ count: sql<number>`count(*)::int` })
        .from(shopNotifications)
        .where(isNull(shopNotifications.readAt))
    )[0]?.count ?? 0;

  return {
    /** The new row, or undefined when its dedupe key was noted already. */
    async insert({ mailed, ...row }: NewNotification, tx: Database): Promise<NotificationRow | undefined> {
      const [inserted] = await tx
        .insert(shopNotifications)
        .values({ ...row, mailedAt: mailed ? sql`now()` : null })
        .onConflictDoNothing({ target: shopNotifications.dedupeKey })
        .returning();
      return inserted;
    },

    /** insert() as a CTE of another statement in `tx` (the sale's), at the time given: it answers with the id only when the row was added. */
    inserting({ mailed, ...row }: NewNotification & { createdAt: Date }, tx: Database) {
      return tx.$with('notification_added').as(
        tx
          .insert(shopNotifications)
          .values({ ...row, mailedAt: mailed ? sql`now()` : null })
          .onConflictDoNothing({ target: shopNotifications.dedupeKey })
          .returning({ id: shopNotifications.id }),
      );
    },

    /** Newest first, a page at a time, with the count of all unread. */
    async list(query: { unread?: boolean; limit: number; offset: number }) {
      const where: SQL | undefined =
        query.unread === undefined ? undefined : query.unread ? isNull(shopNotifications.readAt) : sql`${shopNotifications.readAt} IS NOT NULL`;
      const [rows, [count], unread] = await Promise.all([
        db
          .select()
          .from(shopNotifications)
          .where(where)
          .orderBy(desc(shopNotifications.createdAt), desc(shopNotifications.id))
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(shopNotifications)
          .where(where),
        unreadCount(),
      ]);
      return { rows, total: count?.total ?? 0, unread };
    },

    unreadCount,

    /** Marks these (or, without ids, every unread one) read; how many were unread. */
    async markRead(ids: string[] | 'all', tx: Database = db): Promise<number> {
      const which = ids === 'all' ? isNull(shopNotifications.readAt) : and(isNull(shopNotifications.readAt), inArray(shopNotifications.id, ids));
      const marked = await tx
        .update(shopNotifications)
        .set({ readAt: sql`now()` })
        .where(which)
        .returning({ id: shopNotifications.id });
      return marked.length;
    },

    /** The ones not mailed yet written before `before`, oldest first, locked until `tx` ends (the digest takes them). */
    async lockUnmailed(before: Date, tx: Database): Promise<NotificationRow[]> {
      return tx
        .select()
        .from(shopNotifications)
        .where(and(isNull(shopNotifications.mailedAt), lt(shopNotifications.createdAt, before)))
        .orderBy(asc(shopNotifications.createdAt), asc(shopNotifications.id))
        .for('update');
    },

    async markMailed(ids: string[], tx: Database): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .update(shopNotifications)
        .set({ mailedAt: sql`now()` })
        .where(inArray(shopNotifications.id, ids));
    },
  };
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
