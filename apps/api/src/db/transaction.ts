import type { Database } from './client';

/** Work to do once a transaction has committed, keyed by the transaction handle. */
const committed = new WeakMap<Database, Array<() => void>>();

/**
 * Runs `work` in one transaction; what afterCommit registered inside runs once it has committed
 * (and not at all if it rolled back). Services open their transactions here.
 */
export async function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  const callbacks: Array<() => void> = [];
  const result = await db.transaction(async (tx) => {
    committed.set(tx, callbacks);
    return work(tx);
  });
  for (const callback of callbacks) callback();
  return result;
}

/**
 * Runs `callback` once the work done on `tx` is visible to everyone: at once for the plain handle
 * (each statement commits by itself), after commit for a transaction opened by inTransaction. A
 * transaction opened some other way runs it at once, before commit; the catalogue's change feed
 * still catches that write when it commits.
 */
export function afterCommit(tx: Database, callback: () => void): void {
  const callbacks = committed.get(tx);
  if (callbacks) callbacks.push(callback);
  else callback();
}

/**
 * As afterCommit, but a callback already registered for this transaction is not added again: the
 * job worker is woken once per commit however many jobs it added (each wake is a claim).
 */
export function afterCommitOnce(tx: Database, callback: () => void): void {
  const callbacks = committed.get(tx);
  if (!callbacks) callback();
  else if (!callbacks.includes(callback)) callbacks.push(callback);
}

/**
 * Runs `work` without a transaction, each statement committing by itself, on a handle of `db` that
 * keeps the afterCommit callbacks registered by `work` until it has ended, and runs them then (not at
 * all if it threw): a write made in one statement (issue 28's sale) wakes the job worker after that
 * statement, not before it, and saves BEGIN and COMMIT.
 */
export async function inStatements<T>(db: Database, work: (on: Database) => Promise<T>): Promise<T> {
  const callbacks: Array<() => void> = [];
  // The same database, as a handle of its own to key the callbacks by (drizzle's methods reach the pool through it).
  const on = Object.create(db) as Database;
  committed.set(on, callbacks);
  const result = await work(on);
  for (const callback of callbacks) callback();
  return result;
}
