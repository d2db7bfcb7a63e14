/** Every EMI query key, from one place. */
export const emiKeys = {
  all: ['emi'] as const,
  rates: () => [...emiKeys.all, 'rates'] as const,
  plans: (amountRupees: number) => [...emiKeys.all, 'plans', amountRupees] as const,
};

/** The gateway's plans change rarely and the server caches them for ten minutes: so does the browser. */
export const EMI_STALE_MS = 10 * 60 * 1000;
