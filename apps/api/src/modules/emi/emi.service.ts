import { cheapestEmi, emiPlansFor, type EmiOption, type EmiPlansResponse } from '@store/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { RazorpayClient } from '../payments';
import { emiOptionsFromMethods, type NoCostPlan } from './emi-options';

/** The gateway's EMI plans change rarely (a bank's rate, a new tenure): asked again after this. */
export const EMI_CACHE_MS = 10 * 60 * 1000;
/** When the gateway cannot be reached, the last answer it gave serves for this long before EMI is hidden. */
export const EMI_STALE_MS = 24 * 60 * 60 * 1000;

export interface EmiServiceOptions {
  /** Absent when online payment is off: then there is no EMI either. */
  gateway: Pick<RazorpayClient, 'fetchMethods'> | undefined;
  noCost: readonly NoCostPlan[];
  logger: FastifyBaseLogger;
  now?: () => number;
}

/**
 * Card EMI plans from the payment gateway's methods answer, cached per process (the shop runs as
 * several processes; each asks the gateway at most once per EMI_CACHE_MS, and concurrent requests
 * share one call). The plans for a price are worked out here with the shared formula.
 */
export function createEmiService({ gateway, noCost, logger, now = Date.now }: EmiServiceOptions) {
  let cached: { options: EmiOption[]; at: number } | undefined;
  let asking: Promise<EmiOption[]> | undefined;

  async function ask(): Promise<EmiOption[]> {
    const methods = await gateway!.fetchMethods();
    const options = emiOptionsFromMethods(methods, noCost);
    cached = { options, at: now() };
    return options;
  }

  async function options(): Promise<EmiOption[]> {
    if (!gateway) return [];
    if (cached && now() - cached.at < EMI_CACHE_MS) return cached.options;
    asking ??= ask().finally(() => (asking = undefined));
    try {
      return await asking;
    } catch (error) {
      if (cached && now() - cached.at < EMI_STALE_MS) {
        logger.warn({ err: error }, 'EMI plans: the gateway did not answer; serving the last plans it gave');
        return cached.options;
      }
      // EMI is a line of advice beside the price, not a service of its own: with nothing to go on,
      // the pages show no EMI (as below every bank's minimum) rather than an error; the log says why.
      logger.error({ err: error }, 'EMI plans: the gateway did not answer and no earlier plans are at hand; showing none');
      return [];
    }
  }

  return {
    /** Every bank's plans without an amount (the product cards work out "from ₹x/month" themselves). */
    rates: async () => ({ options: await options() }),

    /** The plans open to a price in paise, by bank then tenure, and the cheapest monthly amount. */
    async plans(amountPaise: number): Promise<EmiPlansResponse> {
      const plans = emiPlansFor(await options(), amountPaise);
      return { amountPaise, plans, cheapest: cheapestEmi(plans) };
    },
  };
}

export type EmiService = ReturnType<typeof createEmiService>;
