import { asc, desc, sql } from 'drizzle-orm';
import { SUGGEST_LIMITS, type AccessoryType, type ProductCategory } from '@store/shared';
import type { Database } from '../../db/client';
import { TYPO_MAX_CORRECTIONS, TYPO_MIN_SIMILARITY, TYPO_SIMILARITY_MARGIN } from './catalog.search';
import { products } from './catalog.schema';
import type { Suggestions } from './catalog.finder';

/**
 * The header's suggestions answered in the process: every word of the products' search documents
 * (their tsvectors, read once per catalogue version) with the products it is in and the weight of
 * the field it came from. Ranking thousands of matches for a short prefix ("d", "hp l") takes the
 * database several milliseconds a keystroke; here a prefix is a range of a sorted word list and a
 * pass over its products. The words are understood as the database's search understands them
 * (searchTerms in catalog.search.ts): a word that starts a catalogue word is a prefix, a whole number
 * before the last word is exact, a plural is its singular too, any other word a typo replaced by its
 * nearest words by pg_trgm's trigram similarity, a word with no near spelling left out; the words
 * that name a product must match, the words found only in descriptions rank. A product's score is,
 * per word that must match, the weight of the best field it is in (ts_rank's weights: name and brand
 * 1, specifications 0.4, category 0.2, description 0.1), plus 1 per describing word it has and 1 in
 * the category the search names; ties go to the newest. A kind of accessory named keeps to that kind
 * when any of it matches (searchHits).
 */
export interface SuggestIndex {
  /** Every word of the search documents (hidden products' too, as the database's lexicon), sorted. */
  words: string[];
  /** Per word, the shown products it is in (by position, newest first) and its best weight in each. */
  postings: Int32Array[];
  weights: Float32Array[];
  /** Per word, whether any product (hidden too, as the database's check) has it in a naming field (weight A-C). */
  named: Uint8Array;
  /** Per catalogue word made of letters and digits only (the lexicon's), its trigrams, for typos. */
  lexicon: Array<{ word: string; trigrams: Set<string> }>;
  shown: Array<{ _id: string; name: string; image: string; priceInclGst: number; brand: string; category: ProductCategory; type: string | null }>;
}

/** ts_rank's default weights of the fields D, C, B, A. */
const WEIGHT: Record<string, number> = { A: 1, B: 0.4, C: 0.2, D: 0.1 };
/** One lexeme of a tsvector's text: 'word' (quotes doubled, backslashes escaped) and its positions with weights. */
const LEXEME = /'((?:[^'\\]|''|\\.)*)'(?::([0-9A-D,]+))?/g;

/** The trigrams pg_trgm takes of `text`: each run of letters and digits, lower-cased, padded with two spaces before and one after. */
export function trigrams(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const padded = [...`  ${word} `];
    for (let i = 0; i + 3 <= padded.length; i++) found.add(padded.slice(i, i + 3).join(''));
  }
  return found;
}

/** pg_trgm's similarity(): shared trigrams over all trigrams of either. */
export function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared++;
  const all = a.size + b.size - shared;
  return all === 0 ? 0 : shared / all;
}

export async function loadSuggestIndex(db: Database): Promise<SuggestIndex> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      image: sql<string>`coalesce(${products.images}[1], '')`,
      priceInclGst: products.priceInclGst,
      brand: products.brand,
      category: products.category,
      type: sql<string | null>`${products.attributes}->>'type'`,
      hidden: products.hidden,
      vector: sql<string>`${products.searchVector}::text`,
    })
    .from(products)
    .orderBy(desc(products.createdAt), asc(products.id));
  const byWord = new Map<string, { positions: number[]; weights: number[]; named: boolean }>();
  const shown: SuggestIndex['shown'] = [];
  for (const row of rows) {
    const position = row.hidden ? -1 : shown.length;
    if (!row.hidden)
      shown.push({ _id: row.id, name: row.name, image: row.image, priceInclGst: row.priceInclGst, brand: row.brand, category: row.category, type: row.type });
    for (const [, quoted, positions] of row.vector.matchAll(LEXEME)) {
      const word = quoted!.replace(/''/g, "'").replace(/\\(.)/g, '$1');
      // A position without a letter is weight D; a word stripped of positions counts as D too.
      const weight = Math.max(...(positions ?? 'D').split(',').map((p) => WEIGHT[p.at(-1)!] ?? WEIGHT.D!));
      let entry = byWord.get(word);
      if (!entry) byWord.set(word, (entry = { positions: [], weights: [], named: false }));
      if (weight > WEIGHT.D!) entry.named = true;
      if (position >= 0) {
        entry.positions.push(position);
        entry.weights.push(weight);
      }
    }
  }
  const words = [...byWord.keys()].sort();
  return {
    words,
    postings: words.map((word) => Int32Array.from(byWord.get(word)!.positions)),
    weights: words.map((word) => Float32Array.from(byWord.get(word)!.weights)),
    named: Uint8Array.from(words, (word) => (byWord.get(word)!.named ? 1 : 0)),
    lexicon: words.filter((word) => /^[\p{L}\p{N}]+$/u.test(word)).map((word) => ({ word, trigrams: trigrams(word) })),
    shown,
  };
}

/** The range of `words` (sorted) that `prefix` starts, [from, to); exact: only the word itself. */
function range(words: string[], prefix: string, exact: boolean): [number, number] {
  const first = (target: string) => {
    let low = 0;
    let high = words.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (words[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const from = first(prefix);
  if (exact) return words[from] === prefix ? [from, from + 1] : [from, from];
  let to = from;
  while (to < words.length && words[to]!.startsWith(prefix)) to++;
  return [from, to];
}

/** The catalogue words a typo stands for: the nearest few, within the margin of the nearest, none below the minimum (as searchTerms). */
function nearestWords(index: SuggestIndex, typo: string): string[] {
  const grams = trigrams(typo);
  const nearest = index.lexicon
    .map(({ word, trigrams: theirs }) => ({ word, sim: similarity(grams, theirs) }))
    .sort((a, b) => b.sim - a.sim || (a.word < b.word ? -1 : 1))
    .slice(0, TYPO_MAX_CORRECTIONS)
    .filter((near) => near.sim >= TYPO_MIN_SIMILARITY);
  const best = nearest[0]?.sim ?? 0;
  return nearest.filter((near) => near.sim >= best - TYPO_SIMILARITY_MARGIN).map((near) => near.word);
}

/** The suggestions for the words typed so far (the last one is being typed: a prefix even when a number). */
export function suggestFromIndex(index: SuggestIndex, words: string[], preferCategory: ProductCategory | undefined, kind?: AccessoryType): Suggestions {
  const size = index.shown.length;
  // Each word as searchTerms reads it: the ranges of catalogue words it stands for (none: left out), and whether it names a product.
  const understood = words.map((word, n) => {
    const exact = /^[0-9]+$/.test(word) && n < words.length - 1;
    const singular = /[^s]s$/.test(word) && word.length > 3 ? word.slice(0, -1) : undefined;
    const own = range(index.words, word, exact);
    // Known is any product's, hidden or not; an unknown word is a typo.
    let ranges = [own];
    if (singular !== undefined && range(index.words, singular, true)[1] > range(index.words, singular, true)[0])
      ranges = [range(index.words, singular, true), range(index.words, word, false)];
    else if (own[0] === own[1]) ranges = nearestWords(index, word).map((near) => range(index.words, near, false));
    ranges = ranges.filter(([from, to]) => from < to);
    const naming = ranges.some(([from, to]) => index.named.subarray(from, to).includes(1));
    return { ranges, naming };
  });
  const anyNaming = understood.some((word) => word.naming);
  const required = understood.filter((word) => word.ranges.length > 0 && (word.naming || !anyNaming));
  const optional = understood.filter((word) => word.ranges.length > 0 && !word.naming && anyNaming);
  /** Per product, the best weight it has of one word's ranges (0: none). */
  const bestOf = (ranges: Array<[number, number]>) => {
    const best = new Float64Array(size);
    for (const [from, to] of ranges)
      for (let w = from; w < to; w++) {
        const postings = index.postings[w]!;
        const weights = index.weights[w]!;
        for (let k = 0; k < postings.length; k++) if (weights[k]! > best[postings[k]!]!) best[postings[k]!] = weights[k]!;
      }
    return best;
  };
  const score = new Float64Array(size);
  const matched = new Uint8Array(size);
  for (let n = 0; n < required.length; n++) {
    const best = bestOf(required[n]!.ranges);
    for (let i = 0; i < size; i++)
      if (best[i]! > 0 && matched[i] === n) {
        matched[i] = n + 1;
        score[i]! += best[i]!;
      }
  }
  let found: number[] = [];
  for (let i = 0; i < size; i++) if (required.length > 0 && matched[i] === required.length) found.push(i);
  for (const word of optional) {
    const best = bestOf(word.ranges);
    for (const i of found) if (best[i]! > 0) score[i]! += 1;
  }
  for (const i of found) if (preferCategory && index.shown[i]!.category === preferCategory) score[i]! += 1;
  if (kind && found.some((i) => index.shown[i]!.type === kind)) found = found.filter((i) => index.shown[i]!.type === kind);
  const topOf = (key: 'brand' | 'category') => {
    const top = new Map<string, number>();
    for (const i of found) {
      const value = index.shown[i]![key];
      if (score[i]! > (top.get(value) ?? -Infinity)) top.set(value, score[i]!);
    }
    return [...top].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([value]) => value);
  };
  const products = found
    .sort((a, b) => score[b]! - score[a]! || a - b)
    .slice(0, SUGGEST_LIMITS.products)
    .map((i) => {
      const { _id, name, image, priceInclGst } = index.shown[i]!;
      return { _id, name, image, priceInclGst };
    });
  return {
    products,
    brands: topOf('brand').slice(0, SUGGEST_LIMITS.brands),
    categories: topOf('category').slice(0, SUGGEST_LIMITS.categories) as ProductCategory[],
  };
}
