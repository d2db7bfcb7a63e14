import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM with a key derived from the app secret for one purpose (HKDF-SHA256), so a key that
 * leaked from one use opens nothing of another. Sealed text is base64 of iv | ciphertext | tag;
 * `context` (the row's id) is authenticated with it, so a sealed value copied onto another row
 * does not open there.
 */
export function createSealer(secret: string, purpose: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), purpose, 32));
  return {
    seal(plain: string, context: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
    },

    /** Throws if the text was altered, belongs to another context, or was sealed with another key. */
    open(sealed: string, context: string): string {
      const bytes = Buffer.from(sealed, 'base64');
      if (bytes.length <= IV_BYTES + TAG_BYTES) throw new Error('sealed text is too short');
      const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}

export type Sealer = ReturnType<typeof createSealer>;
