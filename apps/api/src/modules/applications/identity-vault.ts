import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** The identity numbers of an applicant, kept only encrypted (db/schema.ts, applications). */
export interface Identity {
  panNumber: string;
  aadharNumber: string;
}

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
// Its own key, not AUTH_SECRET itself: a key that leaked from here would not forge OTP hashes, and back.
const KEY_INFO = 'techstore:application-identity';

/**
 * AES-256-GCM with a key derived from the app secret (HKDF-SHA256). Stored as base64 of
 * iv | ciphertext | tag. `context` (the application's id) is authenticated with the data, so a
 * ciphertext copied onto another row does not decrypt there.
 */
export function createIdentityVault(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), KEY_INFO, 32));

  return {
    encrypt(identity: Identity, context: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const plain = JSON.stringify({ panNumber: identity.panNumber, aadharNumber: identity.aadharNumber });
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
    },

    /** For the team that processes applications. Throws if the text was altered or the key differs. */
    decrypt(stored: string, context: string): Identity {
      const bytes = Buffer.from(stored, 'base64');
      if (bytes.length <= IV_BYTES + TAG_BYTES) throw new Error('identity ciphertext is too short');
      const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]);
      const { panNumber, aadharNumber } = JSON.parse(plain.toString('utf8')) as Identity;
      return { panNumber, aadharNumber };
    },
  };
}

export type IdentityVault = ReturnType<typeof createIdentityVault>;
