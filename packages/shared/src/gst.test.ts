import { describe, expect, it } from 'vitest';
import { GST_STATES, amountInWords, gstStateOf, isValidGstin } from './gst';

/**
 * The check character computed a second way, to test gst.ts against: Luhn mod 36 from the right, every
 * second character from the last doubled and its base-36 "digits" added (as the GST portal describes it).
 */
function luhnMod36(first14: string): string {
  const total = [...first14].reverse().reduce((sum, character, i) => {
    const value = parseInt(character, 36) * (i % 2 === 0 ? 2 : 1);
    const digits = value.toString(36);
    return sum + [...digits].reduce((s, d) => s + parseInt(d, 36), 0);
  }, 0);
  return ((36 - (total % 36)) % 36).toString(36).toUpperCase();
}
const withCheck = (first14: string) => first14 + luhnMod36(first14);

describe('GST states', () => {
  it('lists the 28 states and 8 union territories, each code once, two digits', () => {
    expect(GST_STATES).toHaveLength(36);
    expect(new Set(GST_STATES.map((s) => s.code)).size).toBe(36);
    for (const state of GST_STATES) expect(state.code).toMatch(/^\d{2}$/);
    const codeOf = (name: string) => GST_STATES.find((s) => s.name === name)?.code;
    expect(codeOf('Jammu and Kashmir')).toBe('01');
    expect(codeOf('Chandigarh')).toBe('04');
    expect(codeOf('Delhi')).toBe('07');
    expect(codeOf('Dadra and Nagar Haveli and Daman and Diu')).toBe('26');
    expect(codeOf('Maharashtra')).toBe('27');
    expect(codeOf('Karnataka')).toBe('29');
    expect(codeOf('Lakshadweep')).toBe('31');
    expect(codeOf('Puducherry')).toBe('34');
    expect(codeOf('Andaman and Nicobar Islands')).toBe('35');
    expect(codeOf('Telangana')).toBe('36');
    expect(codeOf('Andhra Pradesh')).toBe('37');
    expect(codeOf('Ladakh')).toBe('38');
    expect(GST_STATES.map((s) => s.code)).not.toContain('25');
    expect(GST_STATES.map((s) => s.code)).not.toContain('28');
  });

  it.each([
    ['Maharashtra', '27'],
    ['  maharashtra ', '27'],
    ['KARNATAKA', '29'],
    ['Tamil   Nadu', '33'],
    ['Tamilnadu', '33'],
    ['TN', '33'],
    ['Jammu & Kashmir', '01'],
    ['J&K', '01'],
    ['J & K', '01'],
    ['Orissa', '21'],
    ['Pondicherry', '34'],
    ['New Delhi', '07'],
    ['NCT of Delhi', '07'],
    ['N.C.T. of Delhi', '07'],
    ['U.P.', '09'],
    ['up', '09'],
    ['MP', '23'],
    ['AP', '37'],
    ['WB', '19'],
    ['Uttaranchal', '05'],
    ['Dadra and Nagar Haveli', '26'],
    ['Daman & Diu', '26'],
    ['Dadra & Nagar Haveli & Daman & Diu', '26'],
    ['Andaman & Nicobar', '35'],
    ['Ladakh', '38'],
  ])('reads %j as state %s', (typed, code) => {
    expect(gstStateOf(typed)?.code).toBe(code);
  });

  it('answers the official name and nothing for what it does not know', () => {
    expect(gstStateOf('orissa')).toEqual({ name: 'Odisha', code: '21' });
    expect(gstStateOf('Atlantis')).toBeUndefined();
    expect(gstStateOf('')).toBeUndefined();
    expect(gstStateOf('and')).toBeUndefined();
    expect(gstStateOf('27')).toBeUndefined();
  });
});

describe('isValidGstin', () => {
  it('accepts real, public GSTINs', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '27AAACR5055K1Z7']) {
      expect(luhnMod36(gstin.slice(0, 14))).toBe(gstin[14]);
      expect(isValidGstin(gstin)).toBe(true);
    }
  });

  it('accepts GSTINs whose check character is computed independently, in every state', () => {
    for (const state of GST_STATES) {
      expect(isValidGstin(withCheck(`${state.code}ABCDE1234F1Z`))).toBe(true);
      expect(isValidGstin(withCheck(`${state.code}ZZZPK9876Q9Z`))).toBe(true);
    }
  });

  it('rejects a corrupted or malformed GSTIN', () => {
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false); // check character
    expect(isValidGstin('27AAPFU0938F1ZV')).toBe(false); // one PAN digit
    expect(isValidGstin('72AAPFU0939F1ZV')).toBe(false); // swapped state digits
    expect(isValidGstin('27AAPUF0939F1ZV')).toBe(false); // swapped PAN letters
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false); // lower case: normalise first
    expect(isValidGstin(' 27AAPFU0939F1ZV')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin(withCheck('27AAPFU0939F1Y'))).toBe(false); // 14th must be Z
    expect(isValidGstin(withCheck('27AAPFU0939F0Z'))).toBe(false); // entity number from 1
    expect(isValidGstin(withCheck('27AAPF10939F1Z'))).toBe(false); // PAN shape
    expect(isValidGstin('')).toBe(false);
  });

  it('rejects state codes no customer has: retired, Other Territory, Centre Jurisdiction', () => {
    for (const code of ['00', '25', '28', '39', '97', '99']) {
      expect(isValidGstin(withCheck(`${code}AAPFU0939F1Z`))).toBe(false);
    }
  });
});

describe('amountInWords', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [100, 'Rupees One Only'],
    [1050, 'Rupees Ten and Fifty Paise Only'],
    [5, 'Rupees Zero and Five Paise Only'],
    [10500, 'Rupees One Hundred Five Only'],
    [117900, 'Rupees One Thousand One Hundred Seventy-Nine Only'],
    [11_800_000, 'Rupees One Lakh Eighteen Thousand Only'],
    [6_489_999, 'Rupees Sixty-Four Thousand Eight Hundred Ninety-Nine and Ninety-Nine Paise Only'],
    [1_000_000_000, 'Rupees One Crore Only'],
    [123_456_789_00, 'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine Only'],
    [1_234_567_890_12, 'Rupees One Hundred Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety and Twelve Paise Only'],
    [9999_99_99_999_00, 'Rupees Nine Thousand Nine Hundred Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Only'],
  ])('says %i paise as %j', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('refuses negative, fractional and unsafe amounts', () => {
    expect(() => amountInWords(-100)).toThrow(RangeError);
    expect(() => amountInWords(10.5)).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
    expect(() => amountInWords(2 ** 53)).toThrow(RangeError);
  });
});
