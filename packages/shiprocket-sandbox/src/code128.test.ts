import { describe, expect, it } from 'vitest';
import { code128Values, code128Widths } from './code128';

/**
 * Our Code 128 encoder against worked examples of the standard (Wikipedia's "PJJ123C": with Start A its
 * check symbol is 54, with Start B, which we use, 55, drawn "311321"), and the table's own invariants.
 * The AWBs below were also drawn on a sandbox label, rendered with pdftoppm and read back by zbarimg.
 */
describe('Code 128', () => {
  it('encodes text in code set B with the weighted modulo-103 check symbol', () => {
    expect(code128Values('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55]);
    const widths = code128Widths('PJJ123C').join('');
    expect(widths.slice(0, 6)).toBe('211214'); // Start B
    expect(widths.slice(-13, -7)).toBe('311321'); // the check symbol 55
    expect(widths.slice(-7)).toBe('2331112'); // Stop
    // 104 + A(33)·1 = 137, mod 103 = 34.
    expect(code128Values('A')).toEqual([104, 33, 34]);
  });

  it('packs digits two to a symbol in code set C, an odd last digit in code set B', () => {
    // 105 + 19·1 + 4·2 + 7·3 + 0·4 + 0·5 + 1·6 + 23·7 = 320; 320 mod 103 = 11.
    expect(code128Values('19040700000123')).toEqual([105, 19, 4, 7, 0, 0, 1, 23, 11]);
    // 105 + 14·1 + 11·2 + 23·3 + 22·4 + 10·5 + 84·6 + 92·7 + 100(Code B)·8 + '2'(18)·9 = 2458; mod 103 = 89.
    expect(code128Values('141123221084922')).toEqual([105, 14, 11, 23, 22, 10, 84, 92, 100, 18, 89]);
    expect(code128Widths('19040700000123').join('').slice(0, 6)).toBe('211232'); // Start C
  });

  it('draws 11 modules per symbol with an even number of bar modules, and a 13-module stop', () => {
    for (const text of ['PJJ123C', '19040700000123', '7788ABC-12x', ' ~']) {
      const widths = code128Widths(text);
      const symbols = code128Values(text).length;
      expect(widths.reduce((sum, width) => sum + width, 0)).toBe(symbols * 11 + 13);
      for (let i = 0; i < symbols; i++) {
        const symbol = widths.slice(i * 6, i * 6 + 6);
        expect(symbol[0]! + symbol[2]! + symbol[4]!, `${text} symbol ${i}`).toSatisfy((bars: number) => bars % 2 === 0);
      }
    }
  });

  it('refuses what it cannot encode', () => {
    expect(() => code128Values('')).toThrow();
    expect(() => code128Values('₹100')).toThrow();
  });
});
