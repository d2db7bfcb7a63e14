import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedRead } from '../../db/prepared';
import { applications } from '../../db/schema';

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
  createdAt: applications.createdAt,
};

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
    async countByUser(userId: string, tx: Database = db): Promise<number> {
      const [row] = await countByUser({ userId }, tx);
      return row?.count ?? 0;
    },

    async insert(values: NewApplicationRow, tx: Database = db): Promise<ApplicationRow> {
      const [row] = await tx.insert(applications).values(values).returning(ownerColumns);
      return row!;
    },

    /** The user's applications, newest first. */
    listByUser: (userId: string, tx: Database = db): Promise<ApplicationRow[]> => listByUser({ userId }, tx),
  };
}

export type ApplicationRepository = ReturnType<typeof createApplicationRepository>;
