import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

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
} as const;

/**
 * The widths the storefront shows a product picture at: cards and lists (up to ~400 CSS px on a
 * 2× phone screen) and the product page's main image. Both WebP; the page names the large one.
 */
const WIDTHS = { card: 480, page: 1200 } as const;

export class ImageRejected extends Error {
  constructor(
    readonly statusCode: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Resizes an uploaded picture (EXIF rotation applied, metadata dropped) to the storefront's sizes as
 * WebP, under `uploadsDir`/products/<productId>/. Returns the public path of the large one; the card
 * size sits beside it as `-480.webp`.
 */
export function storeProductImage(uploadsDir: string, productId: string, bytes: Buffer): Promise<string> {
  return storeUploadedImage(uploadsDir, `products/${productId}`, bytes);
}

/** The same for any picture customers or the shop upload (review photos), under `uploadsDir`/`folder`. */
export async function storeUploadedImage(uploadsDir: string, folder: string, bytes: Buffer): Promise<string> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(bytes, { limitInputPixels: IMAGE_LIMITS.pixels }).metadata());
  } catch {
    throw new ImageRejected(415, IMAGE_MESSAGES.wrongType);
  }
  if (!format || !(IMAGE_LIMITS.formats as readonly string[]).includes(format)) throw new ImageRejected(415, IMAGE_MESSAGES.wrongType);

  const dir = path.join(uploadsDir, ...folder.split('/'));
  await mkdir(dir, { recursive: true });
  const name = randomUUID();
  const written: string[] = [];
  try {
    for (const width of Object.values(WIDTHS)) {
      const file = path.join(dir, `${name}-${width}.webp`);
      const webp = await sharp(bytes, { limitInputPixels: IMAGE_LIMITS.pixels }).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
      await writeFile(file, webp);
      written.push(file);
    }
  } catch (err) {
    await Promise.all(written.map((file) => rm(file, { force: true })));
    if (err instanceof Error && /pixel|unsupported|corrupt|premature|bad/i.test(err.message)) throw new ImageRejected(415, IMAGE_MESSAGES.wrongType);
    throw err;
  }
  return `/uploads/${folder}/${name}-${WIDTHS.page}.webp`;
}

/** Deletes a picture storeUploadedImage made (every size of it), given the public path it returned. */
export async function removeUploadedImage(uploadsDir: string, publicPath: string): Promise<void> {
  const page = path.join(uploadsDir, ...publicPath.replace(/^\/uploads\//, '').split('/'));
  if (!page.startsWith(path.resolve(uploadsDir)) && !page.startsWith(uploadsDir)) return;
  await Promise.all(Object.values(WIDTHS).map((width) => rm(page.replace(new RegExp(`-${WIDTHS.page}\\.webp$`), `-${width}.webp`), { force: true })));
}
