import { randomUUID } from 'node:crypto';
import type sharp from 'sharp';
import { assertFileKey, type FileStore } from '../../plugins/file-store';

/** What an upload may be: checked on the decoded picture, not on the name or the type the browser sent. */
export const IMAGE_LIMITS = {
  /** Bytes of one upload. */
  fileBytes: 8 * 1024 * 1024,
  /** A picture larger than this (a decompression bomb, or a camera's RAW) is refused before decoding. */
  pixels: 40_000_000,
  formats: ['jpeg', 'png', 'webp', 'avif'] as const,
} as const;

export const IMAGE_MESSAGES = {
  missing: 'Choose an image file to upload',
  tooLarge: `Images must be at most ${IMAGE_LIMITS.fileBytes / 1024 / 1024} MB`,
  wrongType: 'Images must be JPEG, PNG, WebP or AVIF pictures',
  tooManyPixels: `Images must be at most ${IMAGE_LIMITS.pixels / 1_000_000} megapixels (width × height)`,
} as const;

/**
 * The boxes the storefront shows a picture in: cards and lists (up to ~400 CSS px on a 2× phone
 * screen) and the product page's main image; both WebP, named by their width. A picture is scaled
 * to fit inside its box, so a very tall one (100 × 20,000 px, past WebP's 16,383 px) comes out as a
 * thin strip instead of failing to encode.
 */
const SIZES = [
  { width: 480, height: 960 },
  { width: 1200, height: 2400 },
] as const;
const PAGE_WIDTH = SIZES[1].width;

export class ImageRejected extends Error {
  constructor(
    readonly statusCode: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The format as the storefront knows it. sharp calls AVIF and HEIC both 'heif'; only AV1 inside
 * makes it AVIF (HEIC holds HEVC, which most browsers cannot show and this sharp cannot decode).
 */
const formatOf = ({ format, compression }: sharp.Metadata): string | undefined => (format === 'heif' ? (compression === 'av1' ? 'avif' : 'heic') : format);

/**
 * Resizes an uploaded picture (EXIF rotation applied, metadata dropped) to the storefront's sizes as
 * WebP, stored under uploads/products/<productId>/. Returns the public path of the large one; the card
 * size sits beside it as `-480.webp`.
 */
export function storeProductImage(files: FileStore, productId: string, picture: Buffer | string): Promise<string> {
  return storeUploadedImage(files, `products/${productId}`, picture);
}

/**
 * The same for any picture customers or the shop upload (review and return photos), under
 * uploads/`folder`. `picture` is its bytes, or the path of the file it was received into. Both sizes
 * are stored, or neither: what was stored goes again if the other fails.
 */
export async function storeUploadedImage(files: FileStore, folder: string, picture: Buffer | string): Promise<string> {
  // Loaded on the first upload: libvips is some 10 MB of a process that may never see one (issue 28).
  const { default: sharp } = await import('sharp');
  let metadata: sharp.Metadata;
  try {
    // Reads the header only, so any size may be looked at; the pixels are decoded below, under the limit.
    metadata = await sharp(picture, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected(415, IMAGE_MESSAGES.wrongType);
  }
  const format = formatOf(metadata);
  if (!format || !(IMAGE_LIMITS.formats as readonly string[]).includes(format)) throw new ImageRejected(415, IMAGE_MESSAGES.wrongType);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > IMAGE_LIMITS.pixels) throw new ImageRejected(400, IMAGE_MESSAGES.tooManyPixels);

  const webps: Buffer[] = [];
  try {
    // One size at a time: a large picture's decoded pixels are held once, not twice. Each WebP is
    // at most 1200 × 2400 px: a bounded buffer whatever was uploaded.
    for (const { width, height } of SIZES) {
      webps.push(
        await sharp(picture, { limitInputPixels: IMAGE_LIMITS.pixels })
          .rotate()
          .resize({ width, height, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer(),
      );
    }
  } catch (err) {
    if (err instanceof Error && /pixel|unsupported|corrupt|premature|bad/i.test(err.message)) throw new ImageRejected(415, IMAGE_MESSAGES.wrongType);
    throw err;
  }
  const name = randomUUID();
  const keys = SIZES.map(({ width }) => `uploads/${folder}/${name}-${width}.webp`);
  // Every put is waited for before cleaning up, so none lands after its key was deleted.
  const failed = (await Promise.allSettled(keys.map((key, i) => files.put(key, webps[i]!, 'image/webp')))).find((put) => put.status === 'rejected');
  if (failed) {
    await Promise.all(keys.map((key) => files.delete(key).catch(() => {})));
    throw failed.reason;
  }
  // The key is the public path without its first slash (served by plugins/uploads.ts).
  return `/${keys[SIZES.length - 1]}`;
}

/** The store's keys of every size of a picture storeUploadedImage made, from the public path it returned; none for any other path. */
export function uploadedImageKeys(publicPath: string): string[] {
  const page = new RegExp(`^/(uploads/.+)-${PAGE_WIDTH}\\.webp$`).exec(publicPath);
  if (!page) return [];
  const keys = SIZES.map(({ width }) => `${page[1]}-${width}.webp`);
  try {
    keys.forEach(assertFileKey);
  } catch {
    return [];
  }
  return keys;
}

/** Deletes a picture storeUploadedImage made (every size of it), given the public path it returned. */
export async function removeUploadedImage(files: FileStore, publicPath: string): Promise<void> {
  await Promise.all(uploadedImageKeys(publicPath).map((key) => files.delete(key)));
}
