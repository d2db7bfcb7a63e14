import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { API_ROOT } from '../../paths';
import { pincodeDirectory, pincodes } from './delivery.schema';

/** The committed directory (data/README.md says where it comes from and how to rebuild it). */
export const PINCODES_FILE = path.join(API_ROOT, 'src/modules/delivery/data/pincodes.tsv.gz');
/** Serialises loads by processes starting at once on one PostgreSQL. */
const LOAD_LOCK_ID = 727_425;

export interface DirectoryEntry {
  pincode: string;
  district: string;
  state: string;
}

/** The version of the directory in these bytes of the file. */
const versionOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/** The directory's lines: `pincode<TAB>district<TAB>state` after '#' comment lines. */
export function readDirectoryFile(file = PINCODES_FILE): { entries: DirectoryEntry[]; version: string } {
  const bytes = readFileSync(file);
  return { entries: entriesOf(bytes), version: versionOf(bytes) };
}

function entriesOf(bytes: Buffer): DirectoryEntry[] {
  const entries: DirectoryEntry[] = [];
  for (const line of gunzipSync(bytes).toString('utf8').split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const [pincode, district, state] = line.split('\t');
    entries.push({ pincode: pincode!, district: district!, state: state! });
  }
  return entries;
}

/**
 * Puts the committed directory into the database when it holds another version (a new database, or
 * a release with newer data): in one transaction, so a reader sees the old directory or the new one.
 * Answers whether it loaded.
 */
export async function loadPincodeDirectory(db: Database, file = PINCODES_FILE): Promise<boolean> {
  // Every start asks; the answer is nearly always "same version", so the lines (some 20,000 objects
  // that would stay in the heap's high-water mark of an idle process) are read only to load them.
  const bytes = readFileSync(file);
  const version = versionOf(bytes);
  const current = async (on: Database) => (await on.select({ version: pincodeDirectory.version }).from(pincodeDirectory))[0]?.version;
  if ((await current(db)) === version) return false;
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOAD_LOCK_ID})`);
    if ((await current(tx)) === version) return false;
    await tx.delete(pincodes);
    const entries = entriesOf(bytes);
    // Three arrays, one statement per 5,000 rows: a few hundred milliseconds for the whole of India.
    for (let start = 0; start < entries.length; start += 5_000) {
      const batch = entries.slice(start, start + 5_000);
      await tx.execute(sql`
        INSERT INTO ${pincodes} (pincode, district, state)
        SELECT * FROM unnest(${sql.param(batch.map((e) => e.pincode))}::text[], ${sql.param(batch.map((e) => e.district))}::text[], ${sql.param(batch.map((e) => e.state))}::text[])`);
    }
    await tx
      .insert(pincodeDirectory)
      .values({ version })
      .onConflictDoUpdate({ target: pincodeDirectory.id, set: { version, loadedAt: new Date() } });
    return true;
  });
}
