/**
 * One toast per kind of sign-in event (issue 27): the same event again (a double tap, a retry, the
 * verified-and-logged-in pair) replaces its toast instead of stacking another copy on a phone.
 */
export const AUTH_TOAST_IDS = {
  /** Signed in, verified (which signs in), signed out: one session, one message. */
  session: 'auth-session',
  login: 'auth-login-error',
  register: 'auth-register',
  verify: 'auth-verify-error',
  resend: 'auth-resend',
} as const;
