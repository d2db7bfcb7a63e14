import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readDirectoryFile } from './pincode-directory';
import { PINCODE_COORDINATES_FILE, roadDistanceKm, SAME_PIN_KM } from './road-distance';

/** Estimated road km between PINs for e-way bills, from the post offices' coordinates. */

const coordinateLines = () =>
  gunzipSync(readFileSync(PINCODE_COORDINATES_FILE))
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split('\t'));

describe('roadDistanceKm', () => {
  it.each([
    { route: 'Delhi 110001 → Mumbai 400001', from: '110001', to: '400001', roadKm: 1400 },
    { route: 'Bengaluru 560001 → Chennai 600001', from: '560001', to: '600001', roadKm: 345 },
    { route: 'Mumbai 400001 → Pune 411001', from: '400001', to: '411001', roadKm: 150 },
  ])('$route is within 15% of its $roadKm km by road', ({ from, to, roadKm }) => {
    expect(Math.abs(roadDistanceKm(from, to)! - roadKm) / roadKm).toBeLessThan(0.15);
  });

  it('is the same both ways', () => {
    expect(roadDistanceKm('110001', '600001')).toBe(roadDistanceKm('600001', '110001'));
    expect(roadDistanceKm('744101', '194101')).toBe(roadDistanceKm('194101', '744101'));
  });

  it('gives one PIN to itself a small figure, within NIC’s 100 km for the same PIN', () => {
    expect(roadDistanceKm('110001', '110001')).toBe(SAME_PIN_KM);
    expect(SAME_PIN_KM).toBeGreaterThanOrEqual(1);
    expect(SAME_PIN_KM).toBeLessThanOrEqual(100);
  });

  it('places a PIN without coordinates at the nearest PIN of its sorting district', () => {
    // 400113, a Mumbai Nodal Delivery Centre, has no office with coordinates in the source.
    expect(coordinateLines().some(([pin]) => pin === '400113')).toBe(false);
    expect(roadDistanceKm('400113', '400001')).toBeLessThan(60);
  });

  it('answers undefined for a PIN it cannot place', () => {
    expect(roadDistanceKm('999999', '110001')).toBeUndefined();
    expect(roadDistanceKm('110001', '000000')).toBeUndefined();
    expect(roadDistanceKm('11001', '110001')).toBeUndefined();
    expect(roadDistanceKm('999999', '999999')).toBeUndefined();
  });

  it('stays within NIC’s 1..4000 km', () => {
    const km = roadDistanceKm('744301', '194101')!; // Car Nicobar → Leh
    expect(km).toBeGreaterThanOrEqual(1);
    expect(km).toBeLessThanOrEqual(4000);
  });
});

describe('the coordinates file', () => {
  it('places at least 95% of the directory’s PINs, each inside India’s bounding box', () => {
    const lines = coordinateLines();
    const placed = new Set(lines.map(([pin]) => pin));
    const { entries } = readDirectoryFile();
    const covered = entries.filter((e) => placed.has(e.pincode)).length;
    expect(covered / entries.length).toBeGreaterThanOrEqual(0.95);
    const outside = lines.filter(
      ([pin, lat, lon]) => !/^[1-8]\d{5}$/.test(pin!) || !(Number(lat) >= 6 && Number(lat) <= 37.5 && Number(lon) >= 68 && Number(lon) <= 97.5),
    );
    expect(outside).toEqual([]);
  });
});
