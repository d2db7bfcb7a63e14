import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { PlaceOf } from './rate-card';
import type { Place } from './zones';

/**
 * The standalone sandbox's PIN knowledge, as Shiprocket has its own: a gzipped directory of
 * `pincode<TAB>district<TAB>state` lines after '#' comments (India Post's, the format the shop's
 * delivery module commits), read into memory at the first question (not at start: a server that
 * mounts the sandbox and is never asked does not hold it). A PIN it does not list is not serviceable.
 */
export function placesFromFile(file: string): PlaceOf {
  let places: Map<string, Place> | undefined;
  const read = () => {
    const map = new Map<string, Place>();
    for (const line of gunzipSync(readFileSync(file)).toString('utf8').split('\n')) {
      if (line === '' || line.startsWith('#')) continue;
      const [pincode, district, state] = line.split('\t');
      if (pincode && district && state) map.set(pincode, { district, state });
    }
    return map;
  };
  return async (pincode) => (places ??= read()).get(pincode);
}
