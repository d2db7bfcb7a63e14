import { migrateSchema, type Database } from '@store/sandbox-kit';
import { SANDBOX_MIGRATIONS } from './migrations';

/** Applies the sandbox's own migrations (migrations.ts) in its own schema, shiprocket_sandbox. */
export const migrateSandbox = (db: Database): Promise<void> =>
  // Any lock id serves, as long as every Shiprocket sandbox process uses the same one (and no one else does).
  migrateSchema(db, { schema: 'shiprocket_sandbox', lockId: 727_403, migrations: SANDBOX_MIGRATIONS });
