import { safeRedirect } from './redirect';

const KEY = 'techstore_after_verify';

/**
 * Where a registration was headed (e.g. /checkout), kept in this browser while the code is on its way:
 * the mail's link opens /verify-otp in a new tab, without the `redirect` the registering tab had.
 */
export function rememberPendingRedirect(path: string): void {
  try {
    if (path === '/') localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, path);
  } catch {
    // storage blocked: the tab that registered still has it in its address
  }
}

export function pendingRedirect(): string | undefined {
  try {
    const stored = localStorage.getItem(KEY);
    return stored ? safeRedirect(stored) : undefined;
  } catch {
    return undefined;
  }
}

export function forgetPendingRedirect(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // storage blocked: nothing kept
  }
}
