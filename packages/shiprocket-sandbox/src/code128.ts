/**
 * Code 128 (ISO/IEC 15417), the symbology couriers print AWBs in, for the sandbox's labels: text to the
 * widths of its bars and spaces. Digits go in code set C (two per symbol, as couriers' scanners expect
 * AWBs), anything else in code set B; an odd digit string starts in C and ends its last digit in B.
 */

/** Each symbol value's six widths: bar, space, bar, space, bar, space (11 modules); the stop has seven (13). */
const PATTERNS = [
  '212222',
  '222122',
  '222221',
  '121223',
  '121322',
  '131222',
  '122213',
  '122312',
  '132212',
  '221213',
  '221312',
  '231212',
  '112232',
  '122132',
  '122231',
  '113222',
  '123122',
  '123221',
  '223211',
  '221132',
  '221231',
  '213212',
  '223112',
  '312131',
  '311222',
  '321122',
  '321221',
  '312212',
  '322112',
  '322211',
  '212123',
  '212321',
  '232121',
  '111323',
  '131123',
  '131321',
  '112313',
  '132113',
  '132311',
  '211313',
  '231113',
  '231311',
  '112133',
  '112331',
  '132131',
  '113123',
  '113321',
  '133121',
  '313121',
  '211331',
  '231131',
  '213113',
  '213311',
  '213131',
  '311123',
  '311321',
  '331121',
  '312113',
  '312311',
  '332111',
  '314111',
  '221411',
  '431111',
  '111224',
  '111422',
  '121124',
  '121421',
  '141122',
  '141221',
  '112214',
  '112412',
  '122114',
  '122411',
  '142112',
  '142211',
  '241211',
  '221114',
  '413111',
  '241112',
  '134111',
  '111242',
  '121142',
  '121241',
  '114212',
  '124112',
  '124211',
  '411212',
  '421112',
  '421211',
  '212141',
  '214121',
  '412121',
  '111143',
  '111341',
  '131141',
  '114113',
  '114311',
  '411113',
  '411311',
  '113141',
  '114131',
  '311141',
  '411131',
  '211412',
  '211214',
  '211232',
] as const;
const STOP = '2331112';
const START_B = 104;
const START_C = 105;
const CODE_B = 100;

/** The symbol values of `text`: start, data, check symbol (no stop). Printable ASCII only. */
export function code128Values(text: string): number[] {
  if (text.length === 0 || !/^[\x20-\x7e]+$/.test(text)) throw new Error('Code 128 here takes printable ASCII only, at least one character');
  const values: number[] = [];
  if (/^\d+$/.test(text) && text.length >= 2) {
    values.push(START_C);
    const pairs = text.length - (text.length % 2);
    for (let i = 0; i < pairs; i += 2) values.push(Number(text.slice(i, i + 2)));
    if (pairs < text.length) values.push(CODE_B, text.charCodeAt(pairs) - 32);
  } else {
    values.push(START_B, ...[...text].map((char) => char.charCodeAt(0) - 32));
  }
  // The check symbol: the start's value plus each symbol's value times its position, modulo 103.
  const check = values.reduce((sum, value, position) => sum + value * Math.max(position, 1), 0) % 103;
  return [...values, check];
}

/** The widths (in modules) of bars and spaces, bar first, quiet zones not included. */
export function code128Widths(text: string): number[] {
  return [...code128Values(text).map((value) => PATTERNS[value]!), STOP].join('').split('').map(Number);
}
