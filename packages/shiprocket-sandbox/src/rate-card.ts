import type { Database } from '@store/sandbox-kit';
import type { CourierOption } from './shiprocket-entities';
import { addWorkingDays, ZONES, zoneOf, type Place, type Zone } from './zones';

/**
 * A PIN's district and state. `on` is the caller's transaction when there is one: the lookup must run
 * in it (PGlite has one connection, so a read outside an open transaction waits for it forever).
 */
export type PlaceOf = (pincode: string, on?: Database) => Promise<Place | undefined>;

/**
 * The sandbox's couriers and their rate card: rupees per 500 g of charged weight by zone, a COD charge
 * (a minimum, or a percentage of the parcel's value, whichever is more), and transit days from the
 * zone's days (zones.ts): air takes the zone's fewest, surface its most or one less.
 */
export const SANDBOX_COURIERS = [
  {
    id: 43,
    name: 'Delhivery Surface',
    surface: true,
    per500g: { local: 29, state: 35, metro: 42, national: 52, special: 68 },
    cod: { minimum: 35, percent: 1.75 },
    days: (zone: Zone) => Math.max(ZONES[zone].days[0], ZONES[zone].days[1] - 1),
    awbPrefix: '1904',
    rating: 4.6,
    cutoff: '11:00',
  },
  {
    id: 51,
    name: 'Xpressbees Surface',
    surface: true,
    // Xpressbees does not serve the special zone in this sandbox: a pair where only two couriers answer.
    per500g: { local: 27, state: 33, metro: 40, national: 49, special: undefined },
    cod: { minimum: 30, percent: 1.5 },
    days: (zone: Zone) => ZONES[zone].days[1],
    awbPrefix: '1411',
    rating: 4.2,
    cutoff: '12:00',
  },
  {
    id: 10,
    name: 'Blue Dart Air',
    surface: false,
    per500g: { local: 45, state: 55, metro: 62, national: 78, special: 98 },
    cod: { minimum: 45, percent: 2 },
    days: (zone: Zone) => ZONES[zone].days[0],
    awbPrefix: '7788',
    rating: 4.8,
    cutoff: '10:00',
  },
] as const;
export type SandboxCourier = (typeof SANDBOX_COURIERS)[number];

/** The weight a courier charges: the greater of the actual and the volumetric (L×B×H / 5000), up to the next 500 g. */
export function chargedWeight(weightKg: number, dims?: { length?: number; breadth?: number; height?: number }): number {
  const volumetric = dims?.length && dims.breadth && dims.height ? (dims.length * dims.breadth * dims.height) / 5000 : 0;
  return Math.max(0.5, Math.ceil(Math.max(weightKg, volumetric) * 2) / 2);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** "Jul 01, 2024", as serviceability writes a date. */
const etdText = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' });

export interface Quote {
  courier: SandboxCourier;
  zone: Zone;
  freight: number;
  codCharge: number;
  days: number;
  /** YYYY-MM-DD. */
  etd: string;
  /** Whether the courier takes cash on delivery at the delivery PIN. */
  takesCash: boolean;
}

/**
 * What each courier charges for this parcel, cheapest first; none where the zone is not served. Where
 * `takesCash` is false (a prepaid-only PIN) no COD charge is added: no courier would collect it.
 */
export function quotes(
  from: Place,
  to: Place,
  parcel: { weightKg: number; cod: boolean; value: number; dims?: { length?: number; breadth?: number; height?: number } },
  now = new Date(),
  takesCash = true,
): Quote[] {
  const zone = zoneOf(from, to);
  const slabs = chargedWeight(parcel.weightKg, parcel.dims) / 0.5;
  return SANDBOX_COURIERS.flatMap((courier): Quote[] => {
    const per500g = courier.per500g[zone];
    if (per500g === undefined) return [];
    const codCharge = parcel.cod && takesCash ? round2(Math.max(courier.cod.minimum, (parcel.value * courier.cod.percent) / 100)) : 0;
    const days = courier.days(zone);
    return [{ courier, zone, freight: round2(per500g * slabs), codCharge, days, etd: addWorkingDays(now, days), takesCash }];
  }).sort((a, b) => a.freight + a.codCharge - (b.freight + b.codCharge));
}

/** A quote as serviceability lists it: every field of Shiprocket's documented courier, with the same types. */
export function courierOption(quote: Quote, to: { district: string; state: string; pincode: string }, weightKg: number): CourierOption {
  const { courier, zone } = quote;
  const rate = round2(quote.freight + quote.codCharge);
  return {
    air_max_weight: courier.surface ? '0.00' : '30.00',
    assured_amount: 0,
    base_courier_id: null,
    base_weight: '',
    blocked: 0,
    call_before_delivery: 'Available',
    charge_weight: chargedWeight(weightKg),
    city: to.district,
    cod: quote.takesCash ? 1 : 0,
    cod_charges: quote.codCharge,
    cod_multiplier: courier.cod.percent / 100,
    cost: '',
    courier_company_id: courier.id,
    courier_name: courier.name,
    courier_type: '0',
    coverage_charges: 0,
    cutoff_time: courier.cutoff,
    delivery_boy_contact: 'Not Available',
    delivery_performance: courier.rating,
    description: '',
    edd: '',
    entry_tax: 0,
    estimated_delivery_days: String(quote.days),
    etd: etdText(quote.etd),
    etd_hours: quote.days * 24,
    freight_charge: quote.freight,
    id: courier.id * 1_000_000 + Number(to.pincode),
    is_custom_rate: 0,
    is_hyperlocal: false,
    is_international: 0,
    is_rto_address_available: true,
    is_surface: courier.surface,
    local_region: zone === 'local' ? 1 : 0,
    metro: zone === 'metro' ? 1 : 0,
    min_weight: 0.5,
    mode: courier.surface ? 0 : 1,
    new_edd: 0,
    odablock: false,
    other_charges: 0,
    others: '{"cancel_real_time":true}',
    pickup_availability: '0',
    pickup_performance: courier.rating,
    pickup_priority: '',
    pickup_supress_hours: 0,
    pod_available: 'Instant',
    postcode: to.pincode,
    qc_courier: 0,
    rank: '',
    rate,
    rating: courier.rating,
    realtime_tracking: 'Real Time',
    region: 1,
    rto_charges: quote.freight,
    rto_performance: courier.rating,
    seconds_left_for_pickup: 0,
    secure_shipment_disabled: false,
    ship_type: 1,
    state: to.state,
    suppress_date: '',
    suppress_text: '',
    suppression_dates: null,
    surface_max_weight: courier.surface ? '35.00' : '0.00',
    tracking_performance: courier.rating,
    volumetric_max_weight: null,
    weight_cases: courier.rating,
    zone: ZONES[zone].code,
  };
}
