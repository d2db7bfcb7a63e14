import { z } from 'zod';
import { AUTH_MESSAGES, INDIAN_MOBILE, PIN_CODE } from './auth';
import { CURRENCY } from './constants';
import { gstStateOf, isValidGstin } from './gst';
import { isId } from './ids';
import { MAX_CHECKOUT_LINES, MAX_LINE_QUANTITY } from './order-limits';
import { HELD_PAYMENT_REFUND_HOURS } from './payment';
import { hasControlCharacters, joinLines, TEXT_MESSAGES } from './text';

/**
 * Checkout (SPEC §2 /checkout, §3 shipping address and payment order, §4 checkout, §5, §7 payments
 * and orders calls). The server prices everything from its own database; what the browser sends is
 * only what it wants (product ids and quantities) and where to ship.
 */

/** How long stock stays held for a checkout that has not been paid. */
export const RESERVATION_MINUTES = 15;

/** The ways of paying the payment dialog offers (Razorpay's method names). */
export const PAYMENT_METHODS = ['upi', 'card', 'netbanking', 'wallet', 'emi', 'paylater'] as const;

/** SPEC §5 checkout: the address fields in the order the form shows them; each is required. */
export const SHIPPING_FIELDS = ['name', 'phone', 'street', 'city', 'state', 'pincode'] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];

export const CHECKOUT_MESSAGES = {
  /** SPEC §5: 'Please fill in {field}'. */
  fillIn: (field: ShippingField) => `Please fill in ${field}`,
  loadGatewayFailed: 'Failed to load payment gateway',
  paymentFailed: 'Payment failed. Please try again.',
  verificationFailed: 'Payment verification failed',
  orderPlaced: 'Order placed successfully!',
  noSavedAddress: 'No saved address found in profile',
  emptyCart: 'Your cart is empty',
  quantityInvalid: `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`,
  tooManyLines: `An order can hold at most ${MAX_CHECKOUT_LINES} different products`,
  amountInvalid: 'Amount must be a whole number of rupees',
  /** 409 with the fresh total: the cart's prices are older than the shop's. */
  priceChanged: 'Prices have changed since you added these items. Please check the new total before paying.',
  productUnavailable: 'An item in your cart is no longer available. Please remove it to continue.',
  notEnoughStock: (name: string, available: number) =>
    available > 0
      ? `Only ${available} of ${name} left in stock. Please reduce the quantity to continue.`
      : `${name} is out of stock. Please remove it to continue.`,
  /** 503 in production when no payment keys (and no sandbox) are configured. */
  notConfigured: 'Online payment is not configured',
  /** 503 when the payment gateway does not answer in time or fails: nothing was charged or doubled. */
  gatewayUnavailable: 'The payment service is not responding. Please try again in a minute.',
  /** The payment's amount or currency differ from what the checkout stored: kept for review, not fulfilled. */
  paymentMismatch: 'This payment does not match your order total. It has been held for review and we will contact you.',
  /** Paid after the reservation ran out, and the stock had gone (or an item was withdrawn) meanwhile: held for the shop. */
  soldOutHeld: `Sorry, an item sold out before your payment reached us. Your payment is safe: within ${HELD_PAYMENT_REFUND_HOURS / 24} days we will either confirm your order or refund you in full, and e-mail you either way.`,
  cancelled: 'Order cancelled. Your refund is on its way.',
  /** An order nothing was paid for (cash on delivery before delivery): nothing to refund, so no refund is promised. */
  cancelledUnpaid: 'Order cancelled.',
  cannotCancel: 'This order can no longer be cancelled.',
  /** 409: a replacement sent under a return, at no charge, is the shop's to stop (cancelling it would put nothing back). */
  replacementNotCancellable: 'This replacement is sent at no charge under your return: to stop it, contact us.',
  /** The delivery state decides the invoice's GST (CGST + SGST or IGST): it must be one India has. */
  stateUnknown: 'Please enter an Indian state or union territory',
  gstinInvalid: 'Please enter a valid 15-character GSTIN, or leave it empty',
  /** A GSTIN's invoice names the registered business (CGST Rule 46(e)): its legal name comes with it. */
  businessNameRequired: "Please enter the business's legal name, as on its GST registration",
  businessNameInvalid: 'Please enter the business name on one line, in at most 100 characters',
} as const;

/**
 * A line of the address as printed on the parcel and the invoice: the street, typed in a box of
 * several lines, is joined into one (joinLines); any other line break or control character is refused.
 */
const requiredText = (field: ShippingField, max: number, { lines = false } = {}) =>
  z
    .string({ error: CHECKOUT_MESSAGES.fillIn(field) })
    .transform((text) => (lines ? joinLines(text) : text.trim()))
    .pipe(
      z
        .string()
        .min(1, CHECKOUT_MESSAGES.fillIn(field))
        .max(max, `${field} must be at most ${max} characters long`)
        .refine((text) => !hasControlCharacters(text), `${field} ${TEXT_MESSAGES.unstorable}`),
    );

/** SPEC §3 shipping address; phone stored as its 10 digits. */
export const shippingAddressSchema = z.object({
  name: requiredText('name', 100),
  phone: z
    .string({ error: CHECKOUT_MESSAGES.fillIn('phone') })
    .transform((phone) => phone.replace(/[\s-]/g, ''))
    .pipe(z.string().min(1, CHECKOUT_MESSAGES.fillIn('phone')).regex(INDIAN_MOBILE, AUTH_MESSAGES.phoneInvalid))
    .transform((phone) => phone.slice(-10)),
  street: requiredText('street', 300, { lines: true }),
  city: requiredText('city', 100),
  state: requiredText('state', 100).refine((state) => gstStateOf(state) !== undefined, CHECKOUT_MESSAGES.stateUnknown),
  pincode: z
    .string({ error: CHECKOUT_MESSAGES.fillIn('pincode') })
    .trim()
    .min(1, CHECKOUT_MESSAGES.fillIn('pincode'))
    .regex(PIN_CODE, AUTH_MESSAGES.pincodeInvalid),
});
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;

export const checkoutLineSchema = z.object({
  productId: z.string().refine(isId, CHECKOUT_MESSAGES.productUnavailable),
  quantity: z
    .number({ error: CHECKOUT_MESSAGES.quantityInvalid })
    .int(CHECKOUT_MESSAGES.quantityInvalid)
    .min(1, CHECKOUT_MESSAGES.quantityInvalid)
    .max(MAX_LINE_QUANTITY, CHECKOUT_MESSAGES.quantityInvalid),
});
export type CheckoutLine = z.infer<typeof checkoutLineSchema>;

/** A business buyer's GSTIN, printed on their tax invoice so they can claim the input tax; '' for none. */
const gstinSchema = z
  .string({ error: CHECKOUT_MESSAGES.gstinInvalid })
  .trim()
  .toUpperCase()
  .refine((gstin) => gstin === '' || isValidGstin(gstin), CHECKOUT_MESSAGES.gstinInvalid);

/** The legal name of the business a GSTIN is registered to, printed with it on the tax invoice; '' for none. */
const businessNameSchema = z
  .string({ error: CHECKOUT_MESSAGES.businessNameInvalid })
  .trim()
  .max(100, CHECKOUT_MESSAGES.businessNameInvalid)
  // eslint-disable-next-line no-control-regex
  .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), CHECKOUT_MESSAGES.businessNameInvalid);

/** A GSTIN comes with the name it is registered to; a business name without a GSTIN bills nobody and is dropped. */
function businessBuyer<T extends { gstin?: string | undefined; businessName?: string | undefined }>(request: T, context: z.RefinementCtx) {
  // Only for a GSTIN that stands: a malformed one has its own message, and one is enough.
  if (request.gstin && isValidGstin(request.gstin.trim().toUpperCase()) && !request.businessName)
    context.addIssue({ code: 'custom', path: ['businessName'], message: CHECKOUT_MESSAGES.businessNameRequired });
}
const withoutStrayName = <T extends { gstin?: string | undefined; businessName?: string | undefined }>(request: T): T =>
  request.gstin ? request : { ...request, businessName: request.businessName === undefined ? undefined : '' };

/** The checkout page's form: the shipping address and the optional GSTIN with its business's name. */
export const checkoutFormSchema = shippingAddressSchema
  .extend({ gstin: gstinSchema, businessName: businessNameSchema })
  .superRefine(businessBuyer)
  .transform(withoutStrayName);
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
export type CheckoutFormValues = z.output<typeof checkoutFormSchema>;

/** POST /api/payments/create-order. `amount` is the total in rupees the customer saw (SPEC §9). */
export const createPaymentOrderSchema = z
  .object({
    amount: z.number({ error: CHECKOUT_MESSAGES.amountInvalid }).int(CHECKOUT_MESSAGES.amountInvalid).nonnegative(CHECKOUT_MESSAGES.amountInvalid),
    items: z
      .array(checkoutLineSchema, { error: CHECKOUT_MESSAGES.emptyCart })
      .min(1, CHECKOUT_MESSAGES.emptyCart)
      .max(MAX_CHECKOUT_LINES, CHECKOUT_MESSAGES.tooManyLines),
    shippingAddress: shippingAddressSchema,
    gstin: gstinSchema.optional(),
    businessName: businessNameSchema.optional(),
  })
  .superRefine(businessBuyer)
  .transform(withoutStrayName);
export type CreatePaymentOrderRequest = z.input<typeof createPaymentOrderSchema>;

/** SPEC §3 payment order: what the payment dialog is opened with. */
export const paymentOrderSchema = z.object({
  /** The gateway's order id (order_…). */
  orderId: z.string(),
  /** In paise. */
  amount: z.number().int().positive(),
  currency: z.literal(CURRENCY),
  /** The gateway's public key id. */
  key: z.string(),
  /** When the held stock is released if nobody has paid (ISO 8601). */
  expiresAt: z.iso.datetime(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

/**
 * 409 of create-order: the cart no longer matches the shop. `total` is what would be charged now;
 * `lines` say, per product, today's price with GST and how many can be had (0 when gone).
 */
export const checkoutConflictSchema = z.object({
  message: z.string(),
  total: z.number().int().optional(),
  lines: z.array(z.object({ productId: z.string(), name: z.string(), priceInclGst: z.number().int(), available: z.number().int() })).optional(),
});
export type CheckoutConflict = z.infer<typeof checkoutConflictSchema>;

/** GET /api/payments/config: which checkout script to load (Razorpay's, or the built-in sandbox's). */
export const paymentsConfigSchema = z.object({
  enabled: z.boolean(),
  sandbox: z.boolean(),
  /** Parcels go through the built-in courier sandbox: nothing is really shipped. */
  shippingSandbox: z.boolean(),
  scriptUrl: z.string(),
  key: z.string(),
  /** Cash on delivery: the largest order total in rupees (0: not offered) and its fee with GST. */
  cod: z.object({ maxTotal: z.number().int(), fee: z.number().int() }),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

const gatewayId = z.string().trim().min(1, CHECKOUT_MESSAGES.verificationFailed).max(100, CHECKOUT_MESSAGES.verificationFailed);

/** POST /api/payments/verify-payment: the triple the payment dialog hands its success handler. */
export const verifyPaymentSchema = z.object({
  razorpay_order_id: gatewayId,
  razorpay_payment_id: gatewayId,
  razorpay_signature: gatewayId,
});
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentSchema>;

/**
 * POST /api/orders (SPEC §3 order request). Only paymentDetails counts: the order is made from what
 * the checkout stored; items and shippingAddress are accepted for the old client and ignored.
 */
export const placeOrderSchema = z.object({
  items: z.array(z.unknown()).max(MAX_CHECKOUT_LINES).optional(),
  shippingAddress: z.record(z.string(), z.unknown()).optional(),
  paymentDetails: z.object({
    paymentId: gatewayId,
    orderId: gatewayId,
    signature: gatewayId,
    method: z.string().max(40).optional(),
    status: z.string().max(40).optional(),
  }),
});
export type PlaceOrderRequest = z.infer<typeof placeOrderSchema>;
