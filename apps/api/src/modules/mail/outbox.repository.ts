import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from './mail.schema';

/** The development outbox's table: mail kept instead of sent when no SMTP server is configured. */
export function createOutboxRepository(db: Database) {
  return {
    async insert(message: { to: string; subject: string; text: string; html: string }, tx: Database = db): Promise<void> {
      await tx.insert(outboxMessages).values(message);
    },

    /** The newest mail first. */
    latest: (limit: number, tx: Database = db) =>
      tx
        .select({
          id: outboxMessages.id,
          to: outboxMessages.to,
          subject: outboxMessages.subject,
          text: outboxMessages.text,
          createdAt: outboxMessages.createdAt,
        })
        .from(outboxMessages)
        .orderBy(desc(outboxMessages.createdAt))
        .limit(limit),
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
