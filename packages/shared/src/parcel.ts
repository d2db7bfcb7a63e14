import type { AccessoryType } from './catalogue-choices';
import type { ProductCategory } from './constants';

/**
 * What one packed unit of a product weighs and the box it travels in, as the courier is told (Shiprocket's
 * create-order `weight` in kg and `length`, `breadth`, `height` in cm). Each product may keep its own; one
 * without takes its kind's default below. Weights are of the unit in its own retail box, packing included.
 */
export interface PackedSize {
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

const size = (weightGrams: number, lengthCm: number, breadthCm: number, heightCm: number): PackedSize => ({ weightGrams, lengthCm, breadthCm, heightCm });

/** An accessory by what it is (its typed `type`); a laptop's box is the one the shop ships most. */
const ACCESSORY_SIZES: Record<AccessoryType, PackedSize> = {
  Mouse: size(300, 20, 12, 8),
  Keyboard: size(1000, 50, 20, 6),
  Headset: size(600, 25, 22, 12),
  Speaker: size(1500, 30, 20, 20),
  Webcam: size(400, 18, 12, 10),
  Monitor: size(6500, 70, 48, 15),
  Bag: size(1000, 48, 38, 8),
  Charger: size(500, 20, 15, 8),
  'Docking station': size(800, 25, 15, 8),
  Storage: size(300, 18, 12, 6),
  Cable: size(200, 20, 15, 4),
  'Cooling pad': size(1200, 45, 35, 8),
  Other: size(500, 25, 20, 10),
};

export const LAPTOP_PACKED_SIZE = size(2500, 45, 35, 12);

/**
 * The default packed size of a product of this category (and, for an accessory, this type), or null for
 * what does not travel: a service is done, not shipped. Software ships as a retail key card in a small box.
 * The one rule for defaults: the admin form shows it, and shipping uses it for a product without its own.
 */
export function defaultPackedSize(category: ProductCategory, accessoryType?: AccessoryType | null): PackedSize | null {
  switch (category) {
    case 'laptop':
      return LAPTOP_PACKED_SIZE;
    case 'accessories':
      return ACCESSORY_SIZES[accessoryType ?? 'Other'];
    case 'software':
      return size(200, 20, 15, 3);
    case 'services':
      return null;
  }
}

/** A product's own packed size where it has one, else its default; null when it does not travel. */
export function packedSizeOf(product: {
  category: ProductCategory;
  accessoryType?: AccessoryType | null;
  weightGrams: number | null;
  lengthCm: number | null;
  breadthCm: number | null;
  heightCm: number | null;
}): PackedSize | null {
  const fallback = defaultPackedSize(product.category, product.accessoryType);
  const weightGrams = product.weightGrams ?? fallback?.weightGrams;
  const box =
    product.lengthCm !== null && product.breadthCm !== null && product.heightCm !== null
      ? { lengthCm: product.lengthCm, breadthCm: product.breadthCm, heightCm: product.heightCm }
      : fallback;
  if (weightGrams === undefined || !box) return null;
  return { weightGrams, lengthCm: box.lengthCm, breadthCm: box.breadthCm, heightCm: box.heightCm };
}

/** A parcel as the courier is told: kilograms and centimetres. */
export interface Parcel {
  weightKg: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

/** A parcel with nothing that travels in it (services only): an envelope, as couriers take no 0 kg, 0 cm parcel. */
export const ENVELOPE: Parcel = { weightKg: 0.1, lengthCm: 25, breadthCm: 18, heightCm: 1 };

/**
 * The parcel of several units: their weights added up, and their boxes stacked flat, each laid on its
 * largest face (its longest side along the length, its shortest upright), so the outer box is as long and
 * as broad as the largest of them and as high as all of them together. That box holds every unit whatever
 * their sizes (each one's footprint fits the largest footprint); it can be roomier than a packer's best fit,
 * never too small, so the courier's re-weighing (volumetric weight, L×B×H/5000) finds no more than declared.
 * Weight in kg to 10 g, rounded up.
 */
export function parcelOf(lines: Array<{ size: PackedSize | null; units: number }>): Parcel {
  const boxes = lines.flatMap((line) => (line.size && line.units > 0 ? Array.from({ length: line.units }, () => line.size!) : []));
  if (boxes.length === 0) return ENVELOPE;
  const laid = boxes.map((box) => [box.lengthCm, box.breadthCm, box.heightCm].sort((a, b) => b - a) as [number, number, number]);
  const grams = boxes.reduce((sum, box) => sum + box.weightGrams, 0);
  return {
    weightKg: Math.ceil(grams / 10) / 100,
    lengthCm: Math.max(...laid.map(([length]) => length)),
    breadthCm: Math.max(...laid.map(([, breadth]) => breadth)),
    heightCm: laid.reduce((sum, [, , height]) => sum + height, 0),
  };
}
