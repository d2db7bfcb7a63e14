import { describe, expect, it } from 'vitest';
import { defaultPackedSize, ENVELOPE, LAPTOP_PACKED_SIZE, packedSizeOf, parcelOf } from './parcel';

describe('packed sizes', () => {
  it('defaults by category, an accessory by its type, a service to nothing', () => {
    expect(defaultPackedSize('laptop')).toEqual({ weightGrams: 2500, lengthCm: 45, breadthCm: 35, heightCm: 12 });
    expect(defaultPackedSize('accessories', 'Mouse')).toEqual({ weightGrams: 300, lengthCm: 20, breadthCm: 12, heightCm: 8 });
    expect(defaultPackedSize('accessories')).toEqual(defaultPackedSize('accessories', 'Other'));
    expect(defaultPackedSize('services')).toBeNull();
  });

  it("takes the product's own weight and box over the default, each on its own", () => {
    const own = { category: 'laptop' as const, weightGrams: 1400, lengthCm: null, breadthCm: null, heightCm: null };
    expect(packedSizeOf(own)).toEqual({ ...LAPTOP_PACKED_SIZE, weightGrams: 1400 });
    expect(packedSizeOf({ ...own, weightGrams: null, lengthCm: 40, breadthCm: 30, heightCm: 8 })).toEqual({
      weightGrams: 2500,
      lengthCm: 40,
      breadthCm: 30,
      heightCm: 8,
    });
    // A service the shop gives a box to (a dongle that comes with an installation) does travel.
    expect(packedSizeOf({ category: 'services', weightGrams: 100, lengthCm: 10, breadthCm: 5, heightCm: 2 })).toEqual({
      weightGrams: 100,
      lengthCm: 10,
      breadthCm: 5,
      heightCm: 2,
    });
    expect(packedSizeOf({ category: 'services', weightGrams: null, lengthCm: null, breadthCm: null, heightCm: null })).toBeNull();
  });
});

describe('parcelOf', () => {
  const mouse = { weightGrams: 300, lengthCm: 12, breadthCm: 20, heightCm: 8 };

  it('is one unit in its own box, laid on its largest face', () => {
    expect(parcelOf([{ size: mouse, units: 1 }])).toEqual({ weightKg: 0.3, lengthCm: 20, breadthCm: 12, heightCm: 8 });
  });

  it('adds the weights and stacks the boxes: as long and broad as the largest, as high as all together', () => {
    expect(
      parcelOf([
        { size: LAPTOP_PACKED_SIZE, units: 2 },
        { size: mouse, units: 1 },
      ]),
    ).toEqual({ weightKg: 5.3, lengthCm: 45, breadthCm: 35, heightCm: 32 });
  });

  it('leaves out what does not travel, and is an envelope when nothing does', () => {
    expect(
      parcelOf([
        { size: null, units: 1 },
        { size: mouse, units: 2 },
      ]),
    ).toEqual({ weightKg: 0.6, lengthCm: 20, breadthCm: 12, heightCm: 16 });
    expect(parcelOf([{ size: null, units: 3 }])).toEqual(ENVELOPE);
  });

  it('rounds the weight up to 10 g', () => {
    expect(parcelOf([{ size: { ...mouse, weightGrams: 123 }, units: 1 }]).weightKg).toBe(0.13);
  });
});
