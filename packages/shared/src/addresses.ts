import { z } from 'zod';
import { hasControlCharacters, TEXT_MESSAGES } from './text';
import { shippingAddressSchema } from './checkout';

/**
 * The address book (issue 27): the delivery addresses a customer keeps, one of them the default that
 * checkout's "Use my saved address" fills in. Each is a full shipping address (SPEC §3), checked by
 * the same rules as checkout's, so a saved address can always be shipped to.
 */

/** Most addresses one customer keeps: enough for home, work, parents and friends, not a mailing list. */
export const MAX_SAVED_ADDRESSES = 10;

export const ADDRESS_BOOK_MESSAGES = {
  notFound: 'Address not found',
  full: `You can save up to ${MAX_SAVED_ADDRESSES} addresses. Please remove one to add another.`,
  added: 'Address saved to your address book',
  updated: 'Address updated',
  removed: 'Address removed',
  defaultChanged: 'Default address updated',
  labelTooLong: 'Label must be at most 30 characters long',
  nothingToChange: 'Nothing to change',
} as const;

/** "Home", "Office", "Parents": optional, for telling the addresses apart on a phone. */
const labelSchema = z
  .string()
  .trim()
  .max(30, ADDRESS_BOOK_MESSAGES.labelTooLong)
  .refine((label) => !hasControlCharacters(label), `Label ${TEXT_MESSAGES.unstorable}`);

/** POST /api/auth/addresses: a shipping address, optionally labelled, optionally made the default. */
export const savedAddressInputSchema = shippingAddressSchema.extend({
  label: labelSchema.optional(),
  /** The first address is the default whatever this says; a later one becomes it only when asked. */
  isDefault: z.boolean().optional(),
});
export type SavedAddressInput = z.input<typeof savedAddressInputSchema>;
export type SavedAddressValues = z.output<typeof savedAddressInputSchema>;

/**
 * PATCH /api/auth/addresses/:id: any of the fields, and `isDefault: true` to make it the default.
 * There is no `false`: exactly one address is the default, so it stops being so only when another
 * becomes it (or it is removed).
 */
export const savedAddressPatchSchema = shippingAddressSchema
  .partial()
  .extend({ label: labelSchema.optional(), isDefault: z.literal(true).optional() })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), ADDRESS_BOOK_MESSAGES.nothingToChange);
export type SavedAddressPatch = z.input<typeof savedAddressPatchSchema>;
export type SavedAddressPatchValues = z.output<typeof savedAddressPatchSchema>;

export const addressIdParamsSchema = z.object({ id: z.string().max(64) });

export const savedAddressSchema = z.object({
  _id: z.string(),
  label: z.string(),
  name: z.string(),
  phone: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** The address book, the default first, then the others newest first. */
export const savedAddressListSchema = z.array(savedAddressSchema);
