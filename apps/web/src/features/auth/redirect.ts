/**
 * Where to go after login. Only a path on this site is followed: `?redirect=https://evil.example`
 * or `//evil.example` would otherwise make the login page an open redirect.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

/** The login page, set to come back to `path` (slashes left readable: /login?redirect=/profile). */
export function loginPathFor(path: string): string {
  return withRedirect('/login', path);
}

/** `path` (an auth page) set to go on to `redirect` afterwards: /register?redirect=/checkout. */
export function withRedirect(path: string, redirect: string): string {
  return redirect === '/' ? path : `${path}?redirect=${encodeURIComponent(redirect).replace(/%2F/gi, '/')}`;
}
