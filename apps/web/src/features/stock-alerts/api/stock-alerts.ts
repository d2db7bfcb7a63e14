import type { NotifyMe, NotifyMeResponse, StockAlertUnsubscribed } from '@store/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/products/{id}/notify-me: one mail when it is back in stock (a signed-in customer's own address). */
export const useNotifyMe = (productId: string) =>
  useMutation({
    mutationFn: (body: NotifyMe) =>
      apiRequest<NotifyMeResponse>(`/api/products/${encodeURIComponent(productId)}/notify-me`, {
        method: 'POST',
        body,
      }),
  });

/** POST /api/stock-alerts/unsubscribe: the mail's token is the proof; no login. */
export const useUnsubscribeStockAlerts = () =>
  useMutation({
    mutationFn: (token: string) =>
      apiRequest<StockAlertUnsubscribed>('/api/stock-alerts/unsubscribe', {
        method: 'POST',
        body: { token },
        withSession: false,
      }),
  });
