import { gstStateOf } from '@store/shared';
import { useEffect, useRef } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useDeliveryQuote } from './delivery-quote';

/**
 * An address form's PIN looked up as it is typed (India Post's directory): its district and state as
 * the field's hint, a PIN the directory does not know as its error, and the state field set to the
 * PIN's own when it says otherwise (the state is the invoice's place of supply; the server refuses a
 * mismatch too).
 */
export function usePincodePlace(pincode: string, state: { read: () => string; set: (state: string) => void }) {
  const place = useDeliveryQuote(pincode.trim());
  const latest = useRef(state);
  latest.current = state;
  useEffect(() => {
    if (place.data && gstStateOf(latest.current.read())?.name !== place.data.state) latest.current.set(place.data.state);
  }, [place.data]);
  return {
    hint: place.data ? `${place.data.district}, ${place.data.state}` : undefined,
    error: place.isError ? errorMessage(place.error, 'Please check the PIN code') : undefined,
  };
}
