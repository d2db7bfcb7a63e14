import { z } from 'zod';

/**
 * Shiprocket's tracking webhook body (test/shiprocket-docs/webhook-shipment-status.json, its "Sample
 * Body"): what the shop reads is checked, the rest is let through as it comes (Shiprocket adds fields).
 * Numbers and ids arrive as the sample shows them; a few are coerced because the panel's "test webhook"
 * and older accounts send them as strings.
 */
export const shiprocketWebhookSchema = z.looseObject({
  awb: z.coerce.string().min(1).max(60),
  courier_name: z.string().optional(),
  current_status: z.string().optional(),
  current_status_id: z.coerce.number().int().optional(),
  shipment_status: z.string().optional(),
  shipment_status_id: z.coerce.number().int(),
  /** India's time, "23 05 2023 11:43:52". */
  current_timestamp: z.string().min(1).max(40),
  order_id: z.coerce.string().optional(),
  sr_order_id: z.coerce.number().optional(),
  scans: z
    .array(
      z.looseObject({
        date: z.string(),
        status: z.string().optional(),
        activity: z.string().optional(),
        location: z.string().default(''),
        'sr-status': z.coerce.string().optional(),
        'sr-status-label': z.string().optional(),
      }),
    )
    .optional(),
  is_return: z.coerce.number().optional(),
  /** The sandbox's own field: rupees a COD parcel's courier collected. */
  cod_collected_amount: z.coerce.number().optional(),
});
export type ShiprocketWebhook = z.infer<typeof shiprocketWebhookSchema>;
