import { INSTALL_PROMPT_SNOOZE_DAYS } from '@store/shared';

/** Where the date of the last 'Later' or close is kept (SPEC §9 leaves the key to us). */
export const INSTALL_DISMISSED_KEY = 'installPromptDismissedAt';

const SNOOZE_MS = INSTALL_PROMPT_SNOOZE_DAYS * 24 * 60 * 60 * 1000;

/** Chrome's event; not in TypeScript's DOM types. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/**
 * Pages where the prompt keeps out of the way (issue 27): paying (checkout, where the payment dialog
 * opens over the page) and the orders that follow. Offered there, it waits for the next other page.
 */
const QUIET_PAGES = /^\/(checkout|orders)(\/|$)/;

export function isQuietPage(pathname: string): boolean {
  return QUIET_PAGES.test(pathname);
}

/** Already opened from the home screen: there is nothing to install. */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

/**
 * iPhone, iPod and iPad, including iPads that present themselves as a Mac. Their browsers never
 * offer installation, so they get the manual Share → Add to Home Screen steps instead.
 */
export function isIosLike(userAgent = navigator.userAgent, maxTouchPoints = navigator.maxTouchPoints): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** True while a dismissal less than INSTALL_PROMPT_SNOOZE_DAYS old is stored. */
export function isSnoozed(now = Date.now()): boolean {
  let stored: string | null;
  try {
    stored = localStorage.getItem(INSTALL_DISMISSED_KEY);
  } catch {
    return false; // storage blocked: nothing remembered
  }
  if (!stored) return false;
  const dismissedAt = Date.parse(stored);
  if (Number.isNaN(dismissedAt)) return false;
  // A date in the future (a clock set back) counts as recent, but never for longer than one snooze.
  return Math.abs(now - dismissedAt) < SNOOZE_MS;
}

export function rememberDismissal(now = Date.now()): void {
  try {
    localStorage.setItem(INSTALL_DISMISSED_KEY, new Date(now).toISOString());
  } catch {
    // storage blocked: the prompt will simply come back next visit
  }
}
