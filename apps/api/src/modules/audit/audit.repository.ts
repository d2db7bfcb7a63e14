import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from './audit.schema';

/** Who made an admin change: a signed-in admin, or the command line (`npm run admin`). */
export type Actor = { id: string; email: string } | 'command line';

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export type AuditRow = typeof auditLog.$inferSelect;

/** The audit log's SQL. Entries are written in the caller's transaction, so one exists exactly when its change does. */
export function createAuditLog(db: Database) {
  return {
    async record(actor: Actor, entry: AuditEntry, tx: Database): Promise<void> {
      await tx.insert(auditLog).values({
        actorId: actor === 'command line' ? null : actor.id,
        actor: actor === 'command line' ? actor : actor.email,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        before: entry.before ?? null,
        after: entry.after ?? null,
        // The moment of writing, not the transaction's start (now()): changes that waited on one
        // row's lock are then listed in the order they were made.
        createdAt: sql`clock_timestamp()`,
      });
    },

    /** Newest first; optionally of one target. */
    async list(options: { limit: number; offset: number; targetType?: string; targetId?: string }): Promise<{ entries: AuditRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (options.targetType) conditions.push(eq(auditLog.targetType, options.targetType));
      if (options.targetId) conditions.push(eq(auditLog.targetId, options.targetId));
      const where = conditions.length ? and(...conditions) : undefined;
      const [entries, [count]] = await Promise.all([
        db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(options.limit).offset(options.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(auditLog)
          .where(where),
      ]);
      return { entries, total: count?.total ?? 0 };
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;

/** The fields of `changes` as they are in `row`: the before (or after) of an audited change. */
export function pick(row: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(changes).map((key) => [key, row[key]]));
}
