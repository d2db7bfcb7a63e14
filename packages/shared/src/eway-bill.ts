import { z } from 'zod';
import { isCourierGoods } from './delivery';
import { formatCount } from './money';

/**
 * CGST Rule 138(1): goods whose consignment value (the invoice's value of the goods, GST included) is
 * more than ₹50,000 move with an e-way bill. A setting (EWAY_BILL_THRESHOLD), since some states set
 * ₹1,00,000 for movement within the state.
 */
export const EWAY_BILL_DEFAULT_THRESHOLD = 50_000;

/** The goods' value of an order's lines still sold, paise with GST: delivery and services (SAC 99…) are not goods. */
export function goodsValuePaise(items: ReadonlyArray<{ hsn: string; priceInclGst: number; quantity: number; cancelledQuantity: number }>): number {
  return items.reduce(
    (sum, item) => (isCourierGoods(item.hsn) ? sum + Math.round(item.priceInclGst * 100) * (item.quantity - item.cancelledQuantity) : sum),
    0,
  );
}

/** More than the threshold, not at it: ₹50,000 exactly moves without one. */
export const needsEwayBill = (goodsPaise: number, thresholdRupees: number) => goodsPaise > thresholdRupees * 100;

export const EWAY_BILL_MESSAGES = {
  numberInvalid: 'An e-way bill number is 12 digits',
  validUntilInvalid: 'Please give the date and time the e-way bill is valid until',
  expired: 'This e-way bill has already expired: generate a new one on the e-way bill portal',
  notNeeded: (threshold: number) => `This order's goods are worth ₹${formatCount(threshold)} or less: they need no e-way bill`,
  usedElsewhere: 'This e-way bill number is recorded for another order',
  required: "This order's goods need an e-way bill before they move (CGST Rule 138): record its number on the order first",
  expiredForBooking: "This order's e-way bill has expired: record the new one before booking",
  noInvoice: 'The e-way bill is made from the tax invoice: a cash-on-delivery order has one once it is marked processing',
  notShippable: 'A cancelled order moves no goods',
  noGoods: 'This order has no goods to move: it needs no e-way bill',
} as const;

/** POST /api/admin/orders/:id/eway-bill: the number the portal gave and when it stops being valid. */
export const ewayBillRecordSchema = z
  .object({
    number: z
      .string({ error: EWAY_BILL_MESSAGES.numberInvalid })
      .transform((number) => number.replace(/\s/g, ''))
      .pipe(z.string().regex(/^\d{12}$/, EWAY_BILL_MESSAGES.numberInvalid)),
    validUntil: z.iso.datetime({ offset: true, error: EWAY_BILL_MESSAGES.validUntilInvalid }),
  })
  .strict();
export type EwayBillRecord = z.infer<typeof ewayBillRecordSchema>;

/** An order's e-way bill as the shop sees it: whether its goods need one, and the one recorded. */
export const ewayBillSchema = z.object({
  required: z.boolean(),
  /** '' until recorded. */
  number: z.string(),
  /** ISO 8601; null until recorded. */
  validUntil: z.iso.datetime().nullable(),
});
export type EwayBill = z.infer<typeof ewayBillSchema>;

/** Why goods cannot move yet for want of their e-way bill (none recorded, or it has run out); undefined when they can. */
export function ewayBillRefusal(bill: EwayBill, now = new Date()): string | undefined {
  if (!bill.required) return undefined;
  if (!bill.number || !bill.validUntil) return EWAY_BILL_MESSAGES.required;
  if (new Date(bill.validUntil).getTime() <= now.getTime()) return EWAY_BILL_MESSAGES.expiredForBooking;
  return undefined;
}
