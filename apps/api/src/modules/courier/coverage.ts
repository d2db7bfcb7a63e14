import { LAPTOP_PACKED_SIZE } from '@store/shared';
import type { FastifyBaseLogger } from 'fastify';
import { ShiprocketError, type CourierOption, type ShiprocketClient } from './shiprocket-client';

/**
 * A courier's reach to one PIN: whether any courier delivers there, whether one takes cash, and the
 * working days the fastest and the slowest of them take (undefined where none serves or none said).
 */
export type PinCoverage = { serviceable: boolean; cod: boolean; days?: { fewest: number; most: number } };
/** Couriers' reach changes rarely: a PIN's answer is kept six hours, for up to 20,000 PINs (about 2 MB). */
export const COVERAGE_TTL_MS = 6 * 60 * 60 * 1000;
const COVERAGE_KEPT = 20_000;

/** A courier's transit in working days: its estimated_delivery_days ("4"), else its etd_hours; undefined when it gives neither. */
function transitDays(courier: CourierOption): number | undefined {
  const days = Number(courier.estimated_delivery_days);
  if (Number.isInteger(days) && days > 0) return days;
  return courier.etd_hours > 0 ? Math.ceil(courier.etd_hours / 24) : undefined;
}

/** What serviceability's courier list says of a PIN. */
export function coverageOf(couriers: CourierOption[]): PinCoverage {
  const days = couriers.map(transitDays).filter((day) => day !== undefined);
  return {
    serviceable: couriers.length > 0,
    cod: couriers.some((courier) => courier.cod === 1),
    ...(days.length > 0 ? { days: { fewest: Math.min(...days), most: Math.max(...days) } } : {}),
  };
}

/**
 * Whether any courier delivers to a PIN, with cash on delivery, and in how many days, as Shiprocket's
 * serviceability says for a one-laptop parcel from the pickup PIN. Kept for a few hours per PIN (a cache of
 * Shiprocket's answer, not state: every process may hold its own, and each refreshes it after the TTL).
 * The days are kept rather than the couriers' etd dates, so a kept answer still dates from today. While
 * Shiprocket does not answer, a PIN asked before keeps its last answer (a PIN without cash on delivery
 * must not take COD orders during an outage); one never asked is undefined: the caller then goes by the
 * PIN directory alone.
 */
export function courierCoverage(client: Pick<ShiprocketClient, 'serviceability'>, pickupPincode: string, logger: FastifyBaseLogger, now = Date.now) {
  const kept = new Map<string, { at: number; answer: PinCoverage }>();
  return async (pincode: string): Promise<PinCoverage | undefined> => {
    const known = kept.get(pincode);
    if (known && now() - known.at < COVERAGE_TTL_MS) return known.answer;
    let answer: PinCoverage;
    try {
      const { data } = await client.serviceability({
        pickup_postcode: pickupPincode,
        delivery_postcode: pincode,
        cod: 1,
        weight: LAPTOP_PACKED_SIZE.weightGrams / 1000,
      });
      answer = coverageOf(data.available_courier_companies);
    } catch (error) {
      if (error instanceof ShiprocketError && error.statusCode === 404) answer = { serviceable: false, cod: false };
      else {
        logger.warn({ err: error }, `courier: serviceability unanswered, ${known ? 'the last answer stands' : 'the PIN directory answers alone'}`);
        return known?.answer;
      }
    }
    // Re-inserted, so the oldest answers are the first let go.
    kept.delete(pincode);
    if (kept.size >= COVERAGE_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(pincode, { at: now(), answer });
    return answer;
  };
}
