import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

/**
 * Where the shop keeps files that are not rows: uploaded pictures, return photos, invoice PDFs.
 * Keys are relative, slash-separated paths (`invoices/2026-27/INV-000123.pdf`). One interface so the
 * local disk (one machine) and an S3-compatible store (several processes on several machines) are
 * interchangeable.
 */
export interface FileStore {
  /** Stores bytes under a key, replacing what was there; readers see the old bytes or the new, never a part. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes under a key, or undefined when there are none. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes a key; removing a missing key is no error. */
  delete(key: string): Promise<void>;
}

/** A key must stay inside the store: no empty, absolute, `.` or `..` segments, no backslashes. */
export function assertFileKey(key: string): void {
  const segments = key.split('/');
  if (key.includes('\\') || segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new Error(`invalid file key: ${JSON.stringify(key)}`);
  }
}

/** Files under one folder of the local disk: the embedded default (one machine). */
export function createLocalFileStore(root: string): FileStore {
  const fileOf = (key: string) => {
    assertFileKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside, then renamed over: a reader never sees half a file.
      const partial = `${file}.${randomUUID()}.part`;
      try {
        await writeFile(partial, body);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** The local store's folder: beside the embedded database, under DATA_DIR. */
export const fileStoreDirOf = (config: { DATA_DIR: string }) => path.resolve(config.DATA_DIR, 'files');
