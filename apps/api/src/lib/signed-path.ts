import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Links to private files that an `<img>` can load: the page cannot send its Bearer token with an image
 * request, so the path carries its own permission, `?expires=<unix seconds>&signature=<HMAC>`, given
 * only in answers that passed the access check. The key is derived from the app secret for one
 * purpose, so every process signs and checks alike and a signature for one use means nothing in another.
 *
 * Links expire at the end of the next whole window, so they stay the same for at least one window
 * (the browser's cache keeps working while a page is refetched) and live at most two.
 */
export function createPathSigner(secret: string, purpose: string, windowSeconds = 3600) {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `signed-path:${purpose}`, 32));
  const signatureOf = (path: string, expires: number) => createHmac('sha256', key).update(`${path}\n${expires}`).digest('base64url');
  return {
    /** The path with its permission to be read until the end of the next window. */
    sign(path: string, now = Date.now()): string {
      const expires = (Math.floor(now / 1000 / windowSeconds) + 2) * windowSeconds;
      return `${path}?expires=${expires}&signature=${signatureOf(path, expires)}`;
    },
    /** Seconds the permission has left, or 0 when it is missing, altered, for another path or expired. */
    secondsLeft(path: string, expires: string | undefined, signature: string | undefined, now = Date.now()): number {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return 0;
      const expected = Buffer.from(signatureOf(path, Number(expires)));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 0;
      return Math.max(0, Number(expires) - Math.floor(now / 1000));
    },
  };
}

export type PathSigner = ReturnType<typeof createPathSigner>;
