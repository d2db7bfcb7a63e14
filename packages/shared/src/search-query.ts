/**
 * What a shopper types into the search box, understood (issue 24): budget phrases become price filters
 * ("laptop under 60000", "below 50k", "between 40000 and 60000", "under 1 lakh", "30k-50k") and
 * units are joined to their numbers ("16 gb" → "16gb", "15.6 inch" → "15.6in"), so the words left are
 * what to match. The catalogue's searched text is to be normalised by the same UNITS when it is indexed,
 * so "16 GB" in a specification and "16gb" typed meet. Prices are rupees with GST, as shown.
 */
import type { AccessoryType } from './catalogue-choices';

/**
 * The category a search is about, when it names one as what is wanted ("gaming laptop", "laptop under
 * 50000"), not as what something is for ("laptop bag", "laptop charger"): those rank first.
 */
export function categoryWanted(words: readonly string[]): 'laptop' | 'accessories' | 'services' | 'software' | undefined {
  for (const [index, word] of words.entries()) {
    const category = CATEGORY_WORDS[word];
    if (category && !(category === 'laptop' && FOR_A_LAPTOP.has(words[index + 1] ?? ''))) return category;
  }
  return undefined;
}
const CATEGORY_WORDS: Record<string, 'laptop' | 'accessories' | 'services' | 'software'> = {
  laptop: 'laptop',
  laptops: 'laptop',
  notebook: 'laptop',
  notebooks: 'laptop',
  accessory: 'accessories',
  accessories: 'accessories',
  service: 'services',
  services: 'services',
  repair: 'services',
  software: 'software',
};
/** Words that, after "laptop", name a thing for a laptop rather than a laptop. */
const FOR_A_LAPTOP = new Set([
  'bag',
  'bags',
  'backpack',
  'sleeve',
  'stand',
  'charger',
  'adapter',
  'battery',
  'screen',
  'keyboard',
  'mouse',
  'cooling',
  'cooler',
  'pad',
  'skin',
  'cover',
  'table',
  'repair',
  'service',
  'lock',
  'hub',
  'dock',
]);

/**
 * The kind of accessory a search asks for, when it names one ("laptop bag", "wireless mouse", "usb c hub"):
 * the search then lists that kind only (catalog.finder.ts), unless nothing of it matches every word. The
 * last such word wins, as the thing named comes last in English ("laptop bag" is a bag, "bag charger" a
 * charger). Storage is left out: "ssd" is as much a laptop's part as a thing sold on its own.
 */
export function kindWanted(words: readonly string[]): AccessoryType | undefined {
  let kind: AccessoryType | undefined;
  for (const [index, word] of words.entries()) {
    if (word === 'cooling' && /^pads?$/.test(words[index + 1] ?? '')) kind = 'Cooling pad';
    else if (KIND_WORDS[word]) kind = KIND_WORDS[word];
  }
  return kind;
}
const KIND_WORDS: Record<string, AccessoryType> = {
  bag: 'Bag',
  bags: 'Bag',
  backpack: 'Bag',
  backpacks: 'Bag',
  sleeve: 'Bag',
  sleeves: 'Bag',
  mouse: 'Mouse',
  mice: 'Mouse',
  keyboard: 'Keyboard',
  keyboards: 'Keyboard',
  headset: 'Headset',
  headsets: 'Headset',
  headphone: 'Headset',
  headphones: 'Headset',
  speaker: 'Speaker',
  speakers: 'Speaker',
  webcam: 'Webcam',
  webcams: 'Webcam',
  monitor: 'Monitor',
  monitors: 'Monitor',
  charger: 'Charger',
  chargers: 'Charger',
  hub: 'Docking station',
  hubs: 'Docking station',
  dock: 'Docking station',
  docking: 'Docking station',
  cable: 'Cable',
  cables: 'Cable',
};

export interface UnderstoodQuery {
  /** The words to match, budget phrases removed, units normalised. */
  text: string;
  minPrice?: number;
  maxPrice?: number;
}

/** "60000", "60,000", "60k", "1 lakh", "1.5 lakhs", "1l", "₹60000", "rs 60000", "1 crore" → rupees. */
const AMOUNT = String.raw`(?:₹|rs\.?|inr)?\s*(\d[\d,]*(?:\.\d+)?)\s*(k|thousand|l|lac|lacs|lakh|lakhs|cr|crore|crores)?\b`;

function rupees(digits: string, unit: string | undefined): number | undefined {
  const value = Number(digits.replace(/,/g, ''));
  if (!Number.isFinite(value)) return undefined;
  const factor = !unit ? 1 : /^(k|thousand)$/.test(unit) ? 1_000 : /^(l|lac|lacs|lakh|lakhs)$/.test(unit) ? 100_000 : 10_000_000;
  const amount = Math.round(value * factor);
  return amount > 0 && amount <= 1_00_00_00_000 ? amount : undefined;
}

const BETWEEN = new RegExp(String.raw`\b(?:between|from)\s+${AMOUNT}\s*(?:and|to|-|–)\s*${AMOUNT}`, 'i');
const RANGE = new RegExp(String.raw`(?<![\w.])${AMOUNT}\s*(?:-|–|to)\s*${AMOUNT}`, 'i');
const UNDER = new RegExp(String.raw`\b(?:under|below|within|upto|up\s+to|less\s+than|max(?:imum)?|budget(?:\s+of)?|<)\s*${AMOUNT}`, 'i');
const OVER = new RegExp(String.raw`\b(?:over|above|more\s+than|min(?:imum)?|starting(?:\s+from)?|>)\s*${AMOUNT}`, 'i');

/**
 * Units written apart, hyphenated or in full ("16 GB", "13.4-inch", "65 watts"), joined to their number
 * ("16gb", "13.4in", "65w"): what is typed here and what the catalogue indexes (catalog.schema.ts builds
 * the same rules in SQL from this list), so the two meet. `words` are regular-expression alternatives.
 */
export const SEARCH_UNITS: ReadonlyArray<{ token: string; words: string }> = [
  { token: 'gb', words: 'gb|gigabytes?' },
  { token: 'tb', words: 'tb|terabytes?' },
  { token: 'in', words: 'inch(?:es)?|in' },
  { token: 'hz', words: 'hz|hertz' },
  { token: 'mp', words: 'mp|megapixels?' },
  { token: 'kg', words: 'kgs?|kilograms?' },
  { token: 'w', words: 'w|watts?' },
];
/** A number and its unit, as the pattern's source (the same in JavaScript and PostgreSQL). */
export const NUMBER_WITH_UNIT = String.raw`(\d+(?:\.\d+)?)\s*-?\s*`;
/** The inch mark after a number ("14\"", "14''", "14″"). */
export const INCH_MARKS = `"|''|″`;

const UNITS: Array<[RegExp, string]> = [
  ...SEARCH_UNITS.map(({ token, words }): [RegExp, string] => [new RegExp(String.raw`\b${NUMBER_WITH_UNIT}(?:${words})\b`, 'gi'), `$1${token}`]),
  [new RegExp(String.raw`\b(\d+(?:\.\d+)?)\s*(?:${INCH_MARKS})`, 'g'), '$1in'],
];

export function understandQuery(raw: string): UnderstoodQuery {
  let text = raw.normalize('NFKC').replace(/\s+/g, ' ').trim();
  const result: UnderstoodQuery = { text: '' };
  const take = (pattern: RegExp, apply: (match: RegExpExecArray) => boolean) => {
    const match = pattern.exec(text);
    if (match && apply(match)) text = `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`;
  };
  const pair = (match: RegExpExecArray) => {
    const a = rupees(match[1]!, match[2]?.toLowerCase());
    const b = rupees(match[3]!, (match[4] ?? match[2])?.toLowerCase());
    if (a === undefined || b === undefined) return false;
    result.minPrice = Math.min(a, b);
    result.maxPrice = Math.max(a, b);
    return true;
  };
  take(BETWEEN, pair);
  if (result.maxPrice === undefined)
    take(RANGE, (match) => (match[2] !== undefined || match[4] !== undefined || Number(match[3]!.replace(/,/g, '')) >= 1000 ? pair(match) : false));
  if (result.maxPrice === undefined)
    take(UNDER, (match) => {
      const amount = rupees(match[1]!, match[2]?.toLowerCase());
      if (amount === undefined) return false;
      result.maxPrice = amount;
      return true;
    });
  if (result.minPrice === undefined)
    take(OVER, (match) => {
      const amount = rupees(match[1]!, match[2]?.toLowerCase());
      if (amount === undefined) return false;
      result.minPrice = amount;
      return true;
    });
  for (const [pattern, replacement] of UNITS) text = text.replace(pattern, replacement);
  // Model numbers written together ("rtx4060", "gtx1650") are written apart in the catalogue.
  text = text.replace(/\b(rtx|gtx|mx|rx)(\d{3,4})\b/gi, '$1 $2');
  // Words that only carried the budget ("rs", "price", "budget") are left as they were: they match nothing harmful.
  result.text = text.replace(/\s+/g, ' ').trim();
  return result;
}
