import { z } from 'zod';
import { emailSchema, nameSchema } from './auth';

/**
 * Privacy notices and rights under India's Digital Personal Data Protection Act 2023 and the DPDP
 * Rules 2025 (issue 27). The one place for the notices' words: every form that collects personal
 * data shows its purpose's notice (web: PrivacyNotice), and the server records consent with
 * NOTICE_VERSION. Change the words, change the version: consents given to older words stay
 * recorded with theirs.
 */
export const NOTICE_VERSION = '2026-11-26';

/** The points that collect personal data, each with its own notice. */
export const PRIVACY_PURPOSES = ['account', 'orders', 'applications', 'contact', 'reviews'] as const;
export type PrivacyPurpose = (typeof PRIVACY_PURPOSES)[number];

/** How long things are kept before the retention job removes them (listed on the privacy page). */
export const RETENTION = {
  /** An account whose e-mail was never verified. */
  unverifiedAccountDays: 7,
  /** The delivery address of a checkout that expired or was abandoned unpaid. */
  unpaidCheckoutAddressDays: 1,
  /** Messages from the contact form. */
  contactMessageDays: 2 * 365,
  /** Sign-ins, exports, erasures and consent changes. */
  securityLogDays: 365,
  /**
   * Copies of the e-mails the shop sent (kept only by a shop without a mail server: the outbox). A
   * month answers "my code or confirmation never came" and "what did that mail say" within the 30-day
   * return window; what the mails were about (orders, returns, refunds) is kept by its own module, so
   * an older copy serves no purpose, and one holding a code or a reset link is only a risk.
   */
  sentMailDays: 30,
  /** Tax invoices, credit notes and the orders they record: Section 36 of the CGST Act, 2017. */
  taxRecordYears: 8,
} as const;

/** DPDP Rules 2025: a grievance is answered within 90 days at most. */
export const GRIEVANCE_ANSWER_DAYS = 90;

/** Why orders and invoices outlive an erased account: said in the export, the erasure and the UI. */
export const TAX_RECORDS_REASON =
  'GST law requires us to keep tax invoices, credit notes and the orders they record for 8 years (Section 36 of the CGST Act, 2017). They are kept, with your name, phone and address removed from the orders; the invoices stay exactly as issued.';

export interface NoticeItem {
  /** What is collected. */
  data: string;
  /** What for. */
  purpose: string;
}

export interface PrivacyNoticeText {
  title: string;
  items: readonly NoticeItem[];
  kept: string;
  /** What withdrawing means for this purpose, and how. */
  withdraw: string;
}

const WITHDRAW_HOW = 'Withdraw any time under Profile → My data, as easily as you gave it';
const COMPLAIN_HOW = 'questions or complaints go to our Grievance Officer (see the privacy page)';

/** The itemised notice per purpose (DPDP Rules 2025, rule 3): what, why, how long, how to withdraw and complain. */
export const PRIVACY_NOTICES: Record<PrivacyPurpose, PrivacyNoticeText> = {
  account: {
    title: 'Your account',
    items: [
      { data: 'Name, e-mail address and mobile number', purpose: 'to create your account, verify your e-mail and sign you in' },
      { data: 'Password (stored only as a one-way hash)', purpose: 'to keep your account yours' },
      { data: 'Sign-in times and your IP address', purpose: 'to keep your account secure (security log)' },
    ],
    kept: `While your account is open; an account never verified is deleted after ${RETENTION.unverifiedAccountDays} days; the security log is kept ${RETENTION.securityLogDays / 365} year.`,
    withdraw: `${WITHDRAW_HOW}, or erase your account there; ${COMPLAIN_HOW}.`,
  },
  orders: {
    title: 'Your order',
    items: [
      { data: 'Name, mobile number and delivery address', purpose: 'to deliver your order and reach you about it' },
      { data: 'Products, prices and payment reference', purpose: 'to take your payment, issue the GST invoice and handle returns' },
      { data: 'GSTIN, if you give one', purpose: 'to print it on your tax invoice' },
    ],
    kept: `Orders and invoices ${RETENTION.taxRecordYears} years (Section 36 of the CGST Act); the address of a checkout left unpaid is removed after ${RETENTION.unpaidCheckoutAddressDays} day.`,
    withdraw: `${WITHDRAW_HOW}; tax records stay as the law requires; ${COMPLAIN_HOW}.`,
  },
  applications: {
    title: 'Your application',
    items: [
      { data: 'Name, contact details, date of birth, gender, marital status and address', purpose: 'to identify you to the insurer or lender you chose' },
      { data: 'Income, employment, PAN and Aadhaar (encrypted)', purpose: 'for the insurer’s or lender’s assessment' },
      { data: 'Details of the cover or loan you ask for', purpose: 'to get you a quote and follow up the application' },
    ],
    kept: 'While the application is in progress and until you erase your account.',
    withdraw: `${WITHDRAW_HOW}: we then stop processing it; ${COMPLAIN_HOW}.`,
  },
  contact: {
    title: 'Your message',
    items: [
      { data: 'Name, e-mail and phone (optional)', purpose: 'to answer you' },
      { data: 'Your message and your IP address', purpose: 'to answer you and to stop abuse of the form' },
    ],
    kept: `${RETENTION.contactMessageDays / 365} years, then deleted.`,
    withdraw: `${WITHDRAW_HOW} (signed in), or ask our Grievance Officer; ${COMPLAIN_HOW}.`,
  },
  reviews: {
    title: 'Your review',
    items: [
      { data: 'Your name, rating, words and photos', purpose: 'to publish your review of the product' },
      { data: 'The order that made you a verified buyer', purpose: 'to show the “verified buyer” mark' },
    ],
    kept: 'While it is published; erasing your account removes your name from it.',
    withdraw: `${WITHDRAW_HOW}; ${COMPLAIN_HOW}.`,
  },
};

export const PRIVACY_MESSAGES = {
  wrongPassword: 'That password is not right. Your account was not erased.',
  openOrders: (count: number) =>
    `You have ${count} order${count === 1 ? '' : 's'} or return${count === 1 ? '' : 's'} still in progress. You can erase your account once ${count === 1 ? 'it is' : 'they are'} delivered, cancelled or settled.`,
  adminCannotErase: 'Admin accounts cannot erase themselves here: ask the shop owner to remove the account.',
  erased: 'Your account has been erased. We have e-mailed you a confirmation.',
  consentGiven: 'Consent given.',
  consentWithdrawn: 'Consent withdrawn.',
  grievanceReceived: (reference: string) => `Grievance ${reference} received. We will answer by e-mail.`,
  grievanceNotFound: 'Grievance not found',
  grievanceAnswered: 'This grievance has already been answered.',
  grievanceClosed: 'This grievance was closed when the person erased their account: there is no one to answer.',
  /** What stays of a grievance's words once its author erased their account (the officer's page shows it). */
  grievanceMessageErased: 'Removed when the person erased their account.',
  /** The outcome of a grievance still open when its author erased their account. */
  grievanceClosedByErasure: 'Closed without an answer: the person erased their account before it was answered.',
  answerRequired: 'Please write an answer',
  messageRequired: 'Please describe your grievance',
} as const;

// ── consent ──

export const consentSchema = z.object({
  purpose: z.enum(PRIVACY_PURPOSES),
  noticeVersion: z.string(),
  givenAt: z.string(),
  /** Null while the consent stands. */
  withdrawnAt: z.string().nullable(),
});
export type Consent = z.infer<typeof consentSchema>;

/** GET /api/auth/consents: the newest record per purpose, and the notice version now in force. */
export const consentListSchema = z.object({ noticeVersion: z.string(), consents: z.array(consentSchema) });
export type ConsentList = z.infer<typeof consentListSchema>;

/** POST /api/auth/consents (give) and POST /api/auth/consents/withdraw. */
export const consentChangeSchema = z.object({ purpose: z.enum(PRIVACY_PURPOSES, { error: 'Please choose a purpose' }) });
export type ConsentChange = z.infer<typeof consentChangeSchema>;

// ── export and erasure ──

/** One table's rows about the user in the export, and what erasing the account does with it. */
export const heldDataSchema = z.object({
  /** The database table. */
  table: z.string(),
  /** In plain words. */
  description: z.string(),
  erasure: z.enum(['deleted', 'anonymised', 'kept']),
  /** Why it is kept (or what stays), when it is. */
  reason: z.string(),
  rows: z.array(z.record(z.string(), z.unknown())),
});
export type HeldData = z.infer<typeof heldDataSchema>;

/** GET /api/auth/me/export: everything held about the signed-in user. */
export const myDataSchema = z.object({
  exportedAt: z.string(),
  noticeVersion: z.string(),
  user: z.object({ id: z.string(), email: z.string() }),
  taxRecordsReason: z.string(),
  data: z.array(heldDataSchema),
});
export type MyData = z.infer<typeof myDataSchema>;

/** POST /api/auth/me/erase. */
export const eraseAccountSchema = z.object({ password: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password') });
export type EraseAccountInput = z.infer<typeof eraseAccountSchema>;

export const erasureResultSchema = z.object({
  message: z.string(),
  /** What stays, and why (e.g. the tax records). */
  kept: z.array(z.object({ table: z.string(), description: z.string(), reason: z.string() })),
});
export type ErasureResult = z.infer<typeof erasureResultSchema>;

// ── grievances ──

export const GRIEVANCE_CATEGORIES = ['access', 'correction', 'erasure', 'consent', 'other'] as const;
export type GrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number];
export const GRIEVANCE_CATEGORY_LABELS: Record<GrievanceCategory, string> = {
  access: 'Access to my data',
  correction: 'Correcting my data',
  erasure: 'Erasing my data',
  consent: 'Consent or a notice',
  other: 'Something else',
};
/** 'closed': still open when its author erased their account (DPDP Act 2023, s. 13: its record stays, without them). */
export const GRIEVANCE_STATUSES = ['open', 'answered', 'closed'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];

/** POST /api/grievances: anyone may file one, signed in or not. */
export const grievanceSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  category: z.enum(GRIEVANCE_CATEGORIES, { error: 'Please choose what it is about' }),
  message: z
    .string({ error: PRIVACY_MESSAGES.messageRequired })
    .trim()
    .min(1, PRIVACY_MESSAGES.messageRequired)
    .max(5000, 'Please keep it under 5000 characters'),
});
export type GrievanceInput = z.input<typeof grievanceSchema>;

export const grievanceReceiptSchema = z.object({ reference: z.string(), dueAt: z.string(), message: z.string() });
export type GrievanceReceipt = z.infer<typeof grievanceReceiptSchema>;

export const adminGrievanceSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  category: z.enum(GRIEVANCE_CATEGORIES),
  message: z.string(),
  status: z.enum(GRIEVANCE_STATUSES),
  createdAt: z.string(),
  /** 90 days after it was filed. */
  dueAt: z.string(),
  answer: z.string(),
  answeredAt: z.string().nullable(),
  answeredBy: z.string(),
});
export type AdminGrievance = z.infer<typeof adminGrievanceSchema>;

export const adminGrievanceListSchema = z.object({ grievances: z.array(adminGrievanceSchema), open: z.number().int() });
export type AdminGrievanceList = z.infer<typeof adminGrievanceListSchema>;

export const grievanceListQuerySchema = z.object({ status: z.enum(GRIEVANCE_STATUSES).optional() });

/** POST /api/admin/grievances/:id/answer. */
export const grievanceAnswerSchema = z.object({
  answer: z
    .string({ error: PRIVACY_MESSAGES.answerRequired })
    .trim()
    .min(1, PRIVACY_MESSAGES.answerRequired)
    .max(5000, 'Please keep the answer under 5000 characters'),
});
export type GrievanceAnswerInput = z.input<typeof grievanceAnswerSchema>;
