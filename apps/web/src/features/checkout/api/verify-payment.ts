import type { VerifyPaymentRequest } from '@store/shared';
import { apiRequest } from '@/lib/api-client';

/** POST /api/payments/verify-payment: the server checks the gateway's signature of the payment. */
export function verifyPayment(request: VerifyPaymentRequest): Promise<{ success: boolean }> {
  return apiRequest<{ success: boolean }>('/api/payments/verify-payment', { method: 'POST', body: request });
}
