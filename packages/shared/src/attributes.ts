import { z } from 'zod';

/**
 * Typed specifications (issue 24): what shoppers filter and compare by, filled in by the admin from fixed
 * choices or checked numbers. The free key/value `specifications` stay for everything else.
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

const oneOfNumbers = <const T extends readonly number[]>(name: string, values: T) =>
  z.number({ error: `${name} must be a number` }).refine((value): value is T[number] => values.includes(value), `${name} must be one of ${values.join(', ')}`);

const decimal = (name: string, unit: string, min: number, max: number, places: number) =>
  z
    .number({ error: `${name} must be a number` })
    .min(min, `${name} must be at least ${min} ${unit}`)
    .max(max, `${name} must be at most ${max} ${unit}`)
    .refine((value) => Number.isInteger(Math.round(value * 10 ** places * 1e6) / 1e6), `${name} has at most ${places} decimal places`);

export const laptopAttributesSchema = z
  .object({
    processorBrand: z.enum(PROCESSOR_BRANDS as [ProcessorBrand, ...ProcessorBrand[]], {
      error: `processor brand must be one of ${PROCESSOR_BRANDS.join(', ')}`,
    }),
    processorFamily: z.string(),
    ramGb: oneOfNumbers('RAM', RAM_SIZES_GB),
    storageGb: oneOfNumbers('storage', STORAGE_SIZES_GB),
    storageType: z.enum(STORAGE_TYPES, { error: `storage type must be one of ${STORAGE_TYPES.join(', ')}` }),
    screenInches: decimal('screen size', 'inches', 10, 18.4, 1),
    graphics: z.enum(GRAPHICS, { error: 'graphics must be one of the listed choices' }),
    os: z.enum(OPERATING_SYSTEMS, { error: `operating system must be one of ${OPERATING_SYSTEMS.join(', ')}` }),
    weightKg: decimal('weight', 'kg', 0.5, 5, 2),
  })
  .refine((value) => (PROCESSOR_FAMILIES[value.processorBrand] as readonly string[]).includes(value.processorFamily), {
    path: ['processorFamily'],
    message: 'processor family must be one of its brand’s',
  });
export type LaptopAttributes = z.infer<typeof laptopAttributesSchema>;

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
export const CONNECTIVITY = ['Wired', 'Bluetooth', 'Wireless (2.4 GHz)', 'Bluetooth and 2.4 GHz', 'Not applicable'] as const;

export const accessoryAttributesSchema = z.object({
  type: z.enum(ACCESSORY_TYPES, { error: `accessory type must be one of ${ACCESSORY_TYPES.join(', ')}` }),
  connectivity: z.enum(CONNECTIVITY, { error: `connectivity must be one of ${CONNECTIVITY.join(', ')}` }),
});
export type AccessoryAttributes = z.infer<typeof accessoryAttributesSchema>;

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
