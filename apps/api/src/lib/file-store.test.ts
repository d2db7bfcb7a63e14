import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStore, type FileStore } from './file-store';

describe('local file store', () => {
  let root: string;
  let files: FileStore;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'file-store-'));
    files = createLocalFileStore(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('keeps bytes under a key, replaces them, and forgets them', async () => {
    expect(await files.get('invoices/a.pdf')).toBeUndefined();
    await files.put('invoices/a.pdf', Buffer.from('first'), 'application/pdf');
    expect((await files.get('invoices/a.pdf'))?.toString()).toBe('first');
    await files.put('invoices/a.pdf', Buffer.from('second'), 'application/pdf');
    expect((await files.get('invoices/a.pdf'))?.toString()).toBe('second');
    expect(await readdir(path.join(root, 'invoices'))).toEqual(['a.pdf']);
    await files.delete('invoices/a.pdf');
    await files.delete('invoices/a.pdf');
    expect(await files.get('invoices/a.pdf')).toBeUndefined();
  });

  it('refuses keys that would leave its folder', async () => {
    for (const key of ['../escape', 'a/../../b', '/etc/passwd', 'a//b', 'a\\b', '']) {
      await expect(files.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid file key/);
    }
  });
});
