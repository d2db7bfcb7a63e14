import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@store/shared';
import { assertFileKey, type FileStore } from './file-store';
import { HttpError } from './errors';

/** Folders of uploads/ anyone may read: product pictures and review photos. Return photos are served by their module. */
const PUBLIC_FOLDERS = new Set(['products', 'reviews']);

/** Every upload gets a new name, so a name never shows other bytes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Sends a stored file as a stream (a request holds a chunk of it in memory, not the file), or 404.
 * The store's read is the only access to files: the same on the local disk and on S3, whose bucket
 * stays private.
 */
export async function sendStoredFile(request: FastifyRequest, reply: FastifyReply, files: FileStore, key: string, cacheControl: string) {
  const stored = await files.read(key);
  if (!stored) throw new HttpError(404, MESSAGES.routeNotFound);
  reply.header('content-type', stored.contentType).header('content-length', stored.size).header('cache-control', cacheControl);
  if (request.method === 'HEAD') {
    // Fastify's HEAD would read the whole file (from S3, over the network) only to drop it.
    stored.body.destroy();
    return reply.send(Readable.from([]));
  }
  return reply.send(stored.body);
}

/** GET /uploads/*: the public pictures, from the file store (DATA_DIR/uploads or the bucket's uploads/). */
export function registerPublicUploads(app: FastifyInstance, files: FileStore) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/uploads/*', { config: { access: 'public' }, schema: { params: z.object({ '*': z.string() }) } }, async (request, reply) => {
      const key = `uploads/${request.params['*']}`;
      try {
        assertFileKey(key);
      } catch {
        throw new HttpError(404, MESSAGES.routeNotFound);
      }
      if (!PUBLIC_FOLDERS.has(key.split('/')[1]!)) throw new HttpError(404, MESSAGES.routeNotFound);
      return sendStoredFile(request, reply, files, key, IMMUTABLE);
    });
}
