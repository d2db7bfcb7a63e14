import type { USER_ROLES } from '@store/shared';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { AuditLog } from '../audit';
import { createAuthRepository } from './auth.repository';

export type RoleChange = { ok: true; message: string } | { ok: false; message: string };

/**
 * `npm run admin -- grant|revoke <email>`: makes an existing, verified account an admin or a
 * customer again, audited as done from the command line. The role is read on every request, so it
 * takes effect at once, sessions included.
 */
export async function changeRole(db: Database, audit: AuditLog, email: string, role: (typeof USER_ROLES)[number]): Promise<RoleChange> {
  const address = email.trim().toLowerCase();
  const repository = createAuthRepository(db);
  return inTransaction(db, async (tx) => {
    const user = await repository.lockUserByEmail(address, tx);
    if (!user) return { ok: false, message: `No account uses ${address}. Register it on the site first, then run this again.` };
    if (!user.emailVerifiedAt) return { ok: false, message: `${address} has not verified its e-mail address yet: verify it first.` };
    if (user.role === role) return { ok: true, message: `${address} is already ${role === 'admin' ? 'an admin' : 'a customer'}.` };
    await repository.updateUser(user.id, { role }, tx);
    await audit.record(
      'command line',
      {
        action: role === 'admin' ? 'user.grant-admin' : 'user.revoke-admin',
        targetType: 'user',
        targetId: user.id,
        before: { role: user.role },
        after: { role },
      },
      tx,
    );
    return { ok: true, message: role === 'admin' ? `${address} is now an admin.` : `${address} is a customer again.` };
  });
}
