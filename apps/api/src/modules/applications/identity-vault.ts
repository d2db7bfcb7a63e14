import { createSealer } from '../../lib/sealer';

/** The identity numbers of an applicant, kept only encrypted (db/schema.ts, applications). */
export interface Identity {
  panNumber: string;
  aadharNumber: string;
}

// Its own key, not AUTH_SECRET itself: a key that leaked from here would not forge OTP hashes, and back.
const KEY_INFO = 'techstore:application-identity';

/**
 * PAN and Aadhaar sealed with AES-256-GCM (lib/sealer.ts). `context` (the application's id) is
 * authenticated with the data, so a ciphertext copied onto another row does not decrypt there.
 */
export function createIdentityVault(secret: string) {
  const sealer = createSealer(secret, KEY_INFO);
  return {
    encrypt: (identity: Identity, context: string): string =>
      sealer.seal(JSON.stringify({ panNumber: identity.panNumber, aadharNumber: identity.aadharNumber }), context),

    /** For the team that processes applications. Throws if the text was altered or the key differs. */
    decrypt(stored: string, context: string): Identity {
      const { panNumber, aadharNumber } = JSON.parse(sealer.open(stored, context)) as Identity;
      return { panNumber, aadharNumber };
    },
  };
}

export type IdentityVault = ReturnType<typeof createIdentityVault>;
