import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { exportRow, type PersonalDataHolder } from '../../lib/personal-data';
import { auditLog } from './audit.schema';

/** The admin change log: entries about the customer's account and records (or made by them, for an admin) are exported and kept. */
export function auditPersonalData(): PersonalDataHolder {
  return {
    module: 'audit',
    tables: {
      audit_log: {
        description: 'Changes the shop made to your account, orders, checkouts, refunds, returns, reviews, applications and grievances',
        erasure: 'kept',
        reason: 'Kept as the shop’s record of what it did to your orders, which the kept tax records rely on.',
      },
    },

    // Entries by target: the account, its orders and checkouts, and every other record of theirs the holders named (returns, refunds, …).
    async export({ userId, orderIds, checkoutIds, records }, tx) {
      const targets: Record<string, string[]> = { user: [userId], order: orderIds, checkout: checkoutIds, ...records };
      const about = Object.entries(targets)
        .filter(([, ids]) => ids.length > 0)
        .map(([type, ids]) => and(eq(auditLog.targetType, type), inArray(auditLog.targetId, ids)));
      const rows = await tx
        .select()
        .from(auditLog)
        .where(or(eq(auditLog.actorId, userId), ...about))
        .orderBy(asc(auditLog.createdAt));
      return { audit_log: rows.map(exportRow) };
    },

    async erase() {},
  };
}
