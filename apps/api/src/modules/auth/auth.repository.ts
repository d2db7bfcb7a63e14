import { and, asc, desc, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { User } from '@store/shared';
import type { Database } from '../../db/client';
import { containing } from '../../db/like';
import { preparedRead } from '../../db/prepared';
import { after, cursorAt, onIndiaDays, PAGE_ROWS, type Cursor } from '../../db/ranges';
import { emailCodes, passwordResets, sessions, users } from './auth.schema';

export type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: { street: row.street, city: row.city, state: row.state, pincode: row.pincode },
    role: row.role,
  };
}

/** What a verification code activates when it is used: the details of the registration it was sent for. */
export interface RegistrationBinding {
  passwordHash: string;
  name: string;
  phone: string;
  registrationKeyHash: string;
}

/** A customer as the shop's customer pages and export show them: never the password's hash. */
const customerColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  street: users.street,
  city: users.city,
  state: users.state,
  pincode: users.pincode,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
};

/** Customers whose name, e-mail or phone holds the term (a phone typed with spaces or +91 too). */
function customerSearch(term: string | undefined): SQL {
  const role = eq(users.role, 'customer');
  if (!term) return role;
  const matches: SQL[] = [sql`${users.name} ILIKE ${containing(term)}`, sql`${users.email} ILIKE ${containing(term)}`];
  const digits = term.replace(/[\s-]/g, '');
  if (/^\+?\d{3,13}$/.test(digits)) matches.push(sql`${users.phone} LIKE ${containing(digits.replace(/^\+?91(?=\d{10}$)/, ''))}`);
  return and(role, or(...matches))!;
}

export function createAuthRepository(db: Database) {
  const findSessionUser = preparedRead(db, 'auth_find_session_user', (on) =>
    on
      .select({ user: users, sessionId: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`))),
  );

  return {
    async findUserByEmail(email: string, tx: Database = db) {
      const [row] = await tx.select().from(users).where(eq(users.email, email));
      return row;
    },

    /** A page of customers, newest first, searched by name, e-mail or phone; and how many match. */
    async customerPage(search: string | undefined, limit: number, offset: number) {
      const where = customerSearch(search);
      const [rows, [count]] = await Promise.all([
        db.select(customerColumns).from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(users)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /** The customer (not an admin) with this id. */
    async findCustomer(id: string) {
      const [row] = await db
        .select(customerColumns)
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, 'customer')));
      return row;
    },

    /** A page of the customers registered from … to (India's days), oldest first: the customers export. */
    async customerExportPage(from: string, to: string, cursor: Cursor | undefined) {
      return db
        .select({ ...customerColumns, cursorAt: cursorAt(users.createdAt) })
        .from(users)
        .where(and(eq(users.role, 'customer'), onIndiaDays(users.createdAt, from, to), after(users.createdAt, users.id, cursor)))
        .orderBy(asc(users.createdAt), asc(users.id))
        .limit(PAGE_ROWS);
    },

    async findUserById(id: string, tx: Database = db) {
      const [row] = await tx.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** The user with this e-mail address, locked until `tx` ends (a role change). */
    async lockUserByEmail(email: string, tx: Database) {
      const [row] = await tx.select().from(users).where(eq(users.email, email)).for('update');
      return row;
    },

    /** Locks the user's row for the rest of the transaction: code issuing is serialised per user. */
    async lockUser(id: string, tx: Database = db) {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      return row;
    },

    async insertUser(values: typeof users.$inferInsert, tx: Database = db) {
      const [row] = await tx.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
      return row;
    },

    async updateUser(id: string, values: Partial<typeof users.$inferInsert>, tx: Database = db) {
      const [row] = await tx
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** A new password; the address counts as verified from now if it was not already. */
    async setPasswordAndVerify(id: string, passwordHash: string, tx: Database = db) {
      await tx
        .update(users)
        .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
        .where(eq(users.id, id));
    },

    async deleteUser(id: string, tx: Database = db) {
      await tx.delete(users).where(eq(users.id, id));
    },

    // ── e-mail codes ───────────────────────────────────────────────────────────
    async recentCodes(userId: string, since: Date, tx: Database = db) {
      return tx
        .select({ createdAt: emailCodes.createdAt })
        .from(emailCodes)
        .where(and(eq(emailCodes.userId, userId), gt(emailCodes.createdAt, since)))
        .orderBy(desc(emailCodes.createdAt));
    },

    /** A new code, live for `ttlSeconds` by the database's clock, bound to the registration it was sent for. */
    async insertCode(values: { userId: string; codeHash: string } & RegistrationBinding, ttlSeconds: number, tx: Database = db) {
      const [row] = await tx
        .insert(emailCodes)
        .values({ ...values, expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})` })
        .returning({ id: emailCodes.id });
      return row!;
    },

    async deleteCode(id: string, tx: Database = db) {
      await tx.delete(emailCodes).where(eq(emailCodes.id, id));
    },

    /** The registration the newest code sent to this browser (its key's hash) was bound to. */
    async bindingForKey(userId: string, registrationKeyHash: string, tx: Database = db): Promise<RegistrationBinding | undefined> {
      const [row] = await tx
        .select({
          passwordHash: emailCodes.passwordHash,
          name: emailCodes.name,
          phone: emailCodes.phone,
          registrationKeyHash: emailCodes.registrationKeyHash,
        })
        .from(emailCodes)
        .where(and(eq(emailCodes.userId, userId), eq(emailCodes.registrationKeyHash, registrationKeyHash)))
        .orderBy(desc(emailCodes.createdAt))
        .limit(1);
      return row?.passwordHash && row.name && row.phone && row.registrationKeyHash
        ? { passwordHash: row.passwordHash, name: row.name, phone: row.phone, registrationKeyHash: row.registrationKeyHash }
        : undefined;
    },

    /**
     * The unverified account a registration key belongs to, and when its newest code stops working
     * (undefined when that code is used, spent or expired).
     */
    async pendingForKey(registrationKeyHash: string, maxAttempts: number, tx: Database = db) {
      const [owner] = await tx
        .select({ userId: users.id, email: users.email })
        .from(emailCodes)
        .innerJoin(users, eq(users.id, emailCodes.userId))
        .where(and(eq(emailCodes.registrationKeyHash, registrationKeyHash), isNull(users.emailVerifiedAt)))
        .orderBy(desc(emailCodes.createdAt))
        .limit(1);
      if (!owner) return undefined;
      const [newest] = await tx
        .select({
          expiresAt: emailCodes.expiresAt,
          live: sql<boolean>`${emailCodes.consumedAt} IS NULL AND ${emailCodes.expiresAt} > now() AND ${emailCodes.attempts} < ${maxAttempts}`,
        })
        .from(emailCodes)
        .where(eq(emailCodes.userId, owner.userId))
        .orderBy(desc(emailCodes.createdAt))
        .limit(1);
      return { ...owner, codeExpiresAt: newest?.live ? newest.expiresAt : undefined };
    },

    /** The user's codes that can still be used, each with the registration it is bound to. */
    async liveCodes(userId: string, tx: Database = db) {
      return tx
        .select({ id: emailCodes.id, codeHash: emailCodes.codeHash, passwordHash: emailCodes.passwordHash, name: emailCodes.name, phone: emailCodes.phone })
        .from(emailCodes)
        .where(and(eq(emailCodes.userId, userId), isNull(emailCodes.consumedAt), gt(emailCodes.expiresAt, sql`now()`)))
        .orderBy(desc(emailCodes.createdAt));
    },

    /**
     * Spends one attempt on the user's newest live code, atomically: the row is updated only while
     * it has attempts left, so concurrent guesses cannot exceed the limit between them.
     */
    async spendCodeAttempt(userId: string, maxAttempts: number, tx: Database = db) {
      const [newest] = await tx
        .select({ id: emailCodes.id })
        .from(emailCodes)
        .where(eq(emailCodes.userId, userId))
        .orderBy(desc(emailCodes.createdAt))
        .limit(1);
      if (!newest) return { state: 'none' as const };
      const [spent] = await tx
        .update(emailCodes)
        .set({ attempts: sql`${emailCodes.attempts} + 1` })
        .where(and(eq(emailCodes.id, newest.id), isNull(emailCodes.consumedAt), gt(emailCodes.expiresAt, sql`now()`), lt(emailCodes.attempts, maxAttempts)))
        .returning({ id: emailCodes.id, codeHash: emailCodes.codeHash, attempts: emailCodes.attempts });
      if (spent) return { state: 'live' as const, ...spent };
      const [dead] = await tx
        .select({ attempts: emailCodes.attempts, consumedAt: emailCodes.consumedAt, expiresAt: emailCodes.expiresAt })
        .from(emailCodes)
        .where(eq(emailCodes.id, newest.id));
      return dead && dead.attempts >= maxAttempts && !dead.consumedAt && dead.expiresAt > new Date()
        ? { state: 'locked' as const }
        : { state: 'expired' as const };
    },

    /** Marks the code used; false if someone else used it first. */
    async consumeCode(id: string, tx: Database = db): Promise<boolean> {
      const used = await tx
        .update(emailCodes)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(emailCodes.id, id), isNull(emailCodes.consumedAt)))
        .returning({ id: emailCodes.id });
      return used.length === 1;
    },

    // ── sessions ──────────────────────────────────────────────────────────────
    /** A new session, live for `ttlDays` by the database's clock. */
    async insertSession(values: { userId: string; tokenHash: string }, ttlDays: number, tx: Database = db) {
      await tx.insert(sessions).values({ ...values, expiresAt: sql`now() + make_interval(days => ${ttlDays})` });
    },

    /** The session's user (read afresh, role included, on every request), if the session is live. */
    async findSessionUser(tokenHash: string, tx: Database = db) {
      const [row] = await findSessionUser({ tokenHash }, tx);
      return row;
    },

    async deleteSession(tokenHash: string, tx: Database = db) {
      await tx.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteUserSessions(userId: string, tx: Database = db) {
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    },

    // ── password resets ───────────────────────────────────────────────────────
    /** A new reset token, live for `ttlMinutes` by the database's clock. */
    async insertReset(values: { userId: string; tokenHash: string }, ttlMinutes: number, tx: Database = db) {
      const [row] = await tx
        .insert(passwordResets)
        .values({ ...values, expiresAt: sql`now() + make_interval(mins => ${ttlMinutes})` })
        .returning({ id: passwordResets.id });
      return row!;
    },

    async deleteReset(id: string, tx: Database = db) {
      await tx.delete(passwordResets).where(eq(passwordResets.id, id));
    },

    async recentResets(userId: string, since: Date, tx: Database = db) {
      return tx
        .select({ id: passwordResets.id })
        .from(passwordResets)
        .where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since)));
    },

    async isResetLive(tokenHash: string, tx: Database = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: passwordResets.id })
        .from(passwordResets)
        .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)));
      return row !== undefined;
    },

    /** Uses the reset token if it is live; the user it belongs to, or undefined. Single use under concurrency. */
    async useReset(tokenHash: string, tx: Database = db) {
      const [row] = await tx
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
        .returning({ userId: passwordResets.userId });
      return row?.userId;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
export type CustomerRow = Awaited<ReturnType<AuthRepository['findCustomer']>> & {};
