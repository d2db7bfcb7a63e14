import { and, eq, isNull, lt } from 'drizzle-orm';
import { RETENTION } from '@store/shared';
import type { Database } from '../../db/client';
import { ERASED_NAME, exportRow, type PersonalDataHolder } from '../../lib/personal-data';
import { emailCodes, passwordResets, sessions, users } from './auth.schema';
import type { AuthService } from './auth.service';
import { verifyPassword } from './credentials';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The account's side of the DPDP rights (privacy module): the users row is anonymised rather than
 * deleted (orders, checkouts and returns point to it and are kept for GST law), its sign-in material
 * is deleted, so the account can never be signed in to again.
 */
export function createAuthPersonalData({ forgetResetRequests }: Pick<AuthService, 'forgetResetRequests'>) {
  const holder: PersonalDataHolder = {
    module: 'auth',
    tables: {
      users: {
        description: 'Your account: name, e-mail, mobile number and address',
        erasure: 'anonymised',
        reason: 'An empty row stays (your kept orders point to it): name, e-mail, phone, address and password are removed, so nobody can sign in to it.',
      },
      sessions: { description: 'Devices signed in to your account', erasure: 'deleted', reason: '' },
      email_codes: { description: 'E-mail verification codes (only when they were sent; the codes are not readable)', erasure: 'deleted', reason: '' },
      password_resets: { description: 'Password reset links (only when they were sent)', erasure: 'deleted', reason: '' },
    },

    async export({ userId }, tx) {
      const account = await tx
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          phone: users.phone,
          role: users.role,
          street: users.street,
          city: users.city,
          state: users.state,
          pincode: users.pincode,
          emailVerifiedAt: users.emailVerifiedAt,
          createdAt: users.createdAt,
          updatedAt: users.updatedAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      const signedIn = await tx.select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.userId, userId));
      const codes = await tx
        .select({ createdAt: emailCodes.createdAt, expiresAt: emailCodes.expiresAt, consumedAt: emailCodes.consumedAt })
        .from(emailCodes)
        .where(eq(emailCodes.userId, userId));
      const resets = await tx
        .select({ createdAt: passwordResets.createdAt, expiresAt: passwordResets.expiresAt, usedAt: passwordResets.usedAt })
        .from(passwordResets)
        .where(eq(passwordResets.userId, userId));
      return {
        users: account.map(exportRow),
        sessions: signedIn.map(exportRow),
        email_codes: codes.map(exportRow),
        password_resets: resets.map(exportRow),
      };
    },

    async erase({ userId, email }, tx) {
      // A reset request still queued (or given up on, kept for a retry) holds the address, sealed.
      await forgetResetRequests(email, tx);
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx.delete(emailCodes).where(eq(emailCodes.userId, userId));
      await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
      // 'erased' is no Argon2 hash: verifyPassword answers false for any password.
      await tx
        .update(users)
        .set({
          name: ERASED_NAME,
          email: `erased-${userId}@erased.invalid`,
          phone: '',
          passwordHash: 'erased',
          street: '',
          city: '',
          state: '',
          pincode: '',
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
    },

    /** Accounts never verified are deleted after RETENTION.unverifiedAccountDays (their codes and sessions go with them). */
    async expire(now, tx) {
      const before = new Date(now.getTime() - RETENTION.unverifiedAccountDays * DAY_MS);
      const removed = await tx
        .delete(users)
        .where(and(isNull(users.emailVerifiedAt), lt(users.createdAt, before)))
        .returning({ id: users.id });
      return { users: removed.length };
    },
  };

  return {
    holder,
    /** The account's e-mail and role, its row locked for the erasure's transaction; undefined if there is none. */
    async lockAccount(userId: string, tx: Database): Promise<{ email: string; name: string; role: string; passwordHash: string } | undefined> {
      const [row] = await tx
        .select({ email: users.email, name: users.name, role: users.role, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return row;
    },
    passwordMatches: (passwordHash: string, password: string) => verifyPassword(passwordHash, password),
  };
}

export type AuthPersonalData = ReturnType<typeof createAuthPersonalData>;
