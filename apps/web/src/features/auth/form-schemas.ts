import { AUTH_MESSAGES, registerSchema } from '@store/shared';
import { z } from 'zod';

/**
 * The form-only parts on top of the shared payload schemas. Zod lives here, imported by the lazily
 * loaded auth pages only: never from the provider, which is on the start-up path.
 */

export const TERMS_REQUIRED = 'Please accept the Terms of Service and Privacy Policy';

/** SPEC §5: the shared payload rules, plus a matching confirmation and the accepted terms. */
export const registerFormSchema = registerSchema
  .extend({
    confirmPassword: z.string(),
    terms: z.boolean().refine((accepted) => accepted, TERMS_REQUIRED),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    // Checked even while other fields are wrong, so every problem shows after one submit.
    when: ({ value }) => {
      const values = value as { password?: unknown; confirmPassword?: unknown };
      return typeof values.password === 'string' && typeof values.confirmPassword === 'string';
    },
  });
export type RegisterFormValues = z.input<typeof registerFormSchema>;
export type RegisterFormOutput = z.output<typeof registerFormSchema>;
