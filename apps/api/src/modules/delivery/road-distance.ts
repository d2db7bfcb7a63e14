import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { API_ROOT } from '../../paths';

/** One point per PIN, from India Post's post offices (data/README.md says how it was built). */
export const PINCODE_COORDINATES_FILE = path.join(API_ROOT, 'src/modules/delivery/data/pincode-coordinates.tsv.gz');

/**
 * Road km per great-circle km between these points, on routes whose road distance is well known:
 * Delhi 110001 → Mumbai 400001 1.20, Bengaluru 560001 → Chennai 600001 1.18, Mumbai 400001 → Pune
 * 411001 1.26, Delhi → Kolkata 1.17, Ahmedabad → Mumbai 1.15, Hyderabad → Bengaluru 1.14, Delhi →
 * Bengaluru 1.24, Delhi → Lucknow 1.33; median 1.19. The low end of the usual 1.2–1.4 on purpose: NIC
 * rejects a distance more than 10% above its own, while one below it only shortens the bill's validity.
 */
export const ROAD_FACTOR = 1.2;
/**
 * Both ends in one PIN. NIC allows at most 100 km then; an average PIN area is some 170 km²
 * (India's 3.29 million km² over ~19,500 PINs), about 13 km across.
 */
export const SAME_PIN_KM = 10;
/** NIC's bounds for transDistance. */
const MIN_KM = 1;
const MAX_KM = 4000;
const EARTH_RADIUS_KM = 6371;

interface Coordinates {
  /** PINs as numbers, ascending, for binary search. */
  pins: Int32Array;
  lat: Float64Array;
  lon: Float64Array;
}

let coordinates: Coordinates | undefined;

// Read on the first call, not at import: most processes never make an e-way bill.
function loadCoordinates(): Coordinates {
  if (coordinates) return coordinates;
  const lines = gunzipSync(readFileSync(PINCODE_COORDINATES_FILE))
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'));
  const loaded = { pins: new Int32Array(lines.length), lat: new Float64Array(lines.length), lon: new Float64Array(lines.length) };
  lines.forEach((line, i) => {
    const [pin, lat, lon] = line.split('\t');
    loaded.pins[i] = Number(pin);
    loaded.lat[i] = Number(lat);
    loaded.lon[i] = Number(lon);
  });
  coordinates = loaded;
  return loaded;
}

/**
 * The index of the PIN's point; for a PIN without one, that of the numerically nearest PIN with one
 * in the same sorting district (same first three digits), or undefined.
 */
function pointOf(pincode: string, { pins }: Coordinates): number | undefined {
  if (!/^\d{6}$/.test(pincode)) return undefined;
  const pin = Number(pincode);
  let low = 0;
  let high = pins.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (pins[mid]! < pin) low = mid + 1;
    else high = mid;
  }
  if (pins[low] === pin) return low;
  const district = Math.floor(pin / 1000);
  const candidates = [low - 1, low].filter((i) => i >= 0 && i < pins.length && Math.floor(pins[i]! / 1000) === district);
  return candidates.sort((a, b) => Math.abs(pins[a]! - pin) - Math.abs(pins[b]! - pin))[0];
}

/**
 * Estimated road km between two PINs for an e-way bill's transDistance: the great-circle distance
 * between their post offices' median points times ROAD_FACTOR, whole km within NIC's 1..4000.
 * Undefined when either PIN has no point, even through its sorting district.
 */
export function roadDistanceKm(fromPincode: string, toPincode: string): number | undefined {
  const loaded = loadCoordinates();
  const from = pointOf(fromPincode, loaded);
  const to = pointOf(toPincode, loaded);
  if (from === undefined || to === undefined) return undefined;
  if (fromPincode === toPincode) return SAME_PIN_KM;
  const rad = Math.PI / 180;
  const [lat1, lon1, lat2, lon2] = [loaded.lat[from]!, loaded.lon[from]!, loaded.lat[to]!, loaded.lon[to]!];
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  const greatCircleKm = 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
  return Math.min(MAX_KM, Math.max(MIN_KM, Math.round(greatCircleKm * ROAD_FACTOR)));
}
