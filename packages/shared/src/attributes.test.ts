import { describe, expect, it } from 'vitest';
import { accessoryAttributesSchema, laptopAttributesSchema, type LaptopAttributes } from './attributes';
import { formatCapacity, keySpecsLine } from './catalogue-choices';

const laptop: LaptopAttributes = {
  processorBrand: 'Intel',
  processorFamily: 'Core i5',
  ramGb: 16,
  storageGb: 512,
  storageType: 'SSD',
  screenInches: 15.6,
  graphics: 'Integrated',
  os: 'Windows 11 Home',
  weightKg: 1.65,
};

const messages = (input: unknown) => laptopAttributesSchema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('laptop attributes', () => {
  it('takes a laptop described with the fixed choices', () => {
    expect(laptopAttributesSchema.parse(laptop)).toEqual(laptop);
    expect(
      laptopAttributesSchema.parse({ ...laptop, processorBrand: 'Apple', processorFamily: 'M3', os: 'macOS', screenInches: 13.6, weightKg: 1.24 }),
    ).toBeTruthy();
  });

  it('names what is wrong', () => {
    expect(messages({ ...laptop, processorFamily: 'Ryzen 5' })).toEqual(['processorFamily: processor family must be one of its brand’s']);
    expect(messages({ ...laptop, ramGb: 10 })).toEqual(['ramGb: RAM must be one of 4, 8, 12, 16, 18, 24, 32, 36, 48, 64, 96, 128']);
    expect(messages({ ...laptop, screenInches: 15.66 })).toEqual(['screenInches: screen size has at most 1 decimal places']);
    expect(messages({ ...laptop, screenInches: 21 })).toEqual(['screenInches: screen size must be at most 18.4 inches']);
    expect(messages({ ...laptop, weightKg: 0.1 })).toEqual(['weightKg: weight must be at least 0.5 kg']);
    expect(messages({ ...laptop, storageType: 'NVMe' })).toEqual(['storageType: storage type must be one of SSD, HDD, eMMC']);
  });

  it('writes the key specifications line of a card', () => {
    expect(keySpecsLine(laptop)).toBe('Intel Core i5 · 16 GB RAM · 512 GB SSD · 15.6″');
    expect(keySpecsLine({ ...laptop, processorBrand: 'Apple', processorFamily: 'M3', ramGb: 8, storageGb: 1024, screenInches: 13.6 })).toBe(
      'Apple M3 · 8 GB RAM · 1 TB SSD · 13.6″',
    );
    expect(formatCapacity(2048)).toBe('2 TB');
    expect(formatCapacity(1536)).toBe('1536 GB');
  });
});

describe('accessory attributes', () => {
  it('takes a type and a connectivity from the lists', () => {
    expect(accessoryAttributesSchema.parse({ type: 'Mouse', connectivity: 'Bluetooth' })).toEqual({ type: 'Mouse', connectivity: 'Bluetooth' });
    expect(accessoryAttributesSchema.safeParse({ type: 'Toaster', connectivity: 'Wired' }).success).toBe(false);
  });
});
