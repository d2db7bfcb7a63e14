import { describe, expect, it } from 'vitest';
import { findUnstorableText, hasControlCharacters, isStorableText } from './text';

describe('storable text', () => {
  it.each(['', 'Asha Verma', 'नमस्ते', 'emoji 👍🏽 and ₹1,299', 'tab\tand\nnew line', '\uFFFD'])('keeps %j', (text) => {
    expect(isStorableText(text)).toBe(true);
  });

  it.each([
    ['a NUL', 'Asha\u0000'],
    ['a lone high surrogate', 'x\uD800'],
    ['a lone high surrogate before a letter', '\uD83Dx'],
    ['a lone low surrogate', '\uDC00y'],
    ['two highs', '\uD800\uD800\uDC00'],
  ])('refuses %s', (_name, text) => {
    expect(isStorableText(text)).toBe(false);
  });

  it('finds the first unstorable string in a body, keys included, by its path', () => {
    expect(findUnstorableText({ name: 'ok', address: { city: 'Pune', street: 'Lane\u0000' } })).toBe('address.street');
    expect(findUnstorableText({ items: [{ name: 'ok' }, { name: '\uDFFF' }] })).toBe('items.1.name');
    expect(findUnstorableText({ specificDetails: { ['bad\u0000key']: 1 } })).toBe('specificDetails.bad\u0000key');
    expect(findUnstorableText('\u0000')).toBe('');
    expect(findUnstorableText({ n: 1, b: true, z: null, list: ['a', 'b'] })).toBeUndefined();
  });

  it('looks first where the body says first: a key before what it holds, an earlier field before a later one', () => {
    expect(findUnstorableText({ a: { b: '\u0000' }, c: '\u0000' })).toBe('a.b');
    expect(findUnstorableText({ ['k\u0000']: { b: '\u0000' } })).toBe('k\u0000');
    expect(findUnstorableText(['ok', ['\uD800'], '\u0000'])).toBe('1.0');
  });

  it('walks a body nested deeper than the call stack (a 1 MB body can nest 500,000 levels)', () => {
    const deep = (inside: unknown) => JSON.parse(`${'{"a":['.repeat(50_000)}${JSON.stringify(inside)}${']}'.repeat(50_000)}`);
    expect(findUnstorableText(deep('fine'))).toBeUndefined();
    expect(findUnstorableText(deep('\u0000'))).toBe('a.0.'.repeat(50_000).slice(0, -1));
  });
});

describe('control characters', () => {
  it.each(['Asha Verma', 'नमस्ते ₹1,299', 'emoji 👍🏽', 'non\u00A0breaking', '\u00A0\u00FF'])('finds none in %j', (text) => {
    expect(hasControlCharacters(text)).toBe(false);
    expect(hasControlCharacters(text, { lines: true })).toBe(false);
  });

  it.each([
    ['NUL', '\u0000'],
    ['escape', 'red\u001b[31m'],
    ['bell', '\u0007'],
    ['vertical tab', 'a\u000Bb'],
    ['form feed', 'a\u000Cb'],
    ['DEL', 'a\u007F'],
    ['NEL (C1)', 'a\u0085b'],
    ['CSI (C1)', '\u009B31m'],
    ['the last C1', '\u009F'],
  ])('finds %s anywhere', (_name, text) => {
    expect(hasControlCharacters(text)).toBe(true);
    expect(hasControlCharacters(text, { lines: true })).toBe(true);
  });

  it('takes tabs and line breaks only where several lines are allowed', () => {
    for (const text of ['a\tb', 'a\nb', 'a\r\nb']) {
      expect(hasControlCharacters(text)).toBe(true);
      expect(hasControlCharacters(text, { lines: true })).toBe(false);
    }
  });
});
