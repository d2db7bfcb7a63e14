import { describe, expect, it } from 'vitest';
import { FREE_SHIPPING_THRESHOLD } from './constants';
import { addWorkingDays, deliveryZone, orderTotals, SHIPPING_FEE, shippingFeeFor } from './delivery';
import { inclusiveTotals } from './inclusive-price';
import { FREE_DELIVERY_OVER } from './money';

const laptop = (priceInclGst: number, quantity = 1) => ({ category: 'laptop' as const, priceInclGst, quantity });
const key = (priceInclGst: number) => ({ category: 'software' as const, priceInclGst, quantity: 1 });

describe('the shipping fee', () => {
  it(`is ${SHIPPING_FEE} up to ₹${FREE_SHIPPING_THRESHOLD} of goods, nothing over it, nothing when no courier is needed`, () => {
    expect(shippingFeeFor([laptop(2_359)])).toBe(SHIPPING_FEE);
    expect(shippingFeeFor([laptop(FREE_SHIPPING_THRESHOLD)])).toBe(SHIPPING_FEE);
    expect(shippingFeeFor([laptop(2_500, 2), key(1)])).toBe(0);
    expect(shippingFeeFor([key(999)])).toBe(0);
    expect(shippingFeeFor([])).toBe(0);
  });

  it('is what the pages promise: free delivery strictly over the threshold they name', () => {
    expect(FREE_DELIVERY_OVER).toBe('free delivery over ₹5,000');
    expect(shippingFeeFor([laptop(FREE_SHIPPING_THRESHOLD)])).toBeGreaterThan(0);
    expect(shippingFeeFor([laptop(FREE_SHIPPING_THRESHOLD + 1)])).toBe(0);
  });

  it('is one more line of the totals: the total is the prices shown plus the fee, taxable value and GST adding up to it', () => {
    const lines = [laptop(1_199, 2), key(499)];
    const totals = orderTotals(lines);
    expect(totals.shippingFee).toBe(SHIPPING_FEE);
    expect(totals.total).toBe(1_199 * 2 + 499 + SHIPPING_FEE);
    expect(totals.taxablePaise + totals.gstPaise).toBe(totals.totalPaise);
    expect(totals.lines).toHaveLength(3);
    expect(totals.lines[2]).toEqual({ grossPaise: 9_900, taxablePaise: 8_390, gstPaise: 1_510 });
    const free = orderTotals([laptop(59_990)]);
    expect([free.shippingFee, free.total]).toEqual([0, 59_990]);
    expect(free).toMatchObject(inclusiveTotals([laptop(59_990)]));
  });
});

describe('delivery zones from the shop in Pune', () => {
  const pune = { district: 'Pune', state: 'Maharashtra' };
  it.each([
    [{ district: 'Pune', state: 'Maharashtra' }, 'local'],
    [{ district: 'Mumbai', state: 'Maharashtra' }, 'state'],
    [{ district: 'New Delhi', state: 'Delhi' }, 'metro'],
    [{ district: 'Bengaluru Urban', state: 'Karnataka' }, 'metro'],
    [{ district: 'Coimbatore', state: 'Tamil Nadu' }, 'national'],
    [{ district: 'Kamrup Metro', state: 'Assam' }, 'special'],
    [{ district: 'Leh', state: 'Ladakh' }, 'special'],
    [{ district: 'South Andamans', state: 'Andaman and Nicobar Islands' }, 'special'],
  ])('%o is %s', (to, zone) => expect(deliveryZone(pune, to)).toBe(zone));

  it('counts all of Delhi as one city', () => {
    expect(deliveryZone({ district: 'South West', state: 'Delhi' }, { district: 'New Delhi', state: 'Delhi' })).toBe('local');
  });
});

describe('working days', () => {
  it('skip Sundays, counted from the date in India', () => {
    // Saturday 28 November 2026, 20:00 UTC is already Sunday the 29th in India.
    expect(addWorkingDays(new Date('2026-11-28T20:00:00Z'), 1)).toBe('2026-11-30');
    expect(addWorkingDays(new Date('2026-11-27T06:00:00Z'), 1)).toBe('2026-11-28');
    expect(addWorkingDays(new Date('2026-11-27T06:00:00Z'), 2)).toBe('2026-11-30');
  });
});
