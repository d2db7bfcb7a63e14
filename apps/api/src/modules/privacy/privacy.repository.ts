import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { GRIEVANCE_ANSWER_DAYS, type GrievanceCategory, type GrievanceStatus, type PrivacyPurpose } from '@store/shared';
import type { Database } from '../../db/client';
import { consents, grievances, securityEvents, type SecurityEventKind } from './privacy.schema';

export type ConsentRow = typeof consents.$inferSelect;
export type GrievanceRow = typeof grievances.$inferSelect;

/** GRV- and 8 characters without look-alikes (0/O, 1/I): read out over the phone. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newReference = () => `GRV-${[...randomBytes(8)].map((byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('')}`;

/** The privacy module's SQL: consents, grievances and the security log. */
export function createPrivacyRepository(db: Database) {
  return {
    async giveConsent(entry: { userId: string | null; email?: string; purpose: PrivacyPurpose; noticeVersion: string }, tx: Database = db): Promise<void> {
      await tx.insert(consents).values({ userId: entry.userId, email: entry.email ?? '', purpose: entry.purpose, noticeVersion: entry.noticeVersion });
    },

    /** Stamps the standing consents of `purpose`, the account's and those given from its e-mail as a guest; how many there were. */
    async withdrawConsent(userId: string, email: string, purpose: PrivacyPurpose, tx: Database = db): Promise<number> {
      const rows = await tx
        .update(consents)
        .set({ withdrawnAt: sql`now()` })
        .where(
          and(
            or(eq(consents.userId, userId), and(isNull(consents.userId), eq(consents.email, email))),
            eq(consents.purpose, purpose),
            isNull(consents.withdrawnAt),
          ),
        )
        .returning({ id: consents.id });
      return rows.length;
    },

    /** Every consent of the account (or given from its e-mail as a guest), newest first. */
    consentsOf: (userId: string, email: string, tx: Database = db): Promise<ConsentRow[]> =>
      tx
        .select()
        .from(consents)
        .where(or(eq(consents.userId, userId), and(isNull(consents.userId), eq(consents.email, email))))
        .orderBy(desc(consents.givenAt), desc(consents.id)),

    async logEvent(entry: { userId: string | null; kind: SecurityEventKind; detail?: string; ip?: string }, tx: Database = db): Promise<void> {
      await tx.insert(securityEvents).values({ userId: entry.userId, kind: entry.kind, detail: entry.detail ?? '', ip: entry.ip ?? '' });
    },

    eventsOf: (userId: string, tx: Database = db) =>
      tx.select().from(securityEvents).where(eq(securityEvents.userId, userId)).orderBy(asc(securityEvents.createdAt)),

    async deleteEventsBefore(before: Date, tx: Database): Promise<number> {
      return (await tx.delete(securityEvents).where(lt(securityEvents.createdAt, before)).returning({ id: securityEvents.id })).length;
    },

    async insertGrievance(
      entry: { userId: string | null; name: string; email: string; category: GrievanceCategory; message: string },
      tx: Database = db,
    ): Promise<GrievanceRow> {
      const [row] = await tx
        .insert(grievances)
        .values({ ...entry, reference: newReference(), dueAt: sql`now() + make_interval(days => ${GRIEVANCE_ANSWER_DAYS})` })
        .returning();
      return row!;
    },

    /** Open ones first, the soonest due first; then the answered, newest first. */
    listGrievances: (status: GrievanceStatus | undefined) =>
      db
        .select()
        .from(grievances)
        .where(status ? eq(grievances.status, status) : undefined)
        .orderBy(
          sql`${grievances.status} = 'answered'`,
          sql`CASE WHEN ${grievances.status} = 'open' THEN ${grievances.dueAt} END ASC`,
          desc(grievances.createdAt),
        )
        .limit(500),

    async openGrievanceCount(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(grievances)
        .where(eq(grievances.status, 'open'));
      return row?.count ?? 0;
    },

    async lockGrievance(id: string, tx: Database): Promise<GrievanceRow | undefined> {
      const [row] = await tx.select().from(grievances).where(eq(grievances.id, id)).for('update');
      return row;
    },

    async answerGrievance(id: string, answer: string, by: string, tx: Database): Promise<GrievanceRow> {
      const [row] = await tx
        .update(grievances)
        .set({ status: 'answered', answer, answeredBy: by, answeredAt: sql`now()` })
        .where(eq(grievances.id, id))
        .returning();
      return row!;
    },

    grievancesOf: (userId: string, email: string, tx: Database = db) =>
      tx
        .select()
        .from(grievances)
        .where(or(eq(grievances.userId, userId), eq(grievances.email, email)))
        .orderBy(asc(grievances.createdAt)),

    /**
     * An erased person's grievances keep their reference, category, dates and outcome, not the person's
     * name, address or words; one still open is closed first, with `closedBecause` as its outcome.
     */
    async eraseGrievances(
      userId: string,
      email: string,
      erased: { name: string; email: string; message: string; closedBecause: string },
      tx: Database,
    ): Promise<void> {
      const theirs = or(eq(grievances.userId, userId), eq(grievances.email, email));
      await tx
        .update(grievances)
        .set({ status: 'closed', answer: erased.closedBecause, answeredBy: '', answeredAt: sql`now()` })
        .where(and(eq(grievances.status, 'open'), theirs));
      await tx.update(grievances).set({ name: erased.name, email: erased.email, message: erased.message }).where(theirs);
    },

    /** Consents given from the address as a guest (the contact form before an account): they name the address. */
    async deleteGuestConsents(email: string, tx: Database): Promise<void> {
      await tx.delete(consents).where(and(isNull(consents.userId), eq(consents.email, email)));
    },
  };
}

export type PrivacyRepository = ReturnType<typeof createPrivacyRepository>;
