import { LAPTOP_PACKED_SIZE } from '@store/shared';
import type { FastifyBaseLogger } from 'fastify';
import { ShiprocketError, type ShiprocketClient } from './shiprocket-client';

/** A courier's reach to one PIN. */
export type PinCoverage = { serviceable: boolean; cod: boolean };
/** Couriers' reach changes rarely: a PIN's answer is kept six hours, for up to 20,000 PINs (about 2 MB). */
const COVERAGE_TTL_MS = 6 * 60 * 60 * 1000;
const COVERAGE_KEPT = 20_000;

/**
 * Whether any courier delivers to a PIN, and with cash on delivery, as Shiprocket's serviceability says
 * for a one-laptop parcel from the pickup PIN. Kept for a few hours per PIN (a cache of Shiprocket's
 * answer, not state: every process may hold its own). Undefined when Shiprocket does not answer: the
 * caller then goes by the PIN directory alone.
 */
export function courierCoverage(client: ShiprocketClient, pickupPincode: string, logger: FastifyBaseLogger) {
  const kept = new Map<string, { at: number; answer: PinCoverage }>();
  return async (pincode: string): Promise<PinCoverage | undefined> => {
    const known = kept.get(pincode);
    if (known && Date.now() - known.at < COVERAGE_TTL_MS) return known.answer;
    let answer: PinCoverage;
    try {
      const { data } = await client.serviceability({
        pickup_postcode: pickupPincode,
        delivery_postcode: pincode,
        cod: 1,
        weight: LAPTOP_PACKED_SIZE.weightGrams / 1000,
      });
      const couriers = data.available_courier_companies;
      answer = { serviceable: couriers.length > 0, cod: couriers.some((courier) => courier.cod === 1) };
    } catch (error) {
      if (error instanceof ShiprocketError && error.statusCode === 404) answer = { serviceable: false, cod: false };
      else {
        logger.warn({ err: error }, 'courier: serviceability unanswered, the PIN directory answers alone');
        return undefined;
      }
    }
    if (kept.size >= COVERAGE_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(pincode, { at: Date.now(), answer });
    return answer;
  };
}
