/**
 * What a customer may send back, for how long and why (issue 26), apart from the returns' Zod schemas
 * so the pages that only state the policy (home, product, help) carry no schema code. One policy per
 * category; a category not listed is not returnable.
 */

export const RETURN_KINDS = ['return', 'replacement'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

export const RETURN_REASONS = ['defective', 'damaged-in-transit', 'wrong-item', 'not-as-described', 'no-longer-needed'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Readonly<Record<ReturnReason, string>> = {
  defective: 'It does not work properly',
  'damaged-in-transit': 'It arrived damaged',
  'wrong-item': 'I received the wrong item',
  'not-as-described': 'It is not as described',
  'no-longer-needed': 'I no longer need it',
};

/**
 * Reasons that claim the item is damaged or does not work: at the shop's inspection its units start
 * counted as damaged (set aside, not back on sale) until the shop finds them sellable, so a claim is
 * never put back in stock by default.
 */
export const DAMAGE_CLAIMS: ReadonlySet<ReturnReason> = new Set<ReturnReason>(['defective', 'damaged-in-transit']);

/** The counts the inspection form starts from for `quantity` units returned for `reason`. */
export const inspectionDefaults = (reason: ReturnReason, quantity: number): { sellable: number; damaged: number } =>
  DAMAGE_CLAIMS.has(reason) ? { sellable: 0, damaged: quantity } : { sellable: quantity, damaged: 0 };

export interface ReturnPolicy {
  /** Days from delivery, India's calendar, the request may be made on (the delivery day is day 0). */
  days: number;
  kinds: readonly ReturnKind[];
  reasons: readonly ReturnReason[];
  /** In the customer's words, shown where the policy applies. */
  summary: string;
}

/** The windows, apart, for the pages that only state them (no policy objects in their JavaScript). */
export const LAPTOP_REPLACEMENT_DAYS = 7;
export const ACCESSORY_RETURN_DAYS = 10;

export const RETURN_POLICY: Readonly<Record<string, ReturnPolicy>> = {
  laptop: {
    days: LAPTOP_REPLACEMENT_DAYS,
    kinds: ['replacement'],
    reasons: ['defective', 'damaged-in-transit'],
    summary: `Laptops: replacement within ${LAPTOP_REPLACEMENT_DAYS} days of delivery, for a defect or damage in transit`,
  },
  accessories: {
    days: ACCESSORY_RETURN_DAYS,
    kinds: ['return', 'replacement'],
    reasons: RETURN_REASONS,
    summary: `Accessories: return or replacement within ${ACCESSORY_RETURN_DAYS} days of delivery`,
  },
};

/** The return policy of a category in a few words, for its product page. */
export function returnPolicyLine(category: string): string {
  const policy = RETURN_POLICY[category];
  if (!policy) return 'Not returnable once delivered';
  return policy.kinds.includes('return') ? `${policy.days}-day return or replacement` : `${policy.days}-day replacement for a defect or transit damage`;
}

/** Accessories and laptops in one line, for the pages that mention returns in passing. */
export const RETURN_POLICY_BRIEF = `${ACCESSORY_RETURN_DAYS}-day returns on accessories, ${LAPTOP_REPLACEMENT_DAYS}-day replacement on laptops`;

/** Every category's policy, as the pages that describe returns state it. */
export const RETURN_POLICY_SUMMARY = `${Object.values(RETURN_POLICY)
  .map((policy) => policy.summary)
  .join('. ')}. Software and services cannot be returned.`;
