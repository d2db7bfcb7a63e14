/**
 * Shiprocket's delivery zones as the sandbox's couriers price them: A within a city, B within a state,
 * C metro to metro, D the rest of India, E the north-east, Jammu and Kashmir, Ladakh and the islands;
 * and the working days each zone's parcels take, fewest and most. The sandbox's own rate card (a
 * courier's, not the shop's estimate: the shop keeps its own, and the two may disagree as they do in life).
 */
export const ZONES = {
  local: { code: 'z_a', days: [1, 2] },
  state: { code: 'z_b', days: [2, 4] },
  metro: { code: 'z_c', days: [2, 4] },
  national: { code: 'z_d', days: [4, 7] },
  special: { code: 'z_e', days: [6, 10] },
} as const satisfies Record<string, { code: string; days: readonly [number, number] }>;
export type Zone = keyof typeof ZONES;

/** A PIN's district and state, as India Post's directory names them. */
export interface Place {
  district: string;
  state: string;
}

const SPECIAL_STATES = new Set([
  'Arunachal Pradesh',
  'Assam',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Sikkim',
  'Tripura',
  'Jammu and Kashmir',
  'Ladakh',
  'Andaman and Nicobar Islands',
  'Lakshadweep',
]);
/** Metro districts (all of Delhi is one metro, its PINs spread over eleven districts). */
const METROS = new Set(['Mumbai', 'Mumbai Suburban', 'Kolkata', 'Chennai', 'Bengaluru Urban', 'Hyderabad', 'Medchal Malkajgiri', 'Pune', 'Ahmadabad']);

const cityOf = (place: Place) => (place.state === 'Delhi' ? 'Delhi' : `${place.district}, ${place.state}`);
const isMetro = (place: Place) => place.state === 'Delhi' || METROS.has(place.district);

/** The zone of a parcel from `from` to `to`. */
export function zoneOf(from: Place, to: Place): Zone {
  if (cityOf(from) === cityOf(to)) return 'local';
  if (from.state === to.state) return 'state';
  if (SPECIAL_STATES.has(to.state)) return 'special';
  if (isMetro(from) && isMetro(to)) return 'metro';
  return 'national';
}

/** India's calendar date (YYYY-MM-DD) `workingDays` working days (Monday to Saturday) after `from`. */
export function addWorkingDays(from: Date, workingDays: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(from);
  const date = new Date(`${today}T00:00:00Z`);
  for (let added = 0; added < workingDays;) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (date.getUTCDay() !== 0) added++;
  }
  return date.toISOString().slice(0, 10);
}
