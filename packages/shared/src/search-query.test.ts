import { describe, expect, it } from 'vitest';
import { categoryWanted, kindWanted, understandQuery } from './search-query';

describe('understanding a search', () => {
  it.each([
    ['laptop under 60000', { text: 'laptop', maxPrice: 60_000 }],
    ['laptop under 60,000', { text: 'laptop', maxPrice: 60_000 }],
    ['below 50k', { text: '', maxPrice: 50_000 }],
    ['gaming laptop below ₹75,000', { text: 'gaming laptop', maxPrice: 75_000 }],
    ['between 40000 and 60000', { text: '', minPrice: 40_000, maxPrice: 60_000 }],
    ['laptops between 60k and 40k', { text: 'laptops', minPrice: 40_000, maxPrice: 60_000 }],
    ['under 1 lakh', { text: '', maxPrice: 100_000 }],
    ['macbook under 1.5 lakh', { text: 'macbook', maxPrice: 150_000 }],
    ['hp laptop 30k-50k', { text: 'hp laptop', minPrice: 30_000, maxPrice: 50_000 }],
    ['dell above 80000', { text: 'dell', minPrice: 80_000 }],
    ['mouse under rs 500', { text: 'mouse', maxPrice: 500 }],
  ])('%s', (query, expected) => {
    expect(understandQuery(query)).toEqual(expected);
  });

  it.each([
    ['16 GB RAM', '16gb RAM'],
    ['16gb', '16gb'],
    ['512 GB SSD', '512gb SSD'],
    ['1 TB', '1tb'],
    ['15.6 inch', '15.6in'],
    ['14" laptop', '14in laptop'],
    ['i5 12th gen', 'i5 12th gen'],
    ['ryzen 5 5500u', 'ryzen 5 5500u'],
    ['13.4-inch', '13.4in'],
    ['65 watts', '65w'],
    ['rtx4060', 'rtx 4060'],
  ])('joins units to their numbers: %s', (query, text) => {
    expect(understandQuery(query)).toEqual({ text });
  });

  it('does not take model numbers or small numbers for a budget', () => {
    expect(understandQuery('ryzen 5-7 laptop')).toEqual({ text: 'ryzen 5-7 laptop' });
    expect(understandQuery('i5-1235u')).toEqual({ text: 'i5-1235u' });
    expect(understandQuery('under armour')).toEqual({ text: 'under armour' });
  });
});

describe('the category a search asks for', () => {
  it.each([
    [['gaming', 'laptop'], 'laptop'],
    [['laptop'], 'laptop'],
    [['laptops', 'students'], 'laptop'],
    [['laptop', 'bag'], undefined],
    [['laptop', 'charger'], undefined],
    [['accessories'], 'accessories'],
    [['dell', 'xps'], undefined],
  ] as const)('%j → %s', (words, category) => {
    expect(categoryWanted(words)).toBe(category);
  });
});

describe('the kind of accessory a search asks for', () => {
  it.each([
    [['laptop', 'bag'], 'Bag'],
    [['backpack'], 'Bag'],
    [['laptop', 'charger'], 'Charger'],
    [['wireless', 'mouse'], 'Mouse'],
    [['usb', 'c', 'hub'], 'Docking station'],
    [['cooling', 'pad'], 'Cooling pad'],
    [['gaming', 'laptop'], undefined],
    [['1tb', 'ssd'], undefined],
    [['cooling'], undefined],
  ] as const)('%j → %s', (words, kind) => {
    expect(kindWanted(words)).toBe(kind);
  });
});
