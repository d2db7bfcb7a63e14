import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
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
  const listByUserStatement = db
    .select(ownerColumns)
    .from(applications)
    .where(eq(applications.userId, sql.placeholder('userId')))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .prepare('applications_list_by_user');

  const countByUserStatement = db
    .select({ count: sql<number>`count(*)::int` })
    .from(applications)
    .where(eq(applications.userId, sql.placeholder('userId')))
    .prepare('applications_count_by_user');

  return {
    async countByUser(userId: string): Promise<number> {
      const [row] = await countByUserStatement.execute({ userId });
      return row?.count ?? 0;
    },

    async insert(values: NewApplicationRow): Promise<ApplicationRow> {
      const [row] = await db.insert(applications).values(values).returning(ownerColumns);
      return row!;
    },

    /** The user's applications, newest first. */
    listByUser: (userId: string): Promise<ApplicationRow[]> => listByUserStatement.execute({ userId }),
  };
}

export type ApplicationRepository = ReturnType<typeof createApplicationRepository>;
