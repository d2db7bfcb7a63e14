import type { ProductCategory } from './constants';

/**
 * HSN (goods) and SAC (services) codes for GST invoice lines. Each product keeps its own code, which
 * the shop can correct; a new product starts from what its category and name say. Migration 0014
 * gives the products already there the same codes in SQL.
 */
export const HSN_PATTERN = /^\d{4}( ?\d{2}){0,2}$/;
export const HSN_MESSAGE = 'HSN/SAC must be 4, 6 or 8 digits';

/** Accessories by what they are; the first match wins. */
const ACCESSORY_HSN: Array<[RegExp, string]> = [
  [/mouse|keyboard/i, '8471 60'],
  [/backpack|bag|sleeve/i, '4202 92'],
  [/ssd|drive/i, '8523 51'],
  [/monitor/i, '8528 52'],
  [/charger|adapter/i, '8504 40'],
  [/headset|headphone|earbud/i, '8518 30'],
  [/webcam/i, '8525 89'],
  [/hub|dock/i, '8471 80'],
];

export function defaultHsn(category: ProductCategory, name: string): string {
  switch (category) {
    case 'laptop':
      return '8471 30';
    case 'services':
      // Installation of communication equipment; other services are computer maintenance and repair.
      return /cctv/i.test(name) ? '998734' : '998713';
    case 'software':
      // Licences to use software.
      return '997331';
    case 'accessories':
      return ACCESSORY_HSN.find(([pattern]) => pattern.test(name))?.[1] ?? '8473 30';
  }
}
