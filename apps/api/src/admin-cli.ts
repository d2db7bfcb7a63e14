/**
 * npm run admin -- grant <email>    make a verified account an admin
 * npm run admin -- revoke <email>   make it a customer again
 *
 * On DATABASE_URL, or the embedded database under DATA_DIR (stop the server first: the embedded
 * database is one process's, and this refuses while the server has it open).
 */
import { loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { databaseOptionsFrom } from './db/options';
import { changeRole } from './modules/auth/admins';
import { createAuditLog } from './modules/audit/audit.repository';

const USAGE = 'Usage: npm run admin -- grant <email>   |   npm run admin -- revoke <email>';

async function main(args: string[]): Promise<number> {
  const [command, email, ...rest] = args;
  if ((command !== 'grant' && command !== 'revoke') || !email || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const database = await openDatabase(databaseOptionsFrom(loadConfig()));
  try {
    await database.migrate();
    const outcome = await changeRole(database.db, createAuditLog(database.db), email, command === 'grant' ? 'admin' : 'customer');
    (outcome.ok ? console.log : console.error)(outcome.message);
    return outcome.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
