/**
 * node --import tsx scripts/e2e-admin.ts: before the end-to-end server starts, puts the shop owner's
 * account (E2E_ADMIN in e2e/accounts.ts) into its new embedded database as a verified admin. The
 * real way (register, verify, `npm run admin -- grant`) needs the server stopped in between, as
 * the embedded database is one process's at a time.
 */
import { loadConfig } from '../apps/api/src/config/env';
import { openDatabase } from '../apps/api/src/db/client';
import { databaseOptionsFrom } from '../apps/api/src/db/options';
import { users } from '../apps/api/src/schema';
import { hashPassword } from '../apps/api/src/modules/auth/credentials';
import { E2E_ADMIN } from '../e2e/admin-account';

const database = await openDatabase(databaseOptionsFrom(loadConfig()));
try {
  await database.migrate();
  await database.db
    .insert(users)
    .values({
      name: E2E_ADMIN.name,
      email: E2E_ADMIN.email,
      phone: E2E_ADMIN.phone,
      passwordHash: await hashPassword(E2E_ADMIN.password),
      role: 'admin',
      emailVerifiedAt: new Date(),
    })
    .onConflictDoNothing();
} finally {
  await database.close();
}
