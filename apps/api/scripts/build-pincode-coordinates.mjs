/**
 * node apps/api/scripts/build-pincode-coordinates.mjs SOURCE [--source-date YYYY-MM-DD] [--out FILE]
 *
 * Builds apps/api/src/modules/delivery/data/pincode-coordinates.tsv.gz: one point per PIN of the
 * shop's directory (pincodes.tsv.gz beside it), `pincode<TAB>lat<TAB>lon` to 3 decimals, sorted by PIN,
 * after one '#' header line. See that folder's README.md for the source, its licence and the method.
 *
 * SOURCE is India Post's All India Pincode Directory (data.gov.in) with its post offices' coordinates:
 *   - the CSV as downloaded (plain or .gz), columns pincode, latitude, longitude found by name, or
 *   - a folder of per-prefix JSON files as devzoy/indian-pincode ships it (src/node/data/details/*.json:
 *     { "110001": [{ office, lat, lng, … }] }), the copy the committed file was built from.
 *
 * Per PIN: the offices' coordinates inside India's bounding box; their median latitude and longitude;
 * offices more than 100 km from that median dropped (a coordinate typed into the wrong district, or
 * its digits shifted); the median again of those left. Then, against the median of the PINs of its
 * district (as pincodes.tsv.gz names it): a PIN more than 150 km from it, or whose offices scatter so
 * that none is within 100 km of their own median, takes the median of its offices within 100 km of
 * the district's, if it has any. A PIN with no usable office is left out.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

const DATA_DIR = path.resolve(import.meta.dirname, '../src/modules/delivery/data');
const OUTLIER_KM = 100;
const DISTRICT_KM = 150;
/**
 * A latitude the directory gives 840 offices of Gujarat, Kerala, West Bengal, Bihar and Uttar Pradesh
 * with whatever longitude, and none of Karnataka or Goa, the states it runs through: a filler.
 */
const FILLER_LATITUDE = 15.5934;

/** India's extremes (6.75–37.1°N, 68.1–97.4°E) with a margin: it takes in neighbours too, so it only catches coordinates plainly wrong (swapped, 'NA'). */
const inIndia = (lat, lon) => lat >= 6 && lat <= 37.5 && lon >= 68 && lon <= 97.5;

function readText(file) {
  const bytes = readFileSync(file);
  const raw = bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes;
  return raw.toString('utf8').replace(/^\uFEFF/, '');
}

/** RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      rows.push([...row, field]);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

/** [pincode, latitude text, longitude text] per post office. */
function readOffices(source) {
  if (statSync(source).isDirectory()) {
    const offices = [];
    for (const file of readdirSync(source).filter((f) => f.endsWith('.json'))) {
      for (const [pincode, records] of Object.entries(JSON.parse(readFileSync(path.join(source, file), 'utf8')))) {
        for (const r of records) offices.push([pincode, r.lat, r.lng]);
      }
    }
    return offices;
  }
  const [header, ...rows] = parseCsv(readText(source));
  const names = (header ?? []).map((h) => h.trim().toLowerCase());
  const at = ['pincode', 'latitude', 'longitude'].map((name) => {
    const index = names.indexOf(name);
    if (index < 0) throw new Error(`${source}: no column '${name}' in its header (${names.join(', ')})`);
    return index;
  });
  return rows.map((r) => at.map((i) => r[i]));
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const medianPoint = (points) => [median(points.map((p) => p[0])), median(points.map((p) => p[1]))];

function haversineKm([lat1, lon1], [lat2, lon2]) {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

function usage() {
  console.error('usage: node apps/api/scripts/build-pincode-coordinates.mjs SOURCE(.csv|.csv.gz|details folder) [--source-date YYYY-MM-DD] [--out FILE]');
  process.exit(2);
}

const args = process.argv.slice(2);
let source;
let out = path.join(DATA_DIR, 'pincode-coordinates.tsv.gz');
let sourceDate = 'unknown date';
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--out') out = path.resolve(args[++i] ?? usage());
  else if (args[i] === '--source-date') sourceDate = args[++i] ?? usage();
  else if (args[i].startsWith('--')) usage();
  else source = args[i];
}
if (!source || !existsSync(source)) usage();

// PIN → its district as the shop's directory has it ('district|state'), the second pass's reference.
const districtOf = new Map(
  readText(path.join(DATA_DIR, 'pincodes.tsv.gz'))
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split('\t'))
    .map(([pincode, district, state]) => [pincode, `${district}|${state}`]),
);

const offices = readOffices(source);
const pointsByPin = new Map();
let outsideBox = 0;
for (const [pincode, latText, lonText] of offices) {
  // 'NA' and '' are missing; Number('') would be 0, outside the box anyway.
  const point = [Number(latText), Number(lonText)];
  if (!inIndia(...point) || point[0] === FILLER_LATITUDE) {
    outsideBox++;
    continue;
  }
  pointsByPin.set(pincode, [...(pointsByPin.get(pincode) ?? []), point]);
}

// First pass: each PIN on its own offices.
const pointOf = new Map();
const missing = [];
const scattered = [];
let outliers = 0;
for (const pincode of districtOf.keys()) {
  const points = pointsByPin.get(pincode);
  if (!points) {
    missing.push(pincode);
    continue;
  }
  const center = medianPoint(points);
  const near = points.filter((p) => haversineKm(center, p) <= OUTLIER_KM);
  outliers += points.length - near.length;
  // None near their median (two offices far apart, say): the second pass may tell which is right.
  if (near.length === 0) scattered.push(pincode);
  else pointOf.set(pincode, medianPoint(near));
}

// Second pass: some PINs' offices mostly carry another district's coordinates (Sonipat's 131022 in
// Chhattisgarh, Noida's 201301 in Madhya Pradesh). A PIN that lands more than DISTRICT_KM from its
// district's median, or whose offices scatter, takes those of its offices near that median, if any.
const pointsByDistrict = new Map();
for (const [pincode, point] of pointOf) {
  const district = districtOf.get(pincode);
  pointsByDistrict.set(district, [...(pointsByDistrict.get(district) ?? []), point]);
}
const districtCenter = new Map([...pointsByDistrict].map(([district, points]) => [district, medianPoint(points)]));
const moved = [];
for (const pincode of [...pointOf.keys(), ...scattered]) {
  const center = districtCenter.get(districtOf.get(pincode));
  const point = pointOf.get(pincode);
  if (!center || (point && haversineKm(center, point) <= DISTRICT_KM)) continue;
  const near = pointsByPin.get(pincode).filter((p) => haversineKm(center, p) <= OUTLIER_KM);
  if (near.length === 0) continue;
  pointOf.set(pincode, medianPoint(near));
  moved.push(pincode);
}
const unplaced = scattered.filter((pincode) => !pointOf.has(pincode));

const lines = [...pointOf].sort(([a], [b]) => (a < b ? -1 : 1)).map(([pincode, [lat, lon]]) => `${pincode}\t${lat.toFixed(3)}\t${lon.toFixed(3)}`);
const header = `# pincode<TAB>lat<TAB>lon; ${lines.length} of the ${districtOf.size} PINs of pincodes.tsv.gz, median of their post offices' coordinates in India Post's All India Pincode Directory (Department of Posts, data.gov.in, ${sourceDate}), GODL-India; see README.md`;
writeFileSync(out, gzipSync([header, ...lines].join('\n') + '\n', { level: 9 }));

console.log(`read ${offices.length} post offices from ${source}; ${outsideBox} without coordinates inside India's box (or at latitude ${FILLER_LATITUDE})`);
console.log(`${outliers} offices more than ${OUTLIER_KM} km from their PIN's median dropped`);
console.log(`${moved.length} PINs placed by their offices near their district's median: ${moved.join(' ')}`);
console.log(`wrote ${lines.length} of ${districtOf.size} PINs to ${out} (${statSync(out).size} bytes)`);
console.log(`${missing.length} PINs without coordinates: ${missing.join(' ')}`);
console.log(`${unplaced.length} PINs whose offices scatter, none near their district's median: ${unplaced.join(' ')}`);
