import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ADMIN_APPLICATION_PAGE_SIZE, type AdminApplicationQuery, type ApplicationStatus } from '@store/shared';
import type { Database } from '../../db/client';
import { preparedRead } from '../../db/prepared';
import { after, cursorAt, onIndiaDays, PAGE_ROWS, type Cursor } from '../../db/ranges';
import { customers } from '../auth';
import { applications } from './applications.schema';

/** What the owner is shown; the identity ciphertext is never read back for them. */
const ownerColumns = {
  id: applications.id,
  type: applications.type,
  subType: applications.subType,
  status: applications.status,
  adminNotes: applications.adminNotes,
  personalInfo: applications.personalInfo,
  financialInfo: applications.financialInfo,
  panLast4: applications.panLast4,
  aadharLast4: applications.aadharLast4,
  specificDetails: applications.specificDetails,
  statusHistory: applications.statusHistory,
  createdAt: applications.createdAt,
};

/** The shop's view adds the customer; still no identity numbers (the reveal reads those alone). */
const adminColumns = {
  ...ownerColumns,
  updatedAt: applications.updatedAt,
  customerId: customers.id,
  customerName: customers.name,
  customerEmail: customers.email,
  customerPhone: customers.phone,
};
export type AdminApplicationRow = ApplicationRow & { updatedAt: Date; customerId: string; customerName: string; customerEmail: string; customerPhone: string };

function adminFilter(query: AdminApplicationQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.type) conditions.push(eq(applications.type, query.type));
  if (query.subType) conditions.push(eq(applications.subType, query.subType));
  if (query.status) conditions.push(eq(applications.status, query.status));
  return conditions.length ? and(...conditions) : undefined;
}

export type ApplicationRow = {
  [K in keyof typeof ownerColumns]: (typeof ownerColumns)[K]['_']['data'];
};
export type NewApplicationRow = typeof applications.$inferInsert;

export function createApplicationRepository(db: Database) {
  const listByUser = preparedRead(db, 'applications_list_by_user', (on) =>
    on
      .select(ownerColumns)
      .from(applications)
      .where(eq(applications.userId, sql.placeholder('userId')))
      .orderBy(desc(applications.createdAt), desc(applications.id)),
  );

  const countByUser = preparedRead(db, 'applications_count_by_user', (on) =>
    on
      .select({ count: sql<number>`count(*)::int` })
      .from(applications)
      .where(eq(applications.userId, sql.placeholder('userId'))),
  );

  return {
    /** Applications waiting for the shop (pending or under review). */
    async openCount(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(applications)
        .where(sql`${applications.status} IN ('pending', 'under_review')`);
      return row?.n ?? 0;
    },

    async countByUser(userId: string, tx: Database = db): Promise<number> {
      const [row] = await countByUser({ userId }, tx);
      return row?.count ?? 0;
    },

    async insert(values: NewApplicationRow, tx: Database = db): Promise<ApplicationRow> {
      const [row] = await tx.insert(applications).values(values).returning(ownerColumns);
      return row!;
    },

    /** The user's application with this id; undefined when there is none or it is another customer's. */
    async findForUser(id: string, userId: string): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .select(ownerColumns)
        .from(applications)
        .where(and(eq(applications.id, id), eq(applications.userId, userId)));
      return row;
    },

    // ── the shop's side ─────────────────────────────────────────────────────

    async adminList(query: AdminApplicationQuery): Promise<{ rows: AdminApplicationRow[]; total: number }> {
      const where = adminFilter(query);
      const [rows, [count]] = await Promise.all([
        db
          .select(adminColumns)
          .from(applications)
          .innerJoin(customers, eq(customers.id, applications.userId))
          .where(where)
          .orderBy(desc(applications.createdAt), desc(applications.id))
          .limit(ADMIN_APPLICATION_PAGE_SIZE)
          .offset((query.page - 1) * ADMIN_APPLICATION_PAGE_SIZE),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(applications)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    async adminFind(id: string, tx: Database = db): Promise<AdminApplicationRow | undefined> {
      const [row] = await tx.select(adminColumns).from(applications).innerJoin(customers, eq(customers.id, applications.userId)).where(eq(applications.id, id));
      return row;
    },

    /** Status and notes, locked until `tx` ends: a decision is made on what is there now. */
    async lockForDecision(id: string, tx: Database) {
      const [row] = await tx
        .select({ status: applications.status, adminNotes: applications.adminNotes })
        .from(applications)
        .where(eq(applications.id, id))
        .for('update');
      return row;
    },

    async decide(id: string, change: { status?: ApplicationStatus; adminNotes?: string }, tx: Database): Promise<void> {
      await tx
        .update(applications)
        .set({
          ...(change.status
            ? {
                status: change.status,
                statusHistory: sql`${applications.statusHistory} || jsonb_build_array(jsonb_build_object('status', ${change.status}::text, 'at', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))`,
              }
            : {}),
          ...(change.adminNotes !== undefined ? { adminNotes: change.adminNotes } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(applications.id, id));
    },

    /** The sealed identity numbers, for the audited reveal only. */
    async identityCiphertext(id: string, tx: Database): Promise<string | undefined> {
      const [row] = await tx.select({ sealed: applications.identityCiphertext }).from(applications).where(eq(applications.id, id));
      return row?.sealed;
    },

    /** How many applications each of these users made, by user id. */
    async countsByUsers(userIds: string[]): Promise<Map<string, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ userId: applications.userId, count: sql<number>`count(*)::int` })
        .from(applications)
        .where(inArray(applications.userId, userIds))
        .groupBy(applications.userId);
      return new Map(rows.map((row) => [row.userId, row.count]));
    },

    /** A page of the applications made from … to (India's days), oldest first, without personal or identity details: the export. */
    async exportPage(from: string, to: string, cursor: Cursor | undefined) {
      return db
        .select({
          id: applications.id,
          cursorAt: cursorAt(applications.createdAt),
          type: applications.type,
          subType: applications.subType,
          status: applications.status,
          createdAt: applications.createdAt,
          updatedAt: applications.updatedAt,
          customerName: customers.name,
          customerEmail: customers.email,
        })
        .from(applications)
        .innerJoin(customers, eq(customers.id, applications.userId))
        .where(and(onIndiaDays(applications.createdAt, from, to), after(applications.createdAt, applications.id, cursor)))
        .orderBy(asc(applications.createdAt), asc(applications.id))
        .limit(PAGE_ROWS);
    },

    /** The user's applications, newest first. */
    listByUser: (userId: string, tx: Database = db): Promise<ApplicationRow[]> => listByUser({ userId }, tx),
  };
}

export type ApplicationRepository = ReturnType<typeof createApplicationRepository>;
export type ApplicationExportRow = Awaited<ReturnType<ApplicationRepository['exportPage']>>[number];
