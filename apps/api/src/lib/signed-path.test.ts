import { describe, expect, it } from 'vitest';
import { createPathSigner } from './signed-path';

describe('signed paths', () => {
  const signer = createPathSigner('x'.repeat(32), 'return-photo');
  const hour = 3600_000;
  const at = Date.UTC(2026, 10, 26, 10, 15);
  const permission = (link: string) => Object.fromEntries(new URL(link, 'http://shop').searchParams) as { expires: string; signature: string };

  it('stay the same within an hour (the browser keeps its copy) and open for one to two hours', () => {
    const link = signer.sign('/uploads/returns/a/b-1200.webp', at);
    expect(signer.sign('/uploads/returns/a/b-1200.webp', at + 40 * 60_000)).toBe(link);
    const { expires, signature } = permission(link);
    expect(signer.secondsLeft('/uploads/returns/a/b-1200.webp', expires, signature, at)).toBe(105 * 60);
    expect(signer.secondsLeft('/uploads/returns/a/b-1200.webp', expires, signature, at + 105 * 60_000 - 1000)).toBe(1);
    expect(signer.secondsLeft('/uploads/returns/a/b-1200.webp', expires, signature, at + 105 * 60_000)).toBe(0);
    expect(signer.secondsLeft('/uploads/returns/a/b-1200.webp', expires, signature, at + 2 * hour)).toBe(0);
  });

  it('open nothing for another path, another purpose or secret, a changed expiry, or no permission', () => {
    const { expires, signature } = permission(signer.sign('/uploads/returns/a/b-1200.webp', at));
    expect(signer.secondsLeft('/uploads/returns/a/c-1200.webp', expires, signature, at)).toBe(0);
    expect(createPathSigner('x'.repeat(32), 'invoice').secondsLeft('/uploads/returns/a/b-1200.webp', expires, signature, at)).toBe(0);
    expect(createPathSigner('y'.repeat(32), 'return-photo').secondsLeft('/uploads/returns/a/b-1200.webp', expires, signature, at)).toBe(0);
    expect(signer.secondsLeft('/uploads/returns/a/b-1200.webp', String(Number(expires) + 3600), signature, at)).toBe(0);
    expect(signer.secondsLeft('/uploads/returns/a/b-1200.webp', expires, `${signature}x`, at)).toBe(0);
    expect(signer.secondsLeft('/uploads/returns/a/b-1200.webp', undefined, undefined, at)).toBe(0);
    expect(signer.secondsLeft('/uploads/returns/a/b-1200.webp', '1e12', signature, at)).toBe(0);
  });
});
