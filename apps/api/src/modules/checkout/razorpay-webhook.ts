import { z } from 'zod';

/**
 * A Razorpay webhook's envelope, as far as the shop reads it (test/razorpay-docs/webhook-*.json):
 * the event's name, and the payment's and refund's fields it acts on, each of the type Razorpay
 * documents. The rest is let through as it comes (Razorpay adds fields). A signed body whose fields
 * are not these is refused with a 400 (issue 40): Razorpay never sends one, so it is a bug or a
 * forgery with a leaked secret, and either way no work is queued from it.
 */
const notes = z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]);

export const razorpayWebhookSchema = z.looseObject({
  event: z.string().min(1).max(100),
  payload: z
    .looseObject({
      payment: z.looseObject({ entity: z.looseObject({ id: z.string().min(1).max(100), order_id: z.string().max(100).nullable().optional() }) }).optional(),
      refund: z
        .looseObject({
          entity: z.looseObject({
            id: z.string().min(1).max(100),
            payment_id: z.string().min(1).max(100),
            amount: z.number().int().positive(),
            status: z.string().max(40).optional(),
            receipt: z.string().max(100).nullable().optional(),
            notes: notes.optional(),
          }),
        })
        .optional(),
    })
    .optional(),
});
export type RazorpayWebhook = z.infer<typeof razorpayWebhookSchema>;

/** The first problem of a refused body, for its 400's message. */
export function webhookProblem(error: z.ZodError): string {
  const issue = error.issues[0]!;
  return `${issue.path.join('.') || 'body'}: ${issue.message}`;
}
