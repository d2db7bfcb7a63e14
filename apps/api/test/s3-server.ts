import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { s3ClientOf, type S3Settings } from '../src/plugins/file-store';

/** The keys s3rver knows (it checks the key id; it does not verify SigV4 signatures). */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3 {
  /** The settings of a fresh, empty bucket on the server. */
  settings: S3Settings;
  /** The same as the app's environment variables. */
  env: Record<string, string>;
  client: S3Client;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** Empties the bucket. */
  clear(): Promise<void>;
  close(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver, over HTTP on a free port of this machine) with one bucket, keeping
 * its objects in a temporary folder: the test suite's stand-in for MinIO or S3 itself.
 */
export async function startS3(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const bucket = `shop-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const settings: S3Settings = { bucket, endpoint: `http://127.0.0.1:${port}`, region: 'ap-south-1', forcePathStyle: true, ...KEYS };
  const client = await s3ClientOf(settings);
  async function keys() {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
    return (listed.Contents ?? []).map((object) => object.Key!).sort();
  }
  return {
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: settings.endpoint!,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    },
    client,
    keys,
    async clear() {
      for (const key of await keys()) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
