import { openSync, readFileSync, rmSync, writeFileSync, closeSync } from 'node:fs';
import path from 'node:path';

/** Thrown when another live process has the embedded database open. */
export class DatabaseInUseError extends Error {}

/** Is a process with this id running (on this machine)? */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one process's private database: a second process writing the same files (the server and
 * `npm run admin`, say) corrupts it. A lock file holding the owner's pid keeps the second one out; a
 * lock left by a process that died is taken over. Returns the release.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(readFileSync(file, 'utf8').trim());
      // Our own pid in it is a lock from an earlier life of this pid (a container restarted as pid 1).
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && running(owner)) {
        throw new DatabaseInUseError(
          `The embedded database in ${dir} is open in process ${owner} (the server?). Stop that process first, or use DATABASE_URL.`,
        );
      }
      rmSync(file, { force: true }); // left by a process that has died
    }
  }
  throw new DatabaseInUseError(`Could not lock the embedded database in ${dir}: another process is starting on it.`);
}
