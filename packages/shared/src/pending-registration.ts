import { z } from 'zod';

/** GET /api/auth/pending-registration: the registration this browser started and has not verified yet. */
export const pendingRegistrationSchema = z.object({
  userId: z.string(),
  email: z.string(),
  /** When the newest code stops working (ISO 8601), or null when none is live: the page's countdown. */
  codeExpiresAt: z.string().nullable(),
});
export type PendingRegistration = z.infer<typeof pendingRegistrationSchema>;

export const PENDING_REGISTRATION_MESSAGES = {
  /** 404: no registration of this browser waits for its code (another device, or more than an hour ago). */
  notFound: 'We could not find a registration waiting on this device. Enter your e-mail and password to get a new code.',
} as const;
