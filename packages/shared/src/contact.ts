import { z } from 'zod';
import { AUTH_MESSAGES, emailSchema, INDIAN_MOBILE } from './auth';

export const CONTACT_SUBJECTS = ['sales', 'support', 'insurance', 'general'] as const;

export const CONTACT_MESSAGES = {
  sent: "Message sent successfully! We'll get back to you soon.",
  failed: 'Failed to send message. Please try again.',
  messageRequired: 'Message is required',
  subjectRequired: 'Please choose a subject',
  tooMany: 'You have sent several messages in a short time. Please try again in a few minutes.',
} as const;

/** The contact form (SPEC §5): name, email, subject and message required; phone optional. */
export const contactSchema = z.object({
  name: z.string({ error: AUTH_MESSAGES.nameRequired }).trim().min(1, AUTH_MESSAGES.nameRequired).max(100),
  email: emailSchema,
  phone: z
    .string()
    .transform((phone) => phone.replace(/[\s-]/g, ''))
    .refine((phone) => phone === '' || INDIAN_MOBILE.test(phone), AUTH_MESSAGES.phoneInvalid)
    .transform((phone) => phone.slice(-10))
    .optional()
    .default(''),
  subject: z.enum(CONTACT_SUBJECTS, { error: CONTACT_MESSAGES.subjectRequired }),
  message: z
    .string({ error: CONTACT_MESSAGES.messageRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.messageRequired)
    .max(5000, 'Message must be at most 5000 characters long'),
});
export type ContactInput = z.input<typeof contactSchema>;
