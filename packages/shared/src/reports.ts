import { z } from 'zod';
import { ORDER_STATUSES } from './order';
import { APPLICATION_KINDS, APPLICATION_STATUSES } from './application';

/**
 * The shop's reports and exports (issue 26): sales, GSTR-1 and CSV files over a range of India's
 * calendar days. Every amount is in paise, as the invoices and credit notes they are summed from.
 */

/** A report covers at most this many days (a year, leap day included): wider ranges are refused, not truncated. */
export const REPORT_MAX_DAYS = 366;

export const REPORT_MESSAGES = {
  dateInvalid: (field: 'from' | 'to') => `${field} must be a date written YYYY-MM-DD`,
  rangeReversed: 'from must be on or before to',
  rangeTooLong: `A report covers at most ${REPORT_MAX_DAYS} days: choose a shorter range`,
  monthInvalid: 'month must be a month written YYYY-MM',
} as const;

/** Days since 1970-01-01 of a YYYY-MM-DD that is a real date (2026-02-30 is not); undefined otherwise. */
export function dayNumber(value: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return undefined;
  return time / 86_400_000;
}

/** The first thing wrong with a range, as the shop is told it; undefined for a good one. */
export function rangeProblem({ from, to }: { from?: string; to?: string }): string | undefined {
  const [start, end] = [dayNumber(from ?? ''), dayNumber(to ?? '')];
  if (start === undefined) return REPORT_MESSAGES.dateInvalid('from');
  if (end === undefined) return REPORT_MESSAGES.dateInvalid('to');
  if (start > end) return REPORT_MESSAGES.rangeReversed;
  if (end - start >= REPORT_MAX_DAYS) return REPORT_MESSAGES.rangeTooLong;
  return undefined;
}

// Checked as a whole (one message, naming the field itself) rather than field by field.
const checkRange = (range: { from?: string; to?: string }, context: z.RefinementCtx) => {
  const problem = rangeProblem(range);
  if (problem) context.addIssue({ code: 'custom', message: problem });
};
const range = { from: z.string().optional(), to: z.string().optional() };

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`, both India's calendar days, both included (the exports' query). */
export const reportRangeSchema = z
  .object(range)
  .superRefine(checkRange)
  .transform(({ from, to }) => ({ from: from!, to: to! }));
export type ReportRange = z.output<typeof reportRangeSchema>;

/** The reports' query: the range, and `format=csv` for the file instead of JSON. */
export const reportQuerySchema = z
  .object({ ...range, format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).default('json') })
  .superRefine(checkRange)
  .transform(({ from, to, format }) => ({ from: from!, to: to!, format }));

/** `?month=YYYY-MM`: a calendar month, the period a GSTR-1 return is filed for (GST began in 2017, so 20xx). */
export const reportMonthSchema = z.object({
  month: z.string({ error: REPORT_MESSAGES.monthInvalid }).regex(/^20\d{2}-(0[1-9]|1[0-2])$/, REPORT_MESSAGES.monthInvalid),
});

/** The CSV files the shop can download; all but products (stock as it is now) cover a range. */
export const EXPORT_KINDS = ['orders', 'order-lines', 'invoices', 'refunds', 'products', 'applications', 'customers'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

const paise = z.number().int();

/** One day's or month's sales, from the invoices and credit notes issued in it (decision 0007). */
export const salesRowSchema = z.object({
  /** '2026-03-05' for a day, '2026-03' for a month. */
  period: z.string(),
  /** Invoices issued: one per paid order. */
  orders: z.number().int(),
  /** Units of goods invoiced (delivery and other services left out). */
  items: z.number().int(),
  /** What the invoices charged, GST included. */
  grossPaise: paise,
  /** Credit notes issued (cancellations, returns), GST included. */
  creditNotesPaise: paise,
  /** Money sent back to customers (refunds not failed), by the day it was asked for; goodwill refunds have no credit note. */
  refundsPaise: paise,
  /** gross − credit notes: the sales as filed. */
  netPaise: paise,
  /** Taxable value of the net sales. */
  taxablePaise: paise,
  /** GST of the net sales (CGST + SGST + IGST). */
  gstPaise: paise,
});
export type SalesRow = z.infer<typeof salesRowSchema>;

export const topProductSchema = z.object({
  /** The product's name on the invoice (as sold). */
  name: z.string(),
  hsn: z.string(),
  /** Units invoiced less units credited. */
  quantity: z.number().int(),
  /** Net taxable value. */
  taxablePaise: paise,
  /** Net value with GST. */
  valuePaise: paise,
});
export type TopProduct = z.infer<typeof topProductSchema>;

export const salesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(salesRowSchema),
  months: z.array(salesRowSchema),
  total: salesRowSchema,
  topProducts: z.array(topProductSchema),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

/** GSTR-1's tax columns: CGST and SGST within the shop's state, IGST across states. */
const taxes = { taxablePaise: paise, igstPaise: paise, cgstPaise: paise, sgstPaise: paise };

/** '29-Karnataka', as the GST portal names a place of supply. */
const placeOfSupply = z.string();

export const gstr1Schema = z.object({
  from: z.string(),
  to: z.string(),
  /** The shop's GSTIN. */
  gstin: z.string(),
  /** Table 4A: to registered buyers, one row per invoice and rate. */
  b2b: z.array(
    z.object({
      gstin: z.string(),
      receiverName: z.string(),
      invoiceNumber: z.string(),
      invoiceDate: z.string(),
      invoiceValuePaise: paise,
      placeOfSupply,
      reverseCharge: z.literal('N'),
      invoiceType: z.literal('Regular B2B'),
      rate: z.number(),
      ...taxes,
    }),
  ),
  /** Table 5: inter-state to unregistered buyers above B2CL_LIMIT_PAISE, one row per invoice and rate. */
  b2cl: z.array(z.object({ invoiceNumber: z.string(), invoiceDate: z.string(), invoiceValuePaise: paise, placeOfSupply, rate: z.number(), ...taxes })),
  /** Table 7: every other sale to unregistered buyers, summed by place of supply and rate, net of their credit notes. */
  b2cs: z.array(z.object({ type: z.literal('OE'), placeOfSupply, rate: z.number(), ...taxes })),
  /** Table 9B: credit notes to registered buyers. */
  cdnr: z.array(
    z.object({
      gstin: z.string(),
      receiverName: z.string(),
      noteNumber: z.string(),
      noteDate: z.string(),
      noteType: z.literal('C'),
      placeOfSupply,
      reverseCharge: z.literal('N'),
      noteValuePaise: paise,
      againstInvoice: z.string(),
      rate: z.number(),
      ...taxes,
    }),
  ),
  /** Table 9B: credit notes against B2CL invoices. */
  cdnur: z.array(
    z.object({
      urType: z.literal('B2CL'),
      noteNumber: z.string(),
      noteDate: z.string(),
      noteType: z.literal('C'),
      placeOfSupply,
      noteValuePaise: paise,
      againstInvoice: z.string(),
      rate: z.number(),
      ...taxes,
    }),
  ),
  /** Table 12: by HSN/SAC and rate, net of credit notes. */
  hsn: z.array(
    z.object({
      hsn: z.string(),
      /** The goods' name when one product has the code; '' when several share it. */
      description: z.string(),
      /** NOS (numbers) for goods, NA for services. */
      uqc: z.enum(['NOS', 'NA']),
      quantity: z.number().int(),
      totalValuePaise: paise,
      rate: z.number(),
      ...taxes,
    }),
  ),
  /** Table 13: the documents issued, each series' first and last number. */
  documents: z.array(z.object({ kind: z.enum(['invoice', 'credit-note']), first: z.string(), last: z.string(), count: z.number().int() })),
  /** Sales less credit notes: equals b2b + b2cl + b2cs − cdnr − cdnur, and the HSN summary. */
  totals: z.object(taxes),
});
export type Gstr1 = z.infer<typeof gstr1Schema>;

/**
 * Invoices to unregistered buyers in another state above this value (GST included) are B2C large:
 * ₹1,00,000 since August 2024 (Notification 12/2024–Central Tax; it was ₹2,50,000).
 */
export const B2CL_LIMIT_PAISE = 1_00_000_00;

// ── Customers, as the shop sees them ──────────────────────────────────────────

export const ADMIN_CUSTOMER_PAGE_SIZE = 20;
export const CUSTOMER_NOT_FOUND = 'Customer not found';

export const adminCustomerQuerySchema = z.object({
  /** Part of the name, e-mail or phone number. */
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(10_000, 'page must be at most 10000')
    .default(1),
});
export type AdminCustomerQuery = z.infer<typeof adminCustomerQuerySchema>;

export const adminCustomerSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  registeredAt: z.iso.datetime(),
  verified: z.boolean(),
  orders: z.number().int(),
  /** Returns asked for (0 until returns exist). */
  returns: z.number().int(),
  applications: z.number().int(),
  /** Paid for less refunded, in paise. */
  lifetimeValuePaise: paise,
});
export type AdminCustomerSummary = z.infer<typeof adminCustomerSummarySchema>;

export const adminCustomerPageSchema = z.object({
  customers: z.array(adminCustomerSummarySchema),
  total: z.number(),
  totalPages: z.number(),
  page: z.number(),
});
export type AdminCustomerPage = z.infer<typeof adminCustomerPageSchema>;

const addressSchema = z.object({ name: z.string(), phone: z.string(), street: z.string(), city: z.string(), state: z.string(), pincode: z.string() });

export const adminCustomerSchema = adminCustomerSummarySchema.extend({
  /** The profile's address and those orders were sent to, newest first: shown, never edited, by the shop. */
  addresses: z.array(addressSchema.extend({ source: z.enum(['profile', 'order']) })),
  /** Newest first, at most ADMIN_CUSTOMER_ORDERS_SHOWN. */
  recentOrders: z.array(
    z.object({
      _id: z.string(),
      createdAt: z.iso.datetime(),
      status: z.enum(ORDER_STATUSES),
      totalAmount: z.number(),
      paymentStatus: z.string(),
      refundedPaise: paise,
    }),
  ),
  recentApplications: z.array(
    z.object({ _id: z.string(), type: z.enum(APPLICATION_KINDS), subType: z.string(), status: z.enum(APPLICATION_STATUSES), createdAt: z.iso.datetime() }),
  ),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

/** The customer page lists this many of their latest orders and applications. */
export const ADMIN_CUSTOMER_ORDERS_SHOWN = 50;
