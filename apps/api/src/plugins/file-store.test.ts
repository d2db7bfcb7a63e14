import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../../test/s3-server';
import { createFileStore, createLocalFileStore, createS3FileStore, fileStoreDirOf, type FileStore } from './file-store';

/**
 * One contract, two stores: the local disk and an S3-compatible server (s3rver over HTTP, started
 * here), so whatever the shop does with a file works the same on one machine and on shared storage.
 */
const backends: Array<{ name: string; open(): Promise<{ files: FileStore; close(): Promise<void> }> }> = [
  {
    name: 'the local disk',
    async open() {
      const root = await mkdtemp(path.join(tmpdir(), 'file-store-'));
      return { files: createLocalFileStore(root), close: () => rm(root, { recursive: true, force: true }) };
    },
  },
  {
    name: 'an S3-compatible server',
    async open() {
      const s3 = await startS3();
      return { files: await createS3FileStore(s3.settings), close: () => s3.close() };
    },
  },
];

describe.each(backends)('the file store on $name', (backend) => {
  let files: FileStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ files, close } = await backend.open());
  });
  afterAll(() => close());

  it('keeps bytes under a key, replaces them, and forgets them', async () => {
    expect(await files.get('invoices/a.pdf')).toBeUndefined();
    await files.put('invoices/a.pdf', Buffer.from('first'), 'application/pdf');
    expect((await files.get('invoices/a.pdf'))?.toString()).toBe('first');
    await files.put('invoices/a.pdf', Buffer.from('second'), 'application/pdf');
    expect((await files.get('invoices/a.pdf'))?.toString()).toBe('second');
    await files.delete('invoices/a.pdf');
    await files.delete('invoices/a.pdf');
    expect(await files.get('invoices/a.pdf')).toBeUndefined();
  });

  it('streams a file with its size and type, and knows nothing of a missing one or a folder', async () => {
    const picture = Buffer.alloc(300_000, 7);
    await files.put('uploads/products/p1/photo-1200.webp', picture, 'image/webp');
    const stored = await files.read('uploads/products/p1/photo-1200.webp');
    expect(stored).toMatchObject({ size: picture.length, contentType: 'image/webp' });
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(picture)).toBe(true);
    expect(await files.read('uploads/products/p1/missing-1200.webp')).toBeUndefined();
    expect(await files.read('uploads/products/p1')).toBeUndefined();
    await files.delete('uploads/products/p1/photo-1200.webp');
    expect(await files.read('uploads/products/p1/photo-1200.webp')).toBeUndefined();
  });

  it('keeps invoice PDFs under keys made of their numbers (slashes, dashes, capitals)', async () => {
    const pdf = Buffer.from('%PDF-1.7 tax invoice');
    const keys = ['invoices/TS/26-27/00042.pdf', 'invoices/2026-27/INV-000123.pdf', 'invoices/CN/26-27/00003.pdf'];
    for (const key of keys) await files.put(key, pdf, 'application/pdf');
    for (const key of keys) expect((await files.get(key))?.equals(pdf)).toBe(true);
    const stored = await files.read(keys[0]!);
    expect(stored?.contentType).toBe('application/pdf');
    expect(await text(stored!.body)).toBe(pdf.toString());
    for (const key of keys) await files.delete(key);
    for (const key of keys) expect(await files.get(key)).toBeUndefined();
  });

  it('refuses keys that would leave the store', async () => {
    for (const key of ['../escape', 'a/../../b', '/etc/passwd', 'a//b', 'a\\b', '', 'uploads/./x', 'uploads/']) {
      await expect(files.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/invalid file key/);
      await expect(files.get(key), key).rejects.toThrow(/invalid file key/);
      await expect(files.read(key), key).rejects.toThrow(/invalid file key/);
      await expect(files.delete(key), key).rejects.toThrow(/invalid file key/);
    }
  });
});

describe('the local disk store', () => {
  // S3 itself stores an object whole or not at all; the disk store gets it by writing beside and renaming.
  it('gives readers the old bytes or the new while a key is replaced, never a part', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'file-store-'));
    try {
      const files = createLocalFileStore(root);
      const versions = [Buffer.alloc(200_000, 1), Buffer.alloc(200_000, 2)];
      await files.put('uploads/reviews/r/a-1200.webp', versions[0]!, 'image/webp');
      const seen = await Promise.all(
        Array.from({ length: 10 }, async (_, i) => {
          if (i % 2) return files.put('uploads/reviews/r/a-1200.webp', versions[i % 2]!, 'image/webp').then(() => undefined);
          return files.get('uploads/reviews/r/a-1200.webp');
        }),
      );
      for (const bytes of seen.filter(Boolean)) expect(versions.some((version) => version.equals(bytes!))).toBe(true);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('leaves no partial file behind when a write fails', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'file-store-'));
    try {
      const files = createLocalFileStore(root);
      await files.put('uploads/x/a.webp', Buffer.from('a'), 'image/webp');
      // A folder where the file should go: the rename fails after the bytes were written beside it.
      await files.put('uploads/x/b.webp/c.webp', Buffer.from('c'), 'image/webp');
      await expect(files.put('uploads/x/b.webp', Buffer.from('b'), 'image/webp')).rejects.toThrow();
      expect((await readdir(path.join(root, 'uploads', 'x'))).sort()).toEqual(['a.webp', 'b.webp']);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('keeps pictures where they always were, under DATA_DIR/uploads', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'data-dir-'));
    try {
      expect(fileStoreDirOf({ DATA_DIR: dataDir })).toBe(dataDir);
      await (await createFileStore({ DATA_DIR: dataDir })).put('uploads/products/p/a-1200.webp', Buffer.from('a'), 'image/webp');
      expect(await readdir(path.join(dataDir, 'uploads', 'products', 'p'))).toEqual(['a-1200.webp']);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('createFileStore', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(() => s3.close());

  it('writes to the bucket when S3_BUCKET is set', async () => {
    const files = await createFileStore({
      DATA_DIR: '/nonexistent',
      S3_BUCKET: s3.settings.bucket,
      S3_ENDPOINT: s3.settings.endpoint,
      S3_REGION: s3.settings.region,
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
    });
    await files.put('invoices/TS/26-27/00001.pdf', Buffer.from('%PDF'), 'application/pdf');
    expect(await s3.keys()).toEqual(['invoices/TS/26-27/00001.pdf']);
  });

  it('fails loudly on keys the server does not know', async () => {
    const files = await createS3FileStore({ ...s3.settings, accessKeyId: 'UNKNOWN' });
    await expect(files.put('a.txt', Buffer.from('a'), 'text/plain')).rejects.toThrow(/Access Key/i);
  });
});
