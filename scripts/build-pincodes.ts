/**
 * node --import tsx scripts/build-pincodes.ts SOURCE [--out FILE] [--source-date YYYY-MM-DD]
 *
 * Builds apps/api/src/modules/delivery/data/pincodes.tsv.gz, one line per PIN code
 * (`pincode<TAB>district<TAB>state`, sorted by PIN, after one '#' header line), from India Post's
 * "All India Pincode Directory" (Department of Posts, data.gov.in, GODL-India), which lists post offices.
 * See apps/api/src/modules/delivery/data/README.md for the source, its licence and the cleaning.
 *
 * SOURCE is either
 *   - the directory as downloaded from data.gov.in: a CSV (plain or .gz) with the columns circlename,
 *     divisionname, officename, pincode, officetype, delivery, district (or districtname), statename
 *     (header names are matched without regard to case; other columns are ignored), or
 *   - a folder of per-prefix JSON files as devzoy/indian-pincode ships it (src/node/data/details/*.json:
 *     { "110001": [{ office, type, delivery, division, circle, district, state, … }] }), a faithful
 *     copy of the same directory, from which the committed file was built.
 *
 * --source-date is the date data.gov.in shows as the resource's last update; it goes into the header line.
 *
 * Per PIN: each post office votes with its (state, district); the state is the one most of its offices
 * name, the district the one most of its offices in that state name (ties: head office, then sub office,
 * then branch office, then delivery office, then alphabetical). An office is left out of the vote when its
 * state or district is 'NA', or its state is not one its postal circle serves (e.g. a Rajasthan Circle
 * office filed under Mulugu, Telangana). A PIN left with no vote takes the most common (state, district)
 * of the other offices of its postal division whose PIN shares the longest prefix with it; these are
 * listed on the output. Army Postal Service PINs (APS circle) are left out: their district is nominal.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { GST_STATES, gstStateOf } from '../packages/shared/src/gst';

const ROOT = path.resolve(import.meta.dirname, '..');
const DEFAULT_OUT = path.join(ROOT, 'apps/api/src/modules/delivery/data/pincodes.tsv.gz');

interface Office {
  pincode: string;
  name: string;
  circle: string;
  division: string;
  /** 0 head office, 1 sub office, 2 branch office: breaks ties, the bigger office first. */
  rank: number;
  delivery: boolean;
  /** Official state name (one of GST_STATES), or undefined when the source says 'NA' or names none. */
  state: string | undefined;
  district: string | undefined;
}

/** One PIN as written out. */
interface PinEntry {
  pincode: string;
  district: string;
  state: string;
  /** How it was decided: by its own offices' vote, or from its division's neighbours. */
  how: 'vote' | 'division';
}

// ---------------------------------------------------------------- reading the source

/** RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

function readText(file: string): string {
  const bytes = readFileSync(file);
  const raw = bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes;
  return raw.toString('utf8').replace(/^\uFEFF/, '');
}

interface RawOffice {
  pincode: string;
  name: string;
  circle: string;
  division: string;
  officeType: string;
  delivery: string;
  district: string;
  state: string;
}

function readCsvSource(file: string): RawOffice[] {
  const [header, ...rows] = parseCsv(readText(file));
  if (!header) throw new Error(`${file} is empty`);
  const names = header.map((h) => h.trim().toLowerCase());
  const column = (...candidates: string[]): number => {
    const index = names.findIndex((n) => candidates.includes(n));
    if (index < 0) throw new Error(`${file}: no column ${candidates.join(' or ')} in its header (${header.join(', ')})`);
    return index;
  };
  const at = {
    pincode: column('pincode'),
    name: column('officename'),
    circle: column('circlename'),
    division: column('divisionname'),
    officeType: column('officetype'),
    delivery: column('delivery', 'deliverystatus'),
    district: column('district', 'districtname'),
    state: column('statename'),
  };
  return rows.map((r) => ({
    pincode: r[at.pincode] ?? '',
    name: r[at.name] ?? '',
    circle: r[at.circle] ?? '',
    division: r[at.division] ?? '',
    officeType: r[at.officeType] ?? '',
    delivery: r[at.delivery] ?? '',
    district: r[at.district] ?? '',
    state: r[at.state] ?? '',
  }));
}

interface DetailsRecord {
  office?: string;
  type?: string;
  delivery?: string;
  division?: string;
  circle?: string;
  district?: string;
  state?: string;
}

function readDetailsFolder(folder: string): RawOffice[] {
  const offices: RawOffice[] = [];
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
    const chunk = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Record<string, DetailsRecord[]>;
    for (const [pincode, records] of Object.entries(chunk)) {
      for (const r of records) {
        offices.push({
          pincode,
          name: r.office ?? '',
          circle: r.circle ?? '',
          division: r.division ?? '',
          officeType: r.type ?? '',
          delivery: r.delivery ?? '',
          district: r.district ?? '',
          state: r.state ?? '',
        });
      }
    }
  }
  return offices;
}

// ---------------------------------------------------------------- cleaning

const OFFICIAL_STATES = new Set(GST_STATES.map((s) => s.name));

/** The source's state ('ORISSA', 'THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU', 'NA') as the app names it. */
function officialState(raw: string): string | undefined {
  const text = raw.trim().replace(/^the\s+/i, '');
  if (text === '' || /^n\.?a\.?$/i.test(text)) return undefined;
  return gstStateOf(text)?.name;
}

const SMALL_WORDS = new Set(['and', 'of']);

/** 'NORTH AND MIDDLE ANDAMAN' → 'North and Middle Andaman', 'KAIMUR (BHABUA)' → 'Kaimur (Bhabua)', 'NTR' stays. */
function titleCase(text: string): string {
  return text
    .toLowerCase()
    .split(' ')
    .map((word, i) => {
      if (i > 0 && SMALL_WORDS.has(word)) return word;
      if (/^[a-z]{2,3}$/.test(word) && !/[aeiouy]/.test(word)) return word.toUpperCase();
      return word.replace(/(^|[.(\-/])([a-z])/g, (_m, before: string, letter: string) => before + letter.toUpperCase());
    })
    .join(' ');
}

/** District names the source spells otherwise than the district is called. */
const DISTRICT_RENAMES: Record<string, string> = {
  'Leh Ladakh': 'Leh',
};

function officialDistrict(raw: string): string | undefined {
  const text = raw.trim().replace(/\s+/g, ' ');
  if (text === '' || /^n\.?a\.?$/i.test(text)) return undefined;
  const name = titleCase(text);
  return DISTRICT_RENAMES[name] ?? name;
}

/** Ladakh became a union territory of its own in 2019: older copies file Leh and Kargil under Jammu and Kashmir. */
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

/** The states and union territories each postal circle serves (India Post's circles, 2025). */
const CIRCLE_STATES: Record<string, readonly string[]> = {
  'andhra pradesh': ['Andhra Pradesh'],
  assam: ['Assam'],
  bihar: ['Bihar'],
  chattisgarh: ['Chhattisgarh'],
  chhattisgarh: ['Chhattisgarh'],
  delhi: ['Delhi'],
  gujarat: ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu'],
  haryana: ['Haryana'],
  'himachal pradesh': ['Himachal Pradesh'],
  'jammu kashmir': ['Jammu and Kashmir', 'Ladakh'],
  'jammu and kashmir': ['Jammu and Kashmir', 'Ladakh'],
  jharkhand: ['Jharkhand'],
  karnataka: ['Karnataka'],
  kerala: ['Kerala', 'Lakshadweep', 'Puducherry'],
  'madhya pradesh': ['Madhya Pradesh'],
  maharashtra: ['Maharashtra', 'Goa'],
  'north eastern': ['Arunachal Pradesh', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Tripura'],
  odisha: ['Odisha'],
  orissa: ['Odisha'],
  punjab: ['Punjab', 'Chandigarh'],
  rajasthan: ['Rajasthan'],
  tamilnadu: ['Tamil Nadu', 'Puducherry'],
  'tamil nadu': ['Tamil Nadu', 'Puducherry'],
  telangana: ['Telangana'],
  'uttar pradesh': ['Uttar Pradesh'],
  uttarakhand: ['Uttarakhand'],
  'west bengal': ['West Bengal', 'Sikkim', 'Andaman and Nicobar Islands'],
};

function circleKey(circle: string): string {
  return circle
    .toLowerCase()
    .replace(/\bcircle\b/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function isArmyPostal(raw: RawOffice): boolean {
  return /^aps\b|army postal/i.test(raw.circle.trim());
}

function officeRank(officeType: string): number {
  const type = officeType.toUpperCase().replace(/[^A-Z]/g, '');
  if (type === 'HO' || type === 'GPO') return 0;
  if (type === 'BO') return 2;
  return 1; // PO, SO: sub offices
}

function clean(raw: RawOffice): Office {
  let state = officialState(raw.state);
  const district = officialDistrict(raw.district);
  if (state === 'Jammu and Kashmir' && district && LADAKH_DISTRICTS.has(district)) state = 'Ladakh';
  return {
    pincode: raw.pincode.trim().replace(/\.0+$/, ''),
    name: raw.name.trim(),
    circle: circleKey(raw.circle),
    division: raw.division.trim().replace(/\s+/g, ' ').toLowerCase(),
    rank: officeRank(raw.officeType),
    delivery: /^delivery$/i.test(raw.delivery.trim()),
    state,
    district,
  };
}

/** Whether an office's state is one its circle serves; offices of a circle this script does not know pass. */
function fitsCircle(office: Office): boolean {
  const states = CIRCLE_STATES[office.circle];
  return !states || (office.state !== undefined && states.includes(office.state));
}

// ---------------------------------------------------------------- choosing one (district, state) per PIN

interface Tally {
  count: number;
  /** The best office naming it: lowest rank, delivery first. */
  best: number;
}

function officeOrder(office: Office): number {
  return office.rank * 2 + (office.delivery ? 0 : 1);
}

/** The key most offices name; ties go to the one named by the bigger office, then alphabetical. */
function mostCommon(offices: readonly Office[], keyOf: (office: Office) => string): string | undefined {
  const tallies = new Map<string, Tally>();
  for (const office of offices) {
    const key = keyOf(office);
    const tally = tallies.get(key) ?? { count: 0, best: Number.POSITIVE_INFINITY };
    tally.count++;
    tally.best = Math.min(tally.best, officeOrder(office));
    tallies.set(key, tally);
  }
  let winner: [string, Tally] | undefined;
  for (const entry of tallies) {
    if (
      !winner ||
      entry[1].count > winner[1].count ||
      (entry[1].count === winner[1].count && (entry[1].best < winner[1].best || (entry[1].best === winner[1].best && entry[0] < winner[0])))
    ) {
      winner = entry;
    }
  }
  return winner?.[0];
}

/** State by majority, then district by majority among the offices in that state. */
function vote(offices: readonly Office[]): { state: string; district: string } | undefined {
  const state = mostCommon(offices, (o) => o.state!);
  if (state === undefined) return undefined;
  const district = mostCommon(
    offices.filter((o) => o.state === state),
    (o) => o.district!,
  )!;
  return { state, district };
}

function commonPrefixLength(a: string, b: string): number {
  let n = 0;
  while (n < a.length && a[n] === b[n]) n++;
  return n;
}

function buildEntries(offices: readonly Office[]): PinEntry[] {
  const byPin = new Map<string, Office[]>();
  for (const office of offices) {
    const list = byPin.get(office.pincode) ?? [];
    list.push(office);
    byPin.set(office.pincode, list);
  }
  const voters = (list: readonly Office[]) => list.filter((o) => o.state !== undefined && o.district !== undefined && fitsCircle(o));

  // Offices that may vote, by postal division, for the PINs whose own offices cannot.
  const byDivision = new Map<string, Office[]>();
  for (const office of voters(offices)) {
    const key = `${office.circle}|${office.division}`;
    const list = byDivision.get(key) ?? [];
    list.push(office);
    byDivision.set(key, list);
  }

  const entries: PinEntry[] = [];
  for (const [pincode, list] of [...byPin].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const own = vote(voters(list));
    if (own) {
      entries.push({ pincode, ...own, how: 'vote' });
      continue;
    }
    // A state its own offices name (when they name no district) narrows the neighbours down.
    const ownStates = new Set(list.filter((o) => o.state !== undefined && fitsCircle(o)).map((o) => o.state));
    let neighbours: Office[] = [];
    for (const division of new Set(list.map((o) => `${o.circle}|${o.division}`))) {
      const candidates = (byDivision.get(division) ?? []).filter((o) => o.pincode !== pincode && (ownStates.size === 0 || ownStates.has(o.state)));
      neighbours.push(...candidates);
    }
    const longest = Math.max(0, ...neighbours.map((o) => commonPrefixLength(o.pincode, pincode)));
    neighbours = neighbours.filter((o) => commonPrefixLength(o.pincode, pincode) === longest);
    const inferred = vote(neighbours);
    if (!inferred) {
      console.warn(`skipped ${pincode}: no office names its state and district, and no office of its division does`);
      continue;
    }
    entries.push({ pincode, ...inferred, how: 'division' });
  }
  return entries;
}

// ---------------------------------------------------------------- main

function usage(): never {
  console.error('usage: node --import tsx scripts/build-pincodes.ts SOURCE(.csv|.csv.gz|details folder) [--out FILE] [--source-date YYYY-MM-DD]');
  process.exit(2);
}

const args = process.argv.slice(2);
let source: string | undefined;
let out = DEFAULT_OUT;
let sourceDate = 'unknown date';
for (let i = 0; i < args.length; i++) {
  const arg = args[i]!;
  if (arg === '--out') out = path.resolve(args[++i] ?? usage());
  else if (arg === '--source-date') sourceDate = args[++i] ?? usage();
  else if (arg.startsWith('--')) usage();
  else source = arg;
}
if (!source || !existsSync(source)) usage();

const raws = statSync(source).isDirectory() ? readDetailsFolder(source) : readCsvSource(source);
const armyPostal = raws.filter(isArmyPostal);
const offices = raws.filter((r) => !isArmyPostal(r)).map(clean);
const badPins = offices.filter((o) => !/^[1-8]\d{5}$/.test(o.pincode));
const valid = offices.filter((o) => /^[1-8]\d{5}$/.test(o.pincode));
const unknownCircles = [...new Set(valid.map((o) => o.circle).filter((c) => !CIRCLE_STATES[c]))];
const unmatchedStates = [...new Set(raws.map((r) => r.state.trim()).filter((s) => s !== '' && !/^n\.?a\.?$/i.test(s) && !officialState(s)))];

const entries = buildEntries(valid);
for (const entry of entries) {
  if (!OFFICIAL_STATES.has(entry.state)) throw new Error(`${entry.pincode}: '${entry.state}' is not in GST_STATES`);
  if (/[\t\n]/.test(entry.district)) throw new Error(`${entry.pincode}: district '${entry.district}' holds a tab or line break`);
}

const header = `# pincode<TAB>district<TAB>state; ${entries.length} PINs from India Post's All India Pincode Directory (Department of Posts, data.gov.in, ${sourceDate}), GODL-India; see README.md`;
const text = [header, ...entries.map((e) => `${e.pincode}\t${e.district}\t${e.state}`)].join('\n') + '\n';
writeFileSync(out, gzipSync(text, { level: 9 }));

const districtsByPin = new Map<string, Set<string>>();
for (const o of valid) {
  if (o.district === undefined || !fitsCircle(o)) continue;
  const set = districtsByPin.get(o.pincode) ?? new Set<string>();
  set.add(`${o.state}|${o.district}`);
  districtsByPin.set(o.pincode, set);
}
const multiDistrict = [...districtsByPin.values()].filter((set) => set.size > 1).length;
const ignored = valid.filter((o) => o.state !== undefined && o.district !== undefined && !fitsCircle(o));
// PINs whose outcome the circle check changed: what a vote of all their offices would have given.
const changed: string[] = [];
for (const entry of entries) {
  const all = valid.filter((o) => o.pincode === entry.pincode && o.state !== undefined && o.district !== undefined);
  if (!ignored.some((o) => o.pincode === entry.pincode)) continue;
  const plain = vote(all);
  if (plain && (plain.state !== entry.state || plain.district !== entry.district)) {
    changed.push(`${entry.pincode} ${entry.district}, ${entry.state} (not ${plain.district}, ${plain.state})`);
  }
}
const perState = new Map<string, number>();
for (const e of entries) perState.set(e.state, (perState.get(e.state) ?? 0) + 1);
console.log(`read ${raws.length} post offices from ${source}`);
console.log(`left out ${armyPostal.length} Army Postal Service offices and ${badPins.length} offices without a 6-digit civil PIN`);
console.log(`wrote ${entries.length} PINs to ${path.relative(ROOT, out)} (${statSync(out).size} bytes gzipped, ${Buffer.byteLength(text)} plain)`);
console.log(`${multiDistrict} PINs have offices in more than one district (the most common one is kept)`);
console.log(`${ignored.length} offices did not vote, their state not being one their circle serves:`);
for (const o of ignored) console.log(`  ${o.pincode} ${o.name}: ${o.district}, ${o.state} (${o.circle} circle)`);
console.log(`${changed.length} PINs came out otherwise than a vote of all their offices would have given:`);
for (const line of changed) console.log(`  ${line}`);
const inferred = entries.filter((e) => e.how === 'division');
console.log(`${inferred.length} PINs had no office naming its state and district, and took their division's neighbours':`);
if (inferred.length) console.log(`  ${inferred.map((e) => `${e.pincode} ${e.district}, ${e.state}`).join('; ')}`);
if (unknownCircles.length) console.warn(`circles this script does not know (their offices vote unchecked): ${unknownCircles.join(', ')}`);
if (unmatchedStates.length) console.warn(`state names not matched to GST_STATES (treated as unknown): ${unmatchedStates.join(', ')}`);
const missing = GST_STATES.filter((s) => !perState.has(s.name)).map((s) => s.name);
if (missing.length) console.warn(`no PIN in: ${missing.join(', ')}`);
console.log('PINs per state:');
for (const state of GST_STATES) console.log(`  ${state.name}: ${perState.get(state.name) ?? 0}`);
