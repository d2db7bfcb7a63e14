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
  return path === '/' ? '/login' : `/login?redirect=${encodeURIComponent(path).replace(/%2F/gi, '/')}`;
}
