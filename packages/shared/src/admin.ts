import { z } from 'zod';
import { APPLICATION_KINDS, APPLICATION_MESSAGES, APPLICATION_STATUSES, applicationSchema } from './application';
import { CONTACT_SUBJECTS } from './contact';
import { ewayBillSchema } from './eway-bill';
import { PRODUCT_CATEGORIES } from './constants';
import { productSchema } from './product';
import { ORDER_STATUSES, orderSchema } from './order';
import { formatPaise } from './money';
import { adminRefundSchema, refundSummarySchema, rupeeAmountSchema } from './payment';

/** Admin console (issue 11): what both the server and the admin pages agree on. */

/** `?page=` of the admin lists: 1 unless given. */
const pageParam = z.coerce
  .number({ error: 'page must be a number' })
  .int('page must be a whole number')
  .min(1, 'page must be 1 or more')
  .max(10_000, 'page must be at most 10000')
  .default(1);

export const AUDIT_PAGE_SIZE = 50;

/** One admin change: who, what, when, and for status and stock the value before and after. */
export const auditEntrySchema = z.object({
  _id: z.string(),
  /** The admin's e-mail when it was made, or 'command line'. */
  actor: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** What each change the audit log records was, in the words the shop's pages show it by. */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  'order.status': 'Status changed',
  'order.ship-requested': 'Courier booking asked for',
  'order.ship': 'Booked with the courier',
  'order.ndr': 'Answered the courier about a failed delivery',
  'order.returned': 'Came back to the shop undelivered',
  'order.refund': 'Refund made',
  'order.cancel-lines': 'Items cancelled',
  'order.invoice-download': 'Invoice downloaded',
  'order.credit-note-download': 'Credit note downloaded',
  'order.delivery-challan-download': 'Delivery challan downloaded',
  'order.cash-received': 'Cash received on delivery',
  'order.eway-bill': 'E-way bill recorded',
  'order.serials': 'Serial numbers recorded',
  'order.eway-bill-download': 'E-way bill Part A downloaded',
  'refund.retry': 'Refund tried again',
  'payment.refund': 'Payment refunded',
  'payment.make-order': 'Order made from a held payment',
  'product.create': 'Product added',
  'product.update': 'Product edited',
  'product.stock': 'Stock adjusted',
  'product.image': 'Pictures changed',
  'product.delete': 'Product deleted',
  'return.approve': 'Return approved',
  'return.reject': 'Return rejected',
  'return.receive': 'Return received and inspected',
  'return.refund': 'Return refunded',
  'return.replace': 'Replacement sent',
  'return.reveal-payout': 'Refund account revealed',
  'review.moderate': 'Review moderated',
  'application.decide': 'Application decided',
  'application.reveal-identity': 'PAN and Aadhaar revealed',
  'message.read': 'Message read',
  'grievance.answer': 'Grievance answered',
  'job.retry': 'Background job tried again',
  'user.grant-admin': 'Made an admin',
  'user.revoke-admin': 'Admin rights removed',
};

/** An NDR answer in words: which of the two the shop asked the courier for. */
const NDR_LABELS: Readonly<Record<string, string>> = {
  're-attempt': 'Courier asked to deliver again',
  return: 'Courier asked to bring the parcel back',
};

/**
 * An audit entry's action as a person reads it. One the labels do not know yet (a newer kind of change)
 * reads as the words of its code ("order.gift-wrapped" → "Gift wrapped"), never as the code.
 */
export function auditActionLabel(entry: Pick<AuditEntry, 'action' | 'after'>): string {
  const ndr = entry.action === 'order.ndr' ? entry.after?.action : undefined;
  if (typeof ndr === 'string' && NDR_LABELS[ndr]) return NDR_LABELS[ndr];
  const known = AUDIT_ACTION_LABELS[entry.action];
  if (known) return known;
  const words = (entry.action.split('.').at(-1) ?? entry.action).replace(/[-_]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Changed';
}

export const auditQuerySchema = z.object({
  page: pageParam,
  targetType: z.string().max(40, 'targetType must be at most 40 characters').optional(),
  targetId: z.string().max(100, 'targetId must be at most 100 characters').optional(),
});

export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), total: z.number(), totalPages: z.number(), page: z.number() });
export type AuditPage = z.infer<typeof auditPageSchema>;

// ── Orders, as the shop sees them ─────────────────────────────────────────────

export const ADMIN_ORDER_PAGE_SIZE = 20;

export const ADMIN_ORDER_MESSAGES = {
  trackingRequired: 'Enter the tracking number to ship the order',
  trackingTooLong: 'The tracking number must be at most 60 characters',
  dateInvalid: (field: string) => `${field} must be a date written YYYY-MM-DD`,
  /** 409: cash is recorded for a cash-on-delivery order, once, after the goods left the shop. */
  cashNotDue: 'Cash is recorded only for a cash-on-delivery order that has been shipped and is not yet paid.',
  /** 400: the cash received must be what the order asks for; a different sum is settled with the customer first. */
  cashMismatch: (duePaise: number) => `The amount due on delivery is ${formatPaise(duePaise)}: enter exactly what was received.`,
  cashRecorded: 'Cash received recorded',
} as const;

const day = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, ADMIN_ORDER_MESSAGES.dateInvalid(field))
    .refine((value) => !Number.isNaN(Date.parse(value)), ADMIN_ORDER_MESSAGES.dateInvalid(field));

export const adminOrderQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` }).optional(),
  /** Placed on or after this day (India's calendar day). */
  from: day('from').optional(),
  /** Placed on or before this day. */
  to: day('to').optional(),
  /** The order number (#ABCD1234) or id, or the customer's name, e-mail or phone. */
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  page: pageParam,
});
export type AdminOrderQuery = z.infer<typeof adminOrderQuerySchema>;

export const adminOrderSchema = orderSchema.extend({
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string(), phone: z.string() }),
  updatedAt: z.iso.datetime(),
  /** The refunds with who asked, the gateway's id and why one failed. */
  refund: refundSummarySchema.extend({ refunds: z.array(adminRefundSchema) }).nullable(),
  /** What can still be refunded of its payment, in paise (0 for an unpaid order). */
  refundablePaise: z.number().int().nonnegative(),
  /** Whether its goods need an e-way bill to move (CGST Rule 138), and the one recorded. */
  ewayBill: ewayBillSchema,
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrderPageSchema = z.object({ orders: z.array(adminOrderSchema), total: z.number(), totalPages: z.number(), page: z.number() });
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;

/** PATCH /api/admin/orders/:id/status: where the order goes next; shipping needs its tracking number. */
export const orderStatusChangeSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` }),
    trackingNumber: z.string().trim().max(60, ADMIN_ORDER_MESSAGES.trackingTooLong).optional(),
  })
  .strict()
  .refine((change) => change.status !== 'shipped' || Boolean(change.trackingNumber), {
    message: ADMIN_ORDER_MESSAGES.trackingRequired,
    path: ['trackingNumber'],
  });
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

/**
 * POST /api/admin/orders/:id/cash-received: the cash a cash-on-delivery order's customer paid, in rupees,
 * for an order delivered without the courier's report (shipping off, or delivered by hand).
 */
export const cashReceivedSchema = z.object({ amount: rupeeAmountSchema }).strict();
export type CashReceived = z.input<typeof cashReceivedSchema>;

// ── Applications, as the shop sees them ───────────────────────────────────────

export const ADMIN_APPLICATION_PAGE_SIZE = 20;
export const ADMIN_NOTES_MAX = 2000;

export const adminApplicationQuerySchema = z.object({
  type: z.enum(APPLICATION_KINDS, { error: `type must be one of ${APPLICATION_KINDS.join(', ')}` }).optional(),
  subType: z.string().trim().max(40, 'subType must be at most 40 characters').optional(),
  status: z.enum(APPLICATION_STATUSES, { error: `status must be one of ${APPLICATION_STATUSES.join(', ')}` }).optional(),
  page: pageParam,
});
export type AdminApplicationQuery = z.infer<typeof adminApplicationQuerySchema>;

/** PAN and Aadhaar stay masked here; the full numbers come only from the audited reveal. */
export const adminApplicationSchema = applicationSchema.extend({
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string(), phone: z.string() }),
  updatedAt: z.string(),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;

export const adminApplicationPageSchema = z.object({
  applications: z.array(adminApplicationSchema),
  total: z.number(),
  totalPages: z.number(),
  page: z.number(),
});
export type AdminApplicationPage = z.infer<typeof adminApplicationPageSchema>;

/** PATCH /api/admin/applications/:id: the next status, the notes the customer sees, or both. */
export const applicationDecisionSchema = z
  .object({
    status: z.enum(APPLICATION_STATUSES, { error: `status must be one of ${APPLICATION_STATUSES.join(', ')}` }).optional(),
    adminNotes: z
      .string({ error: 'adminNotes must be text' })
      .trim()
      .max(ADMIN_NOTES_MAX, `adminNotes must be at most ${ADMIN_NOTES_MAX} characters`)
      .optional(),
  })
  .strict()
  .refine((change) => change.status !== undefined || change.adminNotes !== undefined, { message: APPLICATION_MESSAGES.nothingToChange });
export type ApplicationDecision = z.infer<typeof applicationDecisionSchema>;

/** The audited reveal's answer: the full identity numbers, once. */
export const revealedIdentitySchema = z.object({ panNumber: z.string(), aadharNumber: z.string() });

// ── Contact messages ──────────────────────────────────────────────────────────

export const ADMIN_MESSAGE_PAGE_SIZE = 20;

export const adminMessageQuerySchema = z.object({
  /** Only unread ones ('true'), only read ones ('false'), or all. */
  unread: z.enum(['true', 'false'], { error: 'unread must be true or false' }).optional(),
  page: pageParam,
});

export const adminMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.enum(CONTACT_SUBJECTS),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

export const adminMessagePageSchema = z.object({
  messages: z.array(adminMessageSchema),
  total: z.number(),
  unread: z.number(),
  totalPages: z.number(),
  page: z.number(),
});
export type AdminMessagePage = z.infer<typeof adminMessagePageSchema>;

export const messageReadSchema = z.object({ read: z.boolean({ error: 'read must be true or false' }) }).strict();

export const MESSAGE_NOT_FOUND = 'Message not found';

// ── Dashboard ─────────────────────────────────────────────────────────────────

/** Orders placed, and the rupees (with paise) paid for them less what was refunded (refunds not failed). */
const tally = z.object({ orders: z.number(), revenue: z.number() });
export const dashboardSchema = z.object({
  /** India's calendar. */
  today: tally,
  month: tally,
  /** Paid orders not shipped yet: pending, confirmed or processing. */
  awaitingShipment: z.number(),
  /** Returns waiting for the shop to act (0 until returns exist). */
  returnsAwaitingAction: z.number(),
  /** Applications waiting for a decision: pending or under review. */
  openApplications: z.number(),
  unreadMessages: z.number(),
  lowStock: z.array(z.object({ _id: z.string(), name: z.string(), stock: z.number() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

// ── Products ──────────────────────────────────────────────────────────────────

export const ADMIN_PRODUCT_PAGE_SIZE = 20;
export const STOCK_STATES = ['in', 'low', 'out'] as const;

export const adminProductQuerySchema = z.object({
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  category: z.enum(PRODUCT_CATEGORIES, { error: `category must be one of ${PRODUCT_CATEGORIES.join(', ')}` }).optional(),
  /** in: more than the product's lowStockThreshold; low: 1 to its threshold; out: none. */
  stock: z.enum(STOCK_STATES, { error: `stock must be one of ${STOCK_STATES.join(', ')}` }).optional(),
  featured: z.enum(['true', 'false'], { error: 'featured must be true or false' }).optional(),
  hidden: z.enum(['true', 'false'], { error: 'hidden must be true or false' }).optional(),
  page: pageParam,
});
export type AdminProductQuery = z.infer<typeof adminProductQuerySchema>;

/** A product as the shop sees it: also whether the storefront hides it, and when it counts as running low. */
export const adminProductSchema = productSchema.extend({
  hidden: z.boolean(),
  hsn: z.string(),
  lowStockThreshold: z.number().int(),
  sku: z.string(),
  /** The product's own packed weight (g) and box (cm); null: its category's (defaultPackedSize). */
  weightGrams: z.number().int().nullable(),
  lengthCm: z.number().int().nullable(),
  breadthCm: z.number().int().nullable(),
  heightCm: z.number().int().nullable(),
  /** Each unit sold gets a serial number before it leaves (laptops by default). */
  serialised: z.boolean(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductPageSchema = z.object({ products: z.array(adminProductSchema), total: z.number(), totalPages: z.number(), page: z.number() });
export type AdminProductPage = z.infer<typeof adminProductPageSchema>;
