import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError } from './errors';
import { unstorableTextError } from './text-check';

/** A form with photos, as received: its checked text fields, the photo files on disk, and how to remove them. */
export interface ReceivedPhotoForm<T> {
  fields: T;
  /** Paths of the photo files, as uploaded. */
  photos: string[];
  discard(): Promise<void>;
}

export interface PhotoFormMessages {
  /** What the form is, for "Send the … as multipart/form-data". */
  what: string;
  tooManyPhotos: string;
  tooManyParts: string;
  unreadable: string;
  photoTooLarge: string;
}

const fieldError = (field: string, message: string) => new HttpError(400, message, {}, { errors: [{ field, message }] });

/**
 * Reads a multipart form of text fields and photos (field `photos`) within the limits the route's
 * multipart plugin sets: text into memory, each photo streamed into a file of its own in a new
 * temporary folder, so a request holds kilobytes in memory however large its photos. Text fields are
 * checked as a JSON body's are (the text check never sees a multipart body), then by `schema`. On any
 * refusal the folder is removed with what it holds.
 */
export async function receivePhotoForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  messages: PhotoFormMessages,
): Promise<ReceivedPhotoForm<z.output<S>>> {
  if (!request.isMultipart()) throw new HttpError(415, `Send the ${messages.what} as multipart/form-data`);
  const refusals: Record<string, () => HttpError> = {
    FST_REQ_FILE_TOO_LARGE: () => new HttpError(413, messages.photoTooLarge),
    FST_FILES_LIMIT: () => fieldError('photos', messages.tooManyPhotos),
    FST_PARTS_LIMIT: () => new HttpError(400, messages.tooManyParts),
    FST_FIELDS_LIMIT: () => new HttpError(400, messages.tooManyParts),
  };
  const folder = await mkdtemp(path.join(tmpdir(), 'form-photos-'));
  const discard = () => rm(folder, { recursive: true, force: true });
  try {
    const fields: Record<string, string> = {};
    const photos: string[] = [];
    try {
      let received = 0;
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const file = path.join(folder, String(++received));
          await pipeline(part.file, createWriteStream(file));
          if (part.file.truncated) throw refusals.FST_REQ_FILE_TOO_LARGE!();
          // A form's empty file input still sends a part, with no name and no bytes.
          if (part.fieldname === 'photos' && (await stat(file)).size > 0) photos.push(file);
        } else {
          // A value cut at the field size is longer than any field takes: the schema refuses it below.
          fields[part.fieldname] = String(part.value);
        }
      }
    } catch (err) {
      // Our own disk failing (no space left) is a server error, not the form's.
      if (err instanceof HttpError || (err instanceof Error && 'syscall' in err)) throw err;
      const refusal = refusals[(err as { code?: string }).code ?? ''];
      throw refusal ? refusal() : new HttpError(400, messages.unreadable);
    }
    const unstorable = unstorableTextError(fields);
    if (unstorable) throw unstorable;
    const parsed = schema.safeParse(fields);
    if (!parsed.success) {
      const fieldErrors = parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
      throw new HttpError(400, fieldErrors[0]!.message, {}, { errors: fieldErrors });
    }
    return { fields: parsed.data, photos, discard };
  } catch (err) {
    await discard();
    throw err;
  }
}
