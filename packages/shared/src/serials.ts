import { z } from 'zod';

/**
 * Serial numbers (issue 42): a laptop's warranty is claimed with its invoice and the unit's serial
 * number, and a return is matched to the unit that was sold. A serialised product's units each get one,
 * recorded before the parcel leaves; a serial sold and not come back is on one order only.
 */
export const SERIAL_MESSAGES = {
  invalid: 'A serial number is 3 to 40 letters or digits (dashes and slashes allowed)',
  count: (name: string, units: number) => `${name} needs ${units === 1 ? 'one serial number' : `${units} serial numbers`}: one for each unit`,
  twice: (serial: string) => `Serial number ${serial} is given twice`,
  soldElsewhere: (serial: string) => `Serial number ${serial} is on another order and has not come back`,
  notSerialised: (name: string) => `${name} has no serial numbers to record`,
  unknownLine: 'This order has no such line',
  required: 'Record the serial number of each unit before the parcel leaves',
  leftAlready: 'The goods have left: their serial numbers stay as recorded',
  notSold: (serial: string) => `Serial number ${serial} was not sold on this order`,
  returnNeedsSerial: (name: string, units: number) =>
    `Please give the serial number of the ${units === 1 ? 'unit' : `${units} units`} of ${name} you are sending back`,
  mismatch: (expected: string, received: string) => `The unit received has serial number ${received}, not ${expected} as the return says`,
} as const;

/** As printed on the unit's label (case does not matter: kept in capitals). */
export const serialNumberSchema = z
  .string({ error: SERIAL_MESSAGES.invalid })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9/-]{2,39}$/, SERIAL_MESSAGES.invalid);

/** PUT /api/admin/orders/:id/serials: every serialised line's units, typed or scanned. */
export const orderSerialsSchema = z
  .object({
    lines: z
      .array(z.object({ itemId: z.uuid({ error: SERIAL_MESSAGES.unknownLine }), serials: z.array(serialNumberSchema).max(100) }).strict())
      .min(1)
      .max(50),
  })
  .strict();
export type OrderSerials = z.infer<typeof orderSerialsSchema>;

/** Why the goods cannot leave yet for want of serial numbers; undefined when every serialised unit has one. */
export function serialsRefusal(
  items: ReadonlyArray<{ serialised: boolean; serials: string[]; quantity: number; cancelledQuantity: number }>,
): string | undefined {
  return items.some((item) => item.serialised && item.serials.length < item.quantity - item.cancelledQuantity) ? SERIAL_MESSAGES.required : undefined;
}

/**
 * The last day of a unit's warranty, counted from its delivery, from the product's warranty as the shop
 * writes it ("1 Year Onsite", "18 Months", "3 Years Premier Support", "30 Days"); null when it names no
 * period or the goods are not delivered yet. ISO date (YYYY-MM-DD), India's calendar.
 */
export function warrantyEnd(deliveredAt: string | null, warranty: string): string | null {
  if (!deliveredAt) return null;
  const found = /(\d+)\s*(year|yr|month|day)/i.exec(warranty);
  if (!found) return null;
  const count = Number(found[1]);
  const unit = found[2]!.toLowerCase();
  const india = new Date(new Date(deliveredAt).getTime() + 330 * 60_000);
  const [year, month, day] = [india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate()];
  // The warranty runs to the day before the same date a period later (delivered 5 March: to 4 March).
  const end =
    unit === 'day' ? new Date(Date.UTC(year, month, day + count - 1)) : new Date(Date.UTC(year, month + (unit === 'month' ? count : count * 12), day - 1));
  return end.toISOString().slice(0, 10);
}
