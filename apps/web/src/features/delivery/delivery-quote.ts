import { PIN_CODE, type DeliveryQuote } from '@store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/delivery/:pincode; `amount` (rupees with GST) prices the delivery of goods worth it. */
export function getDeliveryQuote(pincode: string, amount?: number, signal?: AbortSignal): Promise<DeliveryQuote> {
  return apiRequest<DeliveryQuote>(`/api/delivery/${encodeURIComponent(pincode)}${amount === undefined ? '' : `?amount=${amount}`}`, { signal });
}

export const deliveryQuoteOptions = (pincode: string, amount?: number) =>
  queryOptions({
    queryKey: ['delivery', pincode, amount ?? null] as const,
    queryFn: ({ signal }) => getDeliveryQuote(pincode, amount, signal),
    // A PIN's district and state do not change within a visit; the dates move once a day.
    staleTime: 60 * 60 * 1000,
    retry: false,
  });

/** The delivery to a well-formed PIN (nothing is asked for anything else). */
export function useDeliveryQuote(pincode: string, amount?: number) {
  return useQuery({ ...deliveryQuoteOptions(pincode, amount), enabled: PIN_CODE.test(pincode) });
}

/** Where the shopper last asked about delivery, kept on this device so every page can answer for it. */
export const DELIVERY_PINCODE_KEY = 'deliveryPincode';
export function rememberedPincode(): string {
  try {
    const pincode = localStorage.getItem(DELIVERY_PINCODE_KEY) ?? '';
    return PIN_CODE.test(pincode) ? pincode : '';
  } catch {
    return '';
  }
}
export function rememberPincode(pincode: string): void {
  try {
    localStorage.setItem(DELIVERY_PINCODE_KEY, pincode);
  } catch {
    /* private mode: the PIN is asked again next time */
  }
}
