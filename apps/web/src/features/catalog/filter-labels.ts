import { formatCapacity, formatRupees, PROCESSOR_CHOICES, SCREEN_BANDS, type ProductFilter } from '@store/shared';

/**
 * A filter value as shoppers read it ("16 GB", "Intel Core i5", "14″ to 14.9″"), worked out from the
 * value itself, so a chip reads right before the API's facets (which carry the same labels) arrive.
 */
export function filterValueLabel(filter: ProductFilter, value: string): string {
  switch (filter) {
    case 'processor':
      return PROCESSOR_CHOICES.find((choice) => choice.value === value)?.label ?? value;
    case 'ram':
    case 'storage':
      return /^\d+$/.test(value) ? formatCapacity(Number(value)) : value;
    case 'screen':
      return SCREEN_BANDS.find((band) => band.value === value)?.label ?? value;
    default:
      return value;
  }
}

/** "₹20,000 – ₹50,000", "up to ₹50,000", "₹20,000 and above". */
export function priceRangeLabel(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return `${formatRupees(min)} – ${formatRupees(max)}`;
  if (max !== undefined) return `up to ${formatRupees(max)}`;
  if (min !== undefined) return `${formatRupees(min)} and above`;
  return 'any';
}
