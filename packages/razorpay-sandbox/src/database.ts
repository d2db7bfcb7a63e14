import { migrateSchema, type Database } from '@store/sandbox-kit';
import { SANDBOX_MIGRATIONS } from './migrations';

export type { Database, OwnDatabase } from '@store/sandbox-kit';

/** Applies the sandbox's own migrations (migrations.ts) in its own schema, razorpay_sandbox. */
export const migrateSandbox = (db: Database): Promise<void> =>
  // Any lock id serves, as long as every Razorpay sandbox process uses the same one (and it is not the shop's).
  migrateSchema(db, { schema: 'razorpay_sandbox', lockId: 727_402, migrations: SANDBOX_MIGRATIONS });
