import type { LaptopAttributes } from './attributes';

/**
 * The catalogue's fixed choices and how they read (issue 24), without Zod: the storefront's cards,
 * filters and compare table use these, and importing them must not load the schemas (attributes.ts
 * and catalogue-query.ts build their schemas from the same lists).
 */

export const PROCESSOR_FAMILIES = {
  Intel: ['Celeron', 'Pentium', 'Core i3', 'Core i5', 'Core i7', 'Core i9', 'Core 3', 'Core 5', 'Core 7', 'Core Ultra 5', 'Core Ultra 7', 'Core Ultra 9'],
  AMD: ['Athlon', 'Ryzen 3', 'Ryzen 5', 'Ryzen 7', 'Ryzen 9', 'Ryzen AI 5', 'Ryzen AI 7', 'Ryzen AI 9'],
  Apple: ['M1', 'M2', 'M3', 'M3 Pro', 'M4', 'M4 Pro', 'M4 Max'],
  Qualcomm: ['Snapdragon X', 'Snapdragon X Plus', 'Snapdragon X Elite'],
  MediaTek: ['Kompanio'],
} as const satisfies Record<string, readonly string[]>;
export type ProcessorBrand = keyof typeof PROCESSOR_FAMILIES;
export const PROCESSOR_BRANDS = Object.keys(PROCESSOR_FAMILIES) as ProcessorBrand[];

export const RAM_SIZES_GB = [4, 8, 12, 16, 18, 24, 32, 36, 48, 64, 96, 128] as const;
export const STORAGE_SIZES_GB = [64, 128, 256, 512, 1024, 2048, 4096] as const;
export const STORAGE_TYPES = ['SSD', 'HDD', 'eMMC'] as const;
export const GRAPHICS = [
  'Integrated',
  'NVIDIA GeForce RTX 2050',
  'NVIDIA GeForce RTX 3050',
  'NVIDIA GeForce RTX 4050',
  'NVIDIA GeForce RTX 4060',
  'NVIDIA GeForce RTX 4070',
  'NVIDIA GeForce RTX 4080',
  'NVIDIA GeForce RTX 4090',
  'NVIDIA RTX (workstation)',
  'AMD Radeon (dedicated)',
] as const;
export const OPERATING_SYSTEMS = ['Windows 11 Home', 'Windows 11 Pro', 'macOS', 'ChromeOS', 'Linux', 'None (DOS)'] as const;

export const ACCESSORY_TYPES = [
  'Mouse',
  'Keyboard',
  'Headset',
  'Speaker',
  'Webcam',
  'Monitor',
  'Bag',
  'Charger',
  'Docking station',
  'Storage',
  'Cable',
  'Cooling pad',
  'Other',
] as const;
export type AccessoryType = (typeof ACCESSORY_TYPES)[number];
export const CONNECTIVITY = ['Wired', 'Bluetooth', 'Wireless (2.4 GHz)', 'Bluetooth and 2.4 GHz', 'Not applicable'] as const;

/** "16 GB", "1 TB": storage and memory as shops write them. */
export function formatCapacity(gb: number): string {
  return gb >= 1024 && gb % 1024 === 0 ? `${gb / 1024} TB` : `${gb} GB`;
}

/** A card's key specifications line: "Intel Core i5 · 16 GB RAM · 512 GB SSD · 15.6″". */
export function keySpecsLine(attributes: LaptopAttributes): string {
  const processor =
    attributes.processorBrand === 'Apple' ? `Apple ${attributes.processorFamily}` : `${attributes.processorBrand} ${attributes.processorFamily}`;
  return [
    processor,
    `${formatCapacity(attributes.ramGb)} RAM`,
    `${formatCapacity(attributes.storageGb)} ${attributes.storageType}`,
    `${attributes.screenInches}″`,
  ].join(' · ');
}

export const PRODUCT_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'discount', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'Relevance',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  newest: 'Newest first',
  discount: 'Discount',
  rating: 'Customer rating',
};

/** Screen sizes as shoppers pick them: a band of inches each (min inclusive, max exclusive). */
export const SCREEN_BANDS = [
  { value: 'under-14', label: 'Under 14″', min: 0, max: 14 },
  { value: '14', label: '14″ to 14.9″', min: 14, max: 15 },
  { value: '15', label: '15″ to 15.9″', min: 15, max: 16 },
  { value: '16', label: '16″ to 16.9″', min: 16, max: 17 },
  { value: '17-plus', label: '17″ and above', min: 17, max: 100 },
] as const;
export type ScreenBand = (typeof SCREEN_BANDS)[number]['value'];

/** The processor filter's values: a family ("Core i5", "Ryzen 7", "M3"), unique across makers. */
export const PROCESSOR_CHOICES = (Object.entries(PROCESSOR_FAMILIES) as Array<[ProcessorBrand, readonly string[]]>).flatMap(([brand, families]) =>
  families.map((family) => ({ value: family, label: brand === 'Apple' ? `Apple ${family}` : `${brand} ${family}` })),
);

/** The filters of GET /api/products, in the order the filter panel shows them. */
export const PRODUCT_FILTERS = ['brand', 'processor', 'ram', 'storage', 'screen', 'graphics'] as const;
export type ProductFilter = (typeof PRODUCT_FILTERS)[number];
export const FILTER_LABELS: Record<ProductFilter, string> = {
  brand: 'Brand',
  processor: 'Processor',
  ram: 'RAM',
  storage: 'Storage',
  screen: 'Screen size',
  graphics: 'Graphics',
};

/** Most products side by side on /compare. */
export const MAX_COMPARE = 4;
