import { z } from 'zod';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { hasControlCharacters, joinLines, TEXT_MESSAGES } from './text';

/** Indian mobile numbers: 10 digits starting 6–9, optionally written with +91 / 91 / 0 in front. */
export const INDIAN_MOBILE = /^(?:\+?91|0)?[6-9]\d{9}$/;
/** Indian PIN codes: 6 digits, the first not 0. */
export const PIN_CODE = /^[1-9]\d{5}$/;

export const AUTH_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid 10-digit Indian mobile number',
  pincodeInvalid: 'Please enter a valid 6-digit PIN code',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordTooLong: 'Password must be at most 128 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  otpIncomplete: 'Please enter complete OTP',
  emailTaken: 'An account with this email already exists. Please log in.',
  invalidCredentials: 'Invalid email or password',
  notVerified: 'Please verify your email to continue. We have sent a new code to your email.',
  alreadyVerified: 'This account is already verified. Please log in.',
  otpInvalid: 'Invalid OTP. Please check the code and try again.',
  otpExpired: 'This code has expired or was already used. Please request a new one.',
  otpLocked: 'Too many wrong attempts. Please request a new code.',
  accountNotFound: 'Account not found. Please register again.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  loginRequired: 'Please log in to continue.',
  sessionExpired: 'Your session has expired. Please log in again.',
  adminOnly: "This is for the shop's administrators only.",
  forgotPasswordSent: 'If an account exists for this email, a password reset link is on its way.',
  otpSent: 'OTP sent successfully!',
  passwordReset: 'Password reset successful! You can now login with your new password.',
  loggedOut: 'Logged out successfully!',
  resendNeedsSignIn: 'Please sign in or register again to get a new code.',
} as const;

/** Trimmed and lower-cased, so A@x.in and a@x.in are one address. */
export const emailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(254, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid }))
  .transform((email) => email.toLowerCase());

/** Accepts spaces and dashes as people type them; stored as the 10 digits. */
export const phoneSchema = z
  .string({ error: AUTH_MESSAGES.phoneRequired })
  .transform((phone) => phone.replace(/[\s-]/g, ''))
  .pipe(z.string().min(1, AUTH_MESSAGES.phoneRequired).regex(INDIAN_MOBILE, AUTH_MESSAGES.phoneInvalid))
  .transform((phone) => phone.slice(-10));

export const passwordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(128, AUTH_MESSAGES.passwordTooLong);

export const nameSchema = z
  .string({ error: AUTH_MESSAGES.nameRequired })
  .trim()
  .min(1, AUTH_MESSAGES.nameRequired)
  .max(100, 'Name must be at most 100 characters long');

/**
 * One line of an address, as printed on labels and invoices: a street typed on several lines is
 * joined into one (joinLines); any other line break or control character is refused.
 */
const addressLine = (label: string, max: number, { lines = false } = {}) =>
  z
    .string()
    .transform((text) => (lines ? joinLines(text) : text.trim()))
    .pipe(
      z
        .string()
        .max(max)
        .refine((text) => !hasControlCharacters(text), `${label} ${TEXT_MESSAGES.unstorable}`),
    )
    .default('');

export const addressSchema = z.object({
  street: addressLine('Street address', 300, { lines: true }),
  city: addressLine('City', 100),
  state: addressLine('State', 100),
  /** Empty until the customer gives an address. */
  pincode: z
    .string()
    .trim()
    .default('')
    .refine((pin) => pin === '' || PIN_CODE.test(pin), AUTH_MESSAGES.pincodeInvalid),
});
export type Address = z.infer<typeof addressSchema>;

export const registerSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  phone: phoneSchema,
});
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: AUTH_MESSAGES.passwordRequired }).min(1, AUTH_MESSAGES.passwordRequired).max(128),
});

export const verifyOtpSchema = z.object({
  userId: z.string({ error: AUTH_MESSAGES.accountNotFound }).min(1, AUTH_MESSAGES.accountNotFound).max(64),
  otp: z
    .string({ error: AUTH_MESSAGES.otpIncomplete })
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), AUTH_MESSAGES.otpIncomplete),
});

export const resendOtpSchema = z.object({
  userId: z.string({ error: AUTH_MESSAGES.accountNotFound }).min(1, AUTH_MESSAGES.accountNotFound).max(64),
});

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({
  token: z.string({ error: AUTH_MESSAGES.resetLinkInvalid }).min(1, AUTH_MESSAGES.resetLinkInvalid).max(200),
  password: passwordSchema,
});

/** What a customer may change about themselves; anything else sent (email, role…) is ignored. */
export const profileUpdateSchema = z.object({
  name: nameSchema,
  phone: phoneSchema,
  address: addressSchema.default({ street: '', city: '', state: '', pincode: '' }),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const USER_ROLES = ['customer', 'admin'] as const;

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.object({ street: z.string(), city: z.string(), state: z.string(), pincode: z.string() }),
  role: z.enum(USER_ROLES),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({ token: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const registerResponseSchema = z.object({ userId: z.string(), message: z.string() });
export const messageResponseSchema = z.object({ message: z.string() });
/** 403 for an unverified account: the UI takes the user to /verify-otp with this id. */
export const unverifiedResponseSchema = z.object({ message: z.string(), userId: z.string() });

/** The profile page's three tiles, from the server's own records. */
export const accountSummarySchema = z.object({
  orders: z.number().int(),
  applications: z.number().int(),
  totalSpent: z.number().int(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;
