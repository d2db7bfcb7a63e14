import { asc, eq, inArray, or } from 'drizzle-orm';
import { exportRow, type PersonalDataHolder } from '../../lib/personal-data';
import { auditLog } from './audit.schema';

/** The admin change log: entries about the customer's account and orders (or made by them, for an admin) are exported and kept. */
export function auditPersonalData(): PersonalDataHolder {
  return {
    module: 'audit',
    tables: {
      audit_log: {
        description: 'Changes the shop made to your account and orders (status changes, cancellations, refunds)',
        erasure: 'kept',
        reason: 'Kept as the shop’s record of what it did to your orders, which the kept tax records rely on.',
      },
    },

    async export({ userId, orderIds }, tx) {
      const rows = await tx
        .select()
        .from(auditLog)
        .where(or(eq(auditLog.actorId, userId), inArray(auditLog.targetId, [userId, ...orderIds])))
        .orderBy(asc(auditLog.createdAt));
      return { audit_log: rows.map(exportRow) };
    },

    async erase() {},
  };
}
