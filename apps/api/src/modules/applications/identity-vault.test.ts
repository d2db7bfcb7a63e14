import { describe, expect, it } from 'vitest';
import { createIdentityVault } from './identity-vault';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const identity = { panNumber: 'ABCDE1234F', aadharNumber: '234567890123' };
const APPLICATION_ID = '0b7f3c1e-5a2d-4e8f-9c6b-1d2e3f4a5b6c';

/** The stored text with one byte of its decoded form flipped. */
function flipByte(stored: string, index: number): string {
  const bytes = Buffer.from(stored, 'base64');
  bytes[index < 0 ? bytes.length + index : index]! ^= 0x01;
  return bytes.toString('base64');
}

describe('identity vault', () => {
  const vault = createIdentityVault(SECRET);

  it('decrypts what it encrypted', () => {
    const stored = vault.encrypt(identity, APPLICATION_ID);
    expect(vault.decrypt(stored, APPLICATION_ID)).toEqual(identity);
    expect(createIdentityVault(SECRET).decrypt(stored, APPLICATION_ID)).toEqual(identity);
  });

  it('stores base64 of a 12-byte IV, the ciphertext and a 16-byte tag, never the numbers', () => {
    const stored = vault.encrypt(identity, APPLICATION_ID);
    expect(stored).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const plainLength = Buffer.byteLength(JSON.stringify(identity));
    expect(Buffer.from(stored, 'base64')).toHaveLength(12 + plainLength + 16);
    const decoded = Buffer.from(stored, 'base64').toString('latin1');
    for (const text of [stored, decoded]) {
      expect(text).not.toContain(identity.panNumber);
      expect(text).not.toContain(identity.aadharNumber);
    }
  });

  it('uses a fresh IV every time', () => {
    const first = vault.encrypt(identity, APPLICATION_ID);
    const second = vault.encrypt(identity, APPLICATION_ID);
    expect(first).not.toBe(second);
    expect(Buffer.from(first, 'base64').subarray(0, 12)).not.toEqual(Buffer.from(second, 'base64').subarray(0, 12));
  });

  it.each([
    ['the IV', 0],
    ['the ciphertext', 20],
    ['the tag', -1],
  ])('refuses a text whose %s was altered', (_part, index) => {
    const stored = vault.encrypt(identity, APPLICATION_ID);
    expect(() => vault.decrypt(flipByte(stored, index), APPLICATION_ID)).toThrow();
  });

  it('refuses a truncated text', () => {
    const stored = vault.encrypt(identity, APPLICATION_ID);
    expect(() => vault.decrypt(stored.slice(0, 20), APPLICATION_ID)).toThrow();
    expect(() => vault.decrypt('', APPLICATION_ID)).toThrow();
  });

  it('refuses another key, and a text moved to another application', () => {
    const stored = vault.encrypt(identity, APPLICATION_ID);
    expect(() => createIdentityVault(`${SECRET}x`).decrypt(stored, APPLICATION_ID)).toThrow();
    expect(() => vault.decrypt(stored, '11111111-2222-4333-8444-555555555555')).toThrow();
  });
});
