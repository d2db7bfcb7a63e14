import { z } from 'zod';
import { serialNumberSchema } from './serials';
import { idParamsSchema } from './ids';
import { RETURN_KINDS, RETURN_REASONS, type ReturnKind } from './return-policy';
import { formatCount } from './money';
import { SHIPMENT_STATUSES, type ShipmentStatus } from './shipment';

/**
 * Returns and replacements (issue 26): what a customer may send back, for how long and why, and the
 * steps the shop takes with it. One policy per category; a category not listed is not returnable.
 */

export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received', 'refunded', 'replaced'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const RETURN_STATUS_LABELS: Readonly<Record<ReturnStatus, string>> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Not accepted',
  received: 'Received at our store',
  refunded: 'Refunded',
  replaced: 'Replacement sent',
};

/** An approved return by where its pickup is: the customer and the shop read the same words. */
const PICKUP_WORDS: Partial<Record<ShipmentStatus, string>> = {
  pickup_scheduled: 'Approved: pickup booked',
  picked_up: 'On its way back to us',
  in_transit: 'On its way back to us',
  out_for_delivery: 'On its way back to us',
  delivered: 'At our store: being checked',
  undelivered: 'Approved: the courier could not collect it yet',
  cancelled: 'Approved: the pickup was called off',
};

/**
 * A return's status as a person reads it: an approved one by where its parcel is (booked, on its way,
 * at the store waiting to be checked), the others by their status (RETURN_STATUS_LABELS).
 */
export function returnStatusLabel(item: { status: ReturnStatus; pickup: { status: ShipmentStatus } | null }): string {
  if (item.status !== 'approved') return RETURN_STATUS_LABELS[item.status];
  if (!item.pickup) return 'Approved: waiting for the item';
  return PICKUP_WORDS[item.pickup.status] ?? RETURN_STATUS_LABELS.approved;
}

/** The steps of a reverse pickup after the courier has the parcel, before it is at the store. */
const PICKUP_ON_ITS_WAY: readonly ShipmentStatus[] = ['picked_up', 'in_transit', 'out_for_delivery'];

/**
 * Why an item cannot be asked back again: all of it is in a return already (the newest one naming it),
 * told by where that return stands. Never "sent back" before the courier has it: right after a request
 * nothing has gone anywhere.
 */
export function alreadyAskedText(name: string, asked: { kind: ReturnKind; status: ReturnStatus; pickupStatus?: ShipmentStatus | null } | undefined): string {
  const wanted = asked?.kind === 'replacement' ? 'replacement' : 'refund';
  switch (asked?.status) {
    case 'requested':
      return `${asked.kind === 'replacement' ? `You have asked for a replacement of ${name}` : `You have asked to return ${name}`}: we will reply within 2 working days.`;
    case 'approved':
      if (asked.pickupStatus === 'delivered') return `${name} has reached our store: your ${wanted} follows once we have checked it.`;
      if (asked.pickupStatus && PICKUP_ON_ITS_WAY.includes(asked.pickupStatus)) return `${name} is on its way back to us with the courier.`;
      return `Your ${asked.kind} of ${name} is approved: please keep it packed, with its box, accessories and invoice, for the courier.`;
    case 'received':
      return `${name} has reached our store: your ${wanted} follows once we have checked it.`;
    case 'refunded':
      return `${name} has been returned and refunded.`;
    case 'replaced':
      return `We are sending you a replacement for ${name}: see its order above.`;
    default:
      return `${name} is in a return already.`;
  }
}

export const RETURN_LIMITS = { photos: 4, photoBytes: 8 * 1024 * 1024, descriptionMin: 10, descriptionMax: 1000, noteMax: 500 } as const;

export const RETURN_MESSAGES = {
  notDelivered: 'Returns open once the order is delivered.',
  notFound: 'Return not found',
  noSuchItem: 'This order has no such item.',
  notReturnable: (name: string) => `${name} cannot be returned.`,
  windowClosed: (name: string, until: string) => `The return window for ${name} closed on ${until}.`,
  kindNotOffered: (name: string, summary: string) => `${name}: ${summary}.`,
  tooMany: (name: string, left: number) => `Only ${left} of ${name} can still be returned.`,
  payoutNeeded: 'This order was paid in cash: tell us the UPI ID or bank account to refund to.',
  tooManyPhotos: `Add at most ${RETURN_LIMITS.photos} photos`,
  tooManyParts: `The return form has too many parts: send the items, the reason, a description and at most ${RETURN_LIMITS.photos} photos`,
  unreadable: 'The return form could not be read. Please try again.',
  illegalStep: (from: ReturnStatus, to: string) => `A return that is ${RETURN_STATUS_LABELS[from].toLowerCase()} cannot be ${to}.`,
  receivedCount: (name: string, quantity: number) => `Count all ${quantity} of ${name}: sellable and damaged together.`,
  refundTooLarge: (most: number) => `The refund can be at most ₹${formatCount(most)}.`,
  notAReplacement: 'The customer asked for a refund, not a replacement (or the other way round).',
  submitted: 'Return requested. We will reply within 2 working days.',
  utrNeeded: 'Give the reference (UTR) of the transfer made to the customer.',
  utrInvalid: 'Enter the UTR as your bank shows it: 12 to 22 letters and digits.',
  noPayout: 'This return has no refund account: it was paid online, or is a replacement.',
  payoutUnreadable: 'The refund account can no longer be read: ask the customer for it again.',
} as const;

const itemsField = z
  .string({ message: 'Choose the items to return.' })
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'Choose the items to return.' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(
        z
          .object({
            itemId: z.uuid({ message: RETURN_MESSAGES.noSuchItem }),
            quantity: z.coerce.number().int().positive().max(100),
            /** The serial numbers of the units sent back, for a serialised line (a laptop): one per unit. */
            serials: z.array(serialNumberSchema).max(100).optional(),
          })
          .strict(),
      )
      .min(1, 'Choose at least one item to return.')
      .max(20),
  );

/** A UPI ID (name@bank) or an Indian bank account with its IFSC, for a COD order's refund. */
export const payoutSchema = z.discriminatedUnion('method', [
  z
    .object({
      method: z.literal('upi'),
      upiId: z
        .string()
        .trim()
        .regex(/^[\w.-]{2,64}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/, 'Enter a UPI ID like name@bank'),
    })
    .strict(),
  z
    .object({
      method: z.literal('bank'),
      accountName: z.string().trim().min(2).max(100),
      accountNumber: z
        .string()
        .trim()
        .regex(/^\d{9,18}$/, 'Enter the account number: 9 to 18 digits'),
      ifsc: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'Enter the 11-character IFSC, like SBIN0001234'),
    })
    .strict(),
]);
export type Payout = z.infer<typeof payoutSchema>;

/** POST /api/orders/:id/returns: the text fields of the multipart form (photos come as files named `photos`). */
export const returnRequestFieldsSchema = z
  .object({
    lines: itemsField,
    kind: z.enum(RETURN_KINDS, { message: 'Choose return or replacement.' }),
    reason: z.enum(RETURN_REASONS, { message: 'Choose a reason.' }),
    description: z
      .string()
      .trim()
      .min(RETURN_LIMITS.descriptionMin, `Tell us what is wrong in at least ${RETURN_LIMITS.descriptionMin} characters`)
      .max(RETURN_LIMITS.descriptionMax),
    /** JSON of a payout (COD orders only). */
    payout: z
      .string()
      .optional()
      .transform((text, context) => {
        if (text === undefined || text === '') return undefined;
        try {
          return JSON.parse(text) as unknown;
        } catch {
          context.addIssue({ code: 'custom', message: RETURN_MESSAGES.payoutNeeded });
          return z.NEVER;
        }
      })
      .pipe(payoutSchema.optional()),
  })
  .strict();
export type ReturnRequestFields = z.infer<typeof returnRequestFieldsSchema>;

export const returnSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  kind: z.enum(RETURN_KINDS),
  reason: z.enum(RETURN_REASONS),
  description: z.string(),
  status: z.enum(RETURN_STATUSES),
  lines: z.array(
    z.object({
      itemId: z.string(),
      productId: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      unitPrice: z.number(),
      /** The units' serial numbers, for a serialised line: the ones to check on receipt. */
      serials: z.array(z.string()),
    }),
  ),
  /** URLs of the customer's photos. */
  photos: z.array(z.string()),
  /** The shop's note to the customer (why it was not accepted, what happens next). */
  note: z.string(),
  /** The courier's reverse pickup, and where it is (Shiprocket's steps for its AWB). */
  pickup: z.object({ courier: z.string(), awb: z.string(), status: z.enum(SHIPMENT_STATUSES) }).nullable(),
  /** Rupees refunded (or paid by hand for COD), once refunded. */
  refundAmount: z.number().nullable(),
  replacementOrderId: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type OrderReturn = z.infer<typeof returnSchema>;

/** What of a delivered order may still be returned: per line, the kinds and reasons offered and until when (or why not). */
export const returnOptionSchema = z.object({
  itemId: z.string(),
  name: z.string(),
  /** Units that may still be sent back (0 when none). */
  quantity: z.number().int(),
  kinds: z.array(z.enum(RETURN_KINDS)),
  reasons: z.array(z.enum(RETURN_REASONS)),
  /** The last day (YYYY-MM-DD, India) a request is taken; null when not returnable. */
  until: z.string().nullable(),
  /** Why it cannot be returned ('' when it can). */
  why: z.string(),
  /** The category's policy in words ('' for a category not returnable). */
  policy: z.string(),
  /** A serialised line's units that may be sent back, by serial number (a return names each); [] otherwise. */
  serials: z.array(z.string()),
});
export const orderReturnsSchema = z.object({
  returns: z.array(returnSchema),
  options: z.array(returnOptionSchema),
  /** A COD order's refund goes to an account the customer names. */
  needsPayout: z.boolean(),
  /** When this order is a replacement the shop sent for a return: the order it replaces. */
  replacementFor: z.string().nullable(),
});
export type OrderReturns = z.infer<typeof orderReturnsSchema>;

export const adminReturnSchema = returnSchema.extend({
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string(), phone: z.string() }),
  /** 'upi' or 'bank' and the account, masked, for a COD refund by hand. */
  payout: z.string(),
  sellable: z.number().int(),
  damaged: z.number().int(),
});
export type AdminReturn = z.infer<typeof adminReturnSchema>;

export const adminReturnQuerySchema = z
  .object({ status: z.enum(RETURN_STATUSES).optional(), page: z.coerce.number().int().positive().max(10_000).default(1) })
  .strict();
export const adminReturnPageSchema = z.object({
  returns: z.array(adminReturnSchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminReturnPage = z.infer<typeof adminReturnPageSchema>;

export const returnIdParamsSchema = idParamsSchema(RETURN_MESSAGES.notFound);
export const returnNoteSchema = z.object({ note: z.string().trim().max(RETURN_LIMITS.noteMax).default('') }).strict();
export const returnRejectSchema = z.object({ note: z.string().trim().min(3, 'Say why, for the customer').max(RETURN_LIMITS.noteMax) }).strict();
export const returnReceiveSchema = z
  .object({
    lines: z
      .array(
        z
          .object({
            itemId: z.uuid(),
            sellable: z.number().int().min(0),
            damaged: z.number().int().min(0),
            /** The serial numbers on the units received: they must be the ones the return names. */
            serials: z.array(serialNumberSchema).max(100).optional(),
          })
          .strict(),
      )
      .min(1),
    note: z.string().trim().max(RETURN_LIMITS.noteMax).default(''),
  })
  .strict();
export const returnCloseSchema = z
  .object({
    /** Rupees to refund (a return): at most the returned items' price; all of it when left out. */
    amount: z.number().int().positive().optional(),
    /**
     * For a COD order: the UTR of the transfer made by hand (NEFT/RTGS 16–22 characters, IMPS and UPI a
     * 12-digit reference), as the bank shows it: it is what the customer's bank traces the money by.
     */
    reference: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{12,22}$/, RETURN_MESSAGES.utrInvalid)
      .optional(),
    note: z.string().trim().max(RETURN_LIMITS.noteMax).default(''),
  })
  .strict();
export type ReturnClose = z.infer<typeof returnCloseSchema>;
