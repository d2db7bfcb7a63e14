import { z } from 'zod';
import {
  ACCESSORY_TYPES,
  CONNECTIVITY,
  GRAPHICS,
  OPERATING_SYSTEMS,
  PROCESSOR_BRANDS,
  PROCESSOR_FAMILIES,
  RAM_SIZES_GB,
  STORAGE_SIZES_GB,
  STORAGE_TYPES,
  type ProcessorBrand,
} from './catalogue-choices';

/**
 * Typed specifications (issue 24): what shoppers filter and compare by, filled in by the admin from fixed
 * choices or checked numbers. The free key/value `specifications` stay for everything else.
 */

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

export const accessoryAttributesSchema = z.object({
  type: z.enum(ACCESSORY_TYPES, { error: `accessory type must be one of ${ACCESSORY_TYPES.join(', ')}` }),
  connectivity: z.enum(CONNECTIVITY, { error: `connectivity must be one of ${CONNECTIVITY.join(', ')}` }),
});
export type AccessoryAttributes = z.infer<typeof accessoryAttributesSchema>;
