import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationSteps, migrationsUpTo } from '../../../test/migration-steps';
import { openTestDatabase } from '../../../test/test-app';
import type { DatabaseHandle } from '../../db/client';

/** The address book's migration: each customer's profile address becomes their default saved address. */

let database: DatabaseHandle;
let drop: () => Promise<void>;
let steps: ReturnType<typeof migrationSteps>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  steps = migrationSteps(database);
  // Up to the last migration before the address book (0027, returns).
  await steps.migrateTo(migrationsUpTo(27));
});
afterAll(async () => {
  await database.close();
  await drop();
});

describe('migration: profile address into the address book', () => {
  it('copies a profile address as the default, and nothing for a profile without one or for an admin', async () => {
    await steps.run(
      sql`INSERT INTO users (id, name, email, phone, password_hash, street, city, state, pincode) VALUES
        ('00000000-0000-4000-8000-000000000001', 'Asha Verma', 'asha@example.in', '9876543210', 'x', '12 MG Road', 'Pune', 'Maharashtra', '411001'),
        ('00000000-0000-4000-8000-000000000002', 'Ravi Kumar', 'ravi@example.in', '9876500000', 'x', '', '', '', ''),
        ('00000000-0000-4000-8000-000000000004', 'Meena', 'meena@example.in', '9876511111', 'x', '', 'Chennai', '', '')`,
      sql`INSERT INTO users (id, name, email, phone, password_hash, role, street, city, state, pincode) VALUES
        ('00000000-0000-4000-8000-000000000003', 'Admin', 'admin@example.in', '9876522222', 'x', 'admin', '1 Shop Street', 'Pune', 'Maharashtra', '411001')`,
    );
    await steps.migrateTo();

    expect(await steps.rows(sql`SELECT user_id, label, name, phone, street, city, state, pincode, is_default FROM saved_addresses ORDER BY user_id`)).toEqual([
      {
        user_id: '00000000-0000-4000-8000-000000000001',
        label: '',
        name: 'Asha Verma',
        phone: '9876543210',
        street: '12 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
        is_default: true,
      },
      // Half an address is still the customer's: kept, to be completed when it is next used.
      {
        user_id: '00000000-0000-4000-8000-000000000004',
        label: '',
        name: 'Meena',
        phone: '9876511111',
        street: '',
        city: 'Chennai',
        state: '',
        pincode: '',
        is_default: true,
      },
    ]);
  });
});
