import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 in hex, as Razorpay signs webhooks (the raw body) and checkout results (`order_id|payment_id`). */
export const hmacHex = (data: string | Buffer, secret: string): string => createHmac('sha256', secret).update(data).digest('hex');

/** Compares what was sent with what is expected in constant time (keys, secrets). */
export function signatureMatches(sent: string | undefined, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
