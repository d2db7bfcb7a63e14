import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';

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
  /** A key's bytes as a stream, with their size and type, for sending on without holding them in memory. */
  read(key: string): Promise<StoredFile | undefined>;
}

export interface StoredFile {
  body: Readable;
  size: number;
  contentType: string;
}

/** A key must stay inside the store: no empty, absolute, `.` or `..` segments, no backslashes. */
export function assertFileKey(key: string): void {
  const segments = key.split('/');
  if (key.includes('\\') || segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new Error(`invalid file key: ${JSON.stringify(key)}`);
  }
}

/** The disk keeps no type beside a file: it is told by the key's extension, which every key of the shop has. */
const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.avif': 'image/avif',
  '.pdf': 'application/pdf',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};
const typeOf = (key: string) => TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

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
    async read(key) {
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return undefined;
        // A rename over the file after this keeps the open descriptor's bytes: still one whole version.
        const body = createReadStream(file);
        await new Promise<void>((resolve, reject) => body.once('open', () => resolve()).once('error', reject));
        return { body, size: info.size, contentType: typeOf(key) };
      } catch (error) {
        if (['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return undefined;
        throw error;
      }
    },
  };
}

export interface S3Settings {
  bucket: string;
  /** An S3-compatible server's address (MinIO, Ceph, R2, …); undefined for AWS itself. */
  endpoint?: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (`endpoint/bucket/key`) rather than the host name: what MinIO-like servers serve. */
  forcePathStyle: boolean;
}

/** S3's answer for a key it does not have (GetObject's NoSuchKey; a 404 from servers that name it otherwise). */
const isMissing = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404);

/**
 * Objects in one bucket of an S3-compatible store: files shared by every process of the shop. The SDK
 * is loaded only here (about 28 MB of memory a process on the local disk does not need).
 */
export async function createS3FileStore(settings: S3Settings): Promise<FileStore> {
  const { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } = await import('@aws-sdk/client-s3');
  const s3 = await s3ClientOf(settings);
  const { bucket } = settings;
  const object = (key: string) => {
    assertFileKey(key);
    return { Bucket: bucket, Key: key };
  };
  async function open(key: string) {
    try {
      return await s3.send(new GetObjectCommand(object(key)));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }
  return {
    async put(key, body, contentType) {
      // One PUT: S3 stores an object whole or not at all, so readers never see a part.
      await s3.send(new PutObjectCommand({ ...object(key), Body: body, ContentType: contentType, ContentLength: body.length }));
    },
    async get(key) {
      const answer = await open(key);
      return answer?.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
    },
    async delete(key) {
      // S3 answers 204 for a missing key too.
      await s3.send(new DeleteObjectCommand(object(key)));
    },
    async read(key) {
      const answer = await open(key);
      if (!answer?.Body) return undefined;
      return { body: answer.Body as Readable, size: answer.ContentLength ?? 0, contentType: answer.ContentType ?? typeOf(key) };
    },
  };
}

/** The SDK's client for these settings. */
export async function s3ClientOf(settings: S3Settings): Promise<S3Client> {
  const { S3Client } = await import('@aws-sdk/client-s3');
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // The SDK adds CRC checksums to every upload and checks them on every download by default (since
    // 3.729); MinIO-like servers that predate them refuse such uploads or send none back. Only where
    // S3 itself requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** The local store's folder: DATA_DIR, so pictures keep the place they always had (`DATA_DIR/uploads/…`). */
export const fileStoreDirOf = (config: { DATA_DIR: string }) => path.resolve(config.DATA_DIR);

/** The settings createFileStore reads (config/env.ts checks them together at start). */
export interface FileStoreConfig {
  DATA_DIR: string;
  S3_BUCKET?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_REGION?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE?: boolean | undefined;
}

/** The shop's file store: the bucket when S3_BUCKET is set, else the local disk under DATA_DIR. */
export async function createFileStore(config: FileStoreConfig): Promise<FileStore> {
  if (!config.S3_BUCKET) return createLocalFileStore(fileStoreDirOf(config));
  const { S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (!S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) throw new Error('S3_BUCKET needs S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  return createS3FileStore({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? Boolean(config.S3_ENDPOINT),
  });
}
