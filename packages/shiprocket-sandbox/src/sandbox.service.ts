import { createTimers, type Database } from '@store/sandbox-kit';
import {
  SCENARIO_OF_PHONE,
  SHIPROCKET_SANDBOX_CANCEL_FAILURES,
  SHIPROCKET_SANDBOX_PREPAID_ONLY_PINCODES,
  SHIPROCKET_SANDBOX_TEST_PHONES,
  SHIPROCKET_SANDBOX_UNSERVED_PINCODES,
  SHIPROCKET_SANDBOX_UNSERVICEABLE_SUFFIX,
} from './account';
import { checkSandboxToken, fieldName, invalid, istDateTime, refused, required, ShiprocketSandboxError, signSandboxToken, webhookTimestamp } from './answers';
import type { ADVANCE_STATUSES } from './journey';
import {
  isCancelled,
  isReturn,
  RETURN_PATH,
  RETURN_STATUS,
  RETURN_STEPS,
  SHIPROCKET_SANDBOX_STEP_SECONDS,
  SHIPROCKET_SANDBOX_TIMER_KINDS,
  STEPS,
  stepOf,
  stepShown,
  type Step,
  type WebhookDelivery,
} from './journey';
import { labelPdf, manifestPdf, type LabelParcel } from './documents';
import { courierOption, quotes, SANDBOX_COURIERS, type PlaceOf } from './rate-card';
import { createShiprocketSandboxRepository, type SandboxShipment } from './sandbox.repository';
import { shiprocketSandboxTimers } from './sandbox.schema';
import type {
  AssignAwbResponse,
  CreateOrderResponse,
  CreateReturnOrderResponse,
  GeneratePickupResponse,
  ServiceabilityResponse,
  TrackAwbResponse,
  TrackingActivity,
} from './shiprocket-entities';

/**
 * A Shiprocket stand-in ("API v1 external") that keeps its records in its own schema and answers as
 * Shiprocket's documentation (test/shiprocket-docs) says, not more kindly: bearer tokens from
 * /auth/login that expire after 240 hours, Laravel-style 422s, errors inside HTTP 200 bodies
 * (serviceability's `status: 404`, `awb_assign_status: 0`, `label_created: 0`, an empty manifest_url),
 * 500s where Shiprocket's PHP fails (cancelling an unknown order), an empty 204 for a cancel. Rates come
 * from a rate card by delivery zone (zones.ts, each PIN's place from `placeOf`). After a pickup is
 * scheduled the shipment plays out its journey on its own timers (minutes apart), announced by
 * webhooks to the shop with the x-api-key header; POST /sandbox/shiprocket/advance moves it on at once.
 *
 * Test values (README.md, "Shipping sandbox"):
 * - A delivery PIN the directory does not know, any ending in 999, or 194401 (Leh) and 744304 (the
 *   Nicobars): serviceability answers HTTP 200 `{ status: 404, message: "…not serviceable" }`; AWB
 *   assignment refuses it too.
 * - Delivery PIN 682555 (Lakshadweep) or 790104 (Tawang): couriers deliver prepaid only, each listed
 *   with `cod: 0`; AWB assignment refuses a COD parcel there (HTTP 200, awb_assign_status 0).
 * - Delivery phone (shipping_phone, or billing_phone when shipping is billing) ending 9000000001:
 *   AWB assignment fails as a wallet too low to pay for it (HTTP 200, awb_assign_status 0).
 * - Delivery phone ending 9000000002: every delivery attempt ends undelivered (NDR, status 21); with no
 *   NDR action, or action "return", it goes back to the shop (RTO initiated 9, RTO delivered 10).
 * - Delivery phone ending 9000000003: cancelling the order (POST /orders/cancel) fails the first
 *   SHIPROCKET_SANDBOX_CANCEL_FAILURES (3) times with Laravel's HTTP 500 "Server Error", then cancels it;
 *   ending 9000000004: it always fails so (counted per process, as outages are).
 * - POST /sandbox/shiprocket/outage { mode: "5xx" | "timeout" | "hold" | "off", calls }: the next `calls` API
 *   calls answer nginx's HTML 502 page, or hang until the caller gives up (SHIPROCKET_TIMEOUT_MS), or
 *   ("hold") wait, then go through, when the next POST /outage releases them (a test's call in flight);
 *   GET /sandbox/shiprocket/outage says how many calls are held.
 * - POST /sandbox/shiprocket/advance { awb, status, webhooks: "once" | "twice" | "reversed" }: the
 *   webhooks of the steps it takes come once each, each twice, or newest first.
 * - Return orders (POST /orders/create/return): the AWB (is_return 1) schedules the pickup at once; advance
 *   takes a return through picked_up, in_transit and delivered (back at the shop), and nothing else. A
 *   customer's pickup_phone ending 9000000001 fails its AWB as above.
 * Sandbox-only (not in Shiprocket's docs): a COD parcel's "delivered" webhook also carries
 * `cod_collected_amount` (rupees), and its scan says the cash was collected.
 */

/** The account's pickup location, registered with Shiprocket: where couriers collect and return parcels. */
export interface PickupAddress {
  /** The seller's company name, as labels and AWBs print it. */
  name: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
  phone: string;
  email: string;
}

export interface ShiprocketSandboxOptions {
  /** Its own database, or the shop's when mounted in it (its tables are its own schema either way). */
  db: Database;
  /** Each PIN's district and state (the PIN directory); unknown PINs are not serviceable. */
  placeOf: PlaceOf;
  /** The credentials it takes at /auth/login. */
  email: string;
  password: string;
  /** Signs its tokens. */
  tokenSecret: string;
  /** The pickup location's name (the shop's SHIPROCKET_PICKUP_LOCATION), and its address. */
  pickupLocation: string;
  pickup: PickupAddress;
  /** Sent as x-api-key with each webhook (SHIPROCKET_WEBHOOK_TOKEN). */
  webhookToken: string;
  /** Where the webhooks go: the app's /api/shipping/webhook by default. */
  webhookUrl: () => string;
  /** The sandbox's own address (…/sandbox/shiprocket), for label and manifest URLs. */
  baseUrl: () => string;
  /** How often its timers look for due work (the courier's next scan, webhooks and their retries). */
  pollMs?: number;
  /** A failed webhook is tried again after this, doubling each time. */
  retryBaseSeconds?: number;
}

type Body = Record<string, unknown>;
const CHANNEL_ID = 3422553;
const COMPANY_ID = 25149;
/** Rupees: a consignment worth more moves with an e-way bill (CGST Rule 138(1)), which couriers ask for at booking. */
const EWAY_BILL_VALUE = 50_000;
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const numberOf = (value: unknown): number | undefined => {
  if (isBlank(value)) return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : undefined;
};
const lastTen = (phone: unknown) => text(phone).replace(/\D/g, '').slice(-10);

const WEBHOOK = SHIPROCKET_SANDBOX_TIMER_KINDS.webhook;
const STEP = SHIPROCKET_SANDBOX_TIMER_KINDS.step;

export function createShiprocketSandbox(options: ShiprocketSandboxOptions) {
  const { db, placeOf, pickup } = options;
  const repository = createShiprocketSandboxRepository(db);
  const timers = createTimers(db, shiprocketSandboxTimers, { pollMs: options.pollMs ?? 1000, retryBaseSeconds: options.retryBaseSeconds ?? 30 });
  const pickupPincode = pickup.pincode;
  const origin = `${pickup.city} (${pickup.state})`;

  // One timer per change posts its webhooks in order, each as its own request; a retry posts them all
  // again. Shiprocket documents no retry policy: about a day of backoff, as Razorpay's.
  timers.handle(WEBHOOK, 12, async (payload) => {
    for (const { awb, body } of (payload as { events: Array<{ awb: string; body: string }> }).events) {
      const response = await fetch(options.webhookUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': options.webhookToken },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      // "The URL should be set to send only code 200 in response" (Shiprocket's webhook settings).
      if (response.status !== 200) throw new Error(`shipping webhook for AWB ${awb} answered ${response.status}`);
    }
  });

  // The courier's next move, when nobody advanced the shipment meanwhile.
  timers.handle(STEP, 8, async (payload) => {
    const { shipmentId, from } = payload as { shipmentId: number; from: number };
    await db.transaction(async (tx) => {
      const [row] = await repository.byShipmentIds([shipmentId], tx, true);
      if (!row || row.shipmentStatus !== from || isCancelled(row)) return;
      const next = automaticNext(row);
      if (next) await play(row, [next], 'once', tx);
    });
  });

  /** Where a shipment goes by itself from where it is. */
  function automaticNext(row: SandboxShipment): Step | undefined {
    if (isReturn(row)) return RETURN_PATH[RETURN_PATH.indexOf(stepOf(row.shipmentStatus) as (typeof RETURN_PATH)[number]) + 1];
    switch (stepOf(row.shipmentStatus)) {
      case 'pickup_scheduled':
        return 'picked_up';
      case 'picked_up':
        return 'in_transit';
      case 'in_transit':
        return 'out_for_delivery';
      case 'out_for_delivery':
        return row.scenario === 'undelivered' ? 'undelivered' : 'delivered';
      case 'undelivered':
        if (row.ndrAction === 'return') return 'rto_initiated';
        if (row.ndrAction) return 'out_for_delivery';
        // Couriers try three times before they send a parcel back.
        return row.deliveryAttempts < 3 && row.scenario !== 'undelivered' ? 'out_for_delivery' : 'rto_initiated';
      case 'rto_initiated':
        return 'rto_delivered';
      default:
        return undefined;
    }
  }

  /** The steps from where a shipment is to `target`, through each one between (advance's path). */
  function pathTo(row: SandboxShipment, target: Step): Step[] {
    const stuck = () =>
      refused(
        `Shipment ${row.awb} is ${stepOf(row.shipmentStatus)?.replace(/_/g, ' ') ?? 'not picked up yet'}: it cannot move to ${target.replace(/_/g, ' ')}`,
      );
    if (isReturn(row)) {
      const from = RETURN_PATH.indexOf(stepOf(row.shipmentStatus) as (typeof RETURN_PATH)[number]);
      const to = RETURN_PATH.indexOf(target as (typeof RETURN_PATH)[number]);
      if (from < 0 || to <= from) throw stuck();
      return RETURN_PATH.slice(from + 1, to + 1);
    }
    const path: Step[] = [];
    let at = stepOf(row.shipmentStatus);
    for (let guard = 0; at !== target && guard < 10; guard++) {
      const rto = target === 'rto_initiated' || target === 'rto_delivered';
      const next: Step | undefined =
        at === 'pickup_scheduled'
          ? 'picked_up'
          : at === 'picked_up'
            ? 'in_transit'
            : at === 'in_transit'
              ? 'out_for_delivery'
              : at === 'out_for_delivery'
                ? target === 'delivered'
                  ? 'delivered'
                  : target === 'undelivered' || rto
                    ? 'undelivered'
                    : undefined
                : at === 'undelivered'
                  ? rto
                    ? 'rto_initiated'
                    : target === 'out_for_delivery' || target === 'delivered'
                      ? 'out_for_delivery'
                      : undefined
                  : at === 'rto_initiated' && target === 'rto_delivered'
                    ? 'rto_delivered'
                    : undefined;
      if (!next) break;
      path.push(next);
      at = next;
    }
    if (at !== target || path.length === 0) throw stuck();
    return path;
  }

  /** The webhook body of a shipment as it now is, in the documented shape (scans oldest first). */
  function webhookBody(row: SandboxShipment): string {
    const step = stepOf(row.shipmentStatus)!;
    const { label, order, shipment } = stepShown(row, step);
    const cod = row.paymentMethod.toUpperCase() === 'COD';
    return JSON.stringify({
      awb: row.awb,
      courier_name: row.courierName,
      current_status: label,
      current_status_id: order,
      shipment_status: label,
      shipment_status_id: shipment,
      current_timestamp: webhookTimestamp(new Date()),
      order_id: row.channelOrderId,
      sr_order_id: row.id,
      awb_assigned_date: row.awbAssignedAt ? istDateTime(row.awbAssignedAt) : '',
      pickup_scheduled_date: row.pickupScheduledFor ? istDateTime(row.pickupScheduledFor) : '',
      etd: row.etd ? istDateTime(row.etd) : '',
      scans: row.scans,
      is_return: isReturn(row) || step === 'rto_initiated' || step === 'rto_delivered' ? 1 : 0,
      channel_id: CHANNEL_ID,
      pod_status: step === 'delivered' ? 'OTP Based Delivery' : '',
      pod: step === 'delivered' ? 'Available' : 'Not Available',
      qc_image: '',
      qc_failure_reason: '',
      ...(step === 'delivered' && cod ? { cod_collected_amount: row.subTotal } : {}),
    });
  }

  /**
   * Moves a locked shipment through `steps` (a scan each), queues their webhooks as `delivery` says,
   * and the courier's next move on its timer.
   */
  async function play(row: SandboxShipment, steps: Step[], delivery: WebhookDelivery, tx: Database): Promise<SandboxShipment> {
    const destination = `${text((row.request as Body).shipping_city ?? (row.request as Body).billing_city)} (${text((row.request as Body).shipping_state ?? (row.request as Body).billing_state)})`;
    // A return starts at the customer's.
    const start = isReturn(row) ? `${text((row.request as Body).pickup_city)} (${text((row.request as Body).pickup_state)})` : origin;
    let current = row;
    const events: Array<{ awb: string; body: string }> = [];
    for (const step of steps) {
      const now = new Date();
      const { shipment, label, code } = stepShown(current, step);
      const atDestination = step === 'out_for_delivery' || step === 'delivered' || step === 'undelivered' || step === 'rto_initiated';
      const activity =
        step === 'delivered' && current.paymentMethod.toUpperCase() === 'COD'
          ? `Delivered - COD Rs. ${current.subTotal.toFixed(2)} collected`
          : stepShown(current, step).activity;
      const scan: TrackingActivity = {
        date: istDateTime(now),
        status: code,
        activity,
        location: atDestination ? destination : start,
        'sr-status': String(shipment),
        'sr-status-label': label,
      };
      current = await repository.update(
        current.id,
        {
          shipmentStatus: shipment,
          scans: [...current.scans, scan],
          ...(step === 'picked_up' ? { pickedUpAt: now } : {}),
          ...(step === 'delivered' ? { deliveredAt: now } : {}),
          ...(step === 'out_for_delivery' ? { deliveryAttempts: current.deliveryAttempts + 1, ndrAction: null } : {}),
          ...(step === 'rto_initiated' ? { ndrAction: null } : {}),
        },
        tx,
      );
      events.push({ awb: current.awb!, body: webhookBody(current) });
    }
    const sent = delivery === 'reversed' ? [...events].reverse() : delivery === 'twice' ? events.flatMap((event) => [event, event]) : events;
    await timers.add({ kind: WEBHOOK, payload: { events: sent } }, tx);
    const next = automaticNext(current);
    if (next)
      await timers.add(
        {
          kind: STEP,
          payload: { shipmentId: current.shipmentId, from: current.shipmentStatus },
          delaySeconds: SHIPROCKET_SANDBOX_STEP_SECONDS[next as Exclude<Step, 'pickup_scheduled'>] * (current.shipmentStatus === 21 ? 2 : 1),
        },
        tx,
      );
    return current;
  }

  /** The place of a PIN, or undefined when no courier serves it. */
  async function served(pincode: string, on?: Database) {
    if (!/^\d{6}$/.test(pincode) || pincode.endsWith(SHIPROCKET_SANDBOX_UNSERVICEABLE_SUFFIX) || SHIPROCKET_SANDBOX_UNSERVED_PINCODES.includes(pincode))
      return undefined;
    return placeOf(pincode, on);
  }
  /** Whether couriers collect cash at a delivery PIN they serve. */
  const takesCash = (pincode: string) => !SHIPROCKET_SANDBOX_PREPAID_ONLY_PINCODES.includes(pincode);

  const notServiceable = (pincode: string) => ({ status: 404, message: `Delivery postcode ${pincode} is not serviceable` });

  /** The delivery side of an order (shipping, or billing when they are the same). */
  const delivery = (request: Body) => {
    const same =
      request.shipping_is_billing === true ||
      request.shipping_is_billing === 1 ||
      request.shipping_is_billing === '1' ||
      request.shipping_is_billing === 'true';
    const key = (field: string) => (same ? `billing_${field}` : `shipping_${field}`);
    return {
      name: `${text(request[same ? 'billing_customer_name' : 'shipping_customer_name'])} ${text(request[key('last_name')])}`.trim(),
      address: [request[key('address')], request[key('address_2')]].filter((part) => !isBlank(part)).join(', '),
      city: text(request[key('city')]),
      state: text(request[key('state')]),
      pincode: text(request[key('pincode')]),
      phone: text(request[key('phone')]),
    };
  };

  function labelParcel(row: SandboxShipment): LabelParcel {
    const request = row.request as Body;
    const items = Array.isArray(request.order_items) ? (request.order_items as Body[]) : [];
    return {
      awb: row.awb!,
      courierName: row.courierName!,
      routingCode: `${row.zone?.toUpperCase() ?? ''}/${row.deliveryPincode.slice(0, 3)}`,
      shipmentId: row.shipmentId,
      orderId: row.id,
      channelOrderId: row.channelOrderId,
      paymentMethod: row.paymentMethod,
      collect: row.subTotal,
      weightKg: row.weight,
      dimensionsCm: `${row.length} x ${row.breadth} x ${row.height}`,
      to: delivery(request),
      from: {
        name: pickup.name,
        address: `${pickup.line1}, ${pickup.line2}, ${pickup.city}`,
        pincode: pickup.pincode,
        phone: pickup.phone,
      },
      items: items.map((item) => ({ name: text(item.name), sku: text(item.sku), units: Number(item.units) || 1 })),
      invoiceValue: row.subTotal,
      date: istDateTime(row.createdAt).slice(0, 10),
    };
  }

  /** shipment_id as Shiprocket takes it in these calls: an array of ids (numbers or numeric strings). */
  function shipmentIds(value: unknown): number[] | undefined {
    if (!Array.isArray(value)) return undefined;
    return value.map((id) => numberOf(id)).filter((id): id is number => id !== undefined && Number.isInteger(id));
  }

  let outage: { mode: '5xx' | 'timeout' | 'hold'; calls: number } | undefined;
  /** Calls held by a "hold" outage: each goes on when released. */
  const held = new Set<() => void>();
  /** Cancels refused so far, per order of the phone cancelFailsAWhile (per process, as outages are). */
  const cancelsFailed = new Map<number, number>();

  return {
    /** Outages asked for with POST /outage: what the next API call meets, counted down. */
    takeOutage(): '5xx' | 'timeout' | 'hold' | undefined {
      if (!outage || outage.calls <= 0) return undefined;
      outage.calls--;
      return outage.mode;
    },
    /** A call held by a "hold" outage: resolves when the next POST /outage releases it, or after `maxMs`. */
    hold(maxMs: number): { released: Promise<void>; release: () => void } {
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        const timer = setTimeout(() => release(), maxMs);
        release = () => {
          clearTimeout(timer);
          held.delete(release);
          resolve();
        };
      });
      held.add(release);
      return { released, release };
    },
    /** Releases the calls held so far, then sets the next outage. */
    setOutage(mode: '5xx' | 'timeout' | 'hold' | 'off', calls: number) {
      const releasing = [...held];
      for (const release of releasing) release();
      outage = mode === 'off' ? undefined : { mode, calls };
      return { mode, calls: mode === 'off' ? 0 : calls, released: releasing.length };
    },
    /** GET /outage: what is set, and how many calls a "hold" is holding now. */
    outageState() {
      return { mode: outage && outage.calls > 0 ? outage.mode : 'off', calls: outage?.calls ?? 0, held: held.size };
    },

    checkToken: (authorization: string | undefined) => checkSandboxToken(options.tokenSecret, authorization, Math.floor(Date.now() / 1000)),

    login(body: Body) {
      const missing = ['email', 'password'].filter((field) => isBlank(body[field]));
      if (missing.length) throw invalid(Object.fromEntries(missing.map((field) => [field, [required(field)]])));
      const emailOk = text(body.email).toLowerCase() === options.email.toLowerCase();
      const passwordOk = text(body.password) === options.password;
      // No login failure is published for apiv2; this is the shape of its other 4xx bodies.
      if (!emailOk || !passwordOk) throw refused('Invalid email and password combination', 400);
      return {
        id: 1000001,
        first_name: 'API',
        last_name: 'User',
        email: options.email,
        company_id: COMPANY_ID,
        created_at: '2026-01-01 10:00:00',
        token: signSandboxToken(options.tokenSecret, Math.floor(Date.now() / 1000)),
      };
    },

    async serviceability(query: Record<string, string | string[] | undefined>): Promise<ServiceabilityResponse | { status: number; message: string }> {
      const get = (key: string) => {
        const value = query[key];
        return Array.isArray(value) ? value[0] : value;
      };
      let order: SandboxShipment | undefined;
      if (!isBlank(get('order_id'))) {
        [order] = await repository.byOrderIds([Number(get('order_id'))].filter(Number.isInteger));
        if (!order) return { status: 404, message: 'Order does not exist!' };
      } else if (isBlank(get('weight')) || isBlank(get('cod'))) {
        throw invalid(
          {
            ...(isBlank(get('weight')) ? { weight: ['The weight field is required when order id is not present.'] } : {}),
            ...(isBlank(get('cod')) ? { cod: ['The cod field is required when order id is not present.'] } : {}),
            order_id: ['The order id field is required when pickup postcode / delivery postcode / cod / weight is not present.'],
          },
          'Required field missing',
        );
      }
      const pickup = text(get('pickup_postcode'));
      const deliveryPin = order?.deliveryPincode ?? text(get('delivery_postcode'));
      const missing = (['pickup_postcode', 'delivery_postcode'] as const).filter((field) => isBlank(get(field)) && !(field === 'delivery_postcode' && order));
      if (missing.length) throw invalid(Object.fromEntries(missing.map((field) => [field, [required(field)]])));
      const weight = order?.weight ?? numberOf(get('weight'));
      if (weight === undefined || weight <= 0) throw invalid({ weight: ['The weight must be a number greater than 0.'] });
      const from = await served(pickup);
      const to = await served(deliveryPin);
      if (!from || !to) return notServiceable(deliveryPin);
      const cod = order ? order.paymentMethod.toUpperCase() === 'COD' : get('cod') === '1';
      const value = order?.subTotal ?? numberOf(get('declared_value')) ?? 0;
      const dims = { length: numberOf(get('length')), breadth: numberOf(get('breadth')), height: numberOf(get('height')) };
      const list = quotes(from, to, { weightKg: weight, cod, value, dims }, new Date(), takesCash(deliveryPin)).filter((quote) => {
        const mode = get('mode');
        return !mode || (mode === 'Air') === !quote.courier.surface;
      });
      if (!list.length) return notServiceable(deliveryPin);
      const place = { district: to.district, state: to.state, pincode: deliveryPin };
      const cheapest = list[0]!.courier.id;
      return {
        company_auto_shipment_insurance_setting: false,
        covid_zones: { delivery_zone: null, pickup_zone: null },
        currency: 'INR',
        data: {
          available_courier_companies: list.map((quote) => courierOption(quote, place, weight)),
          blocked_courier_companies: [],
          child_courier_id: null,
          is_recommendation_enabled: 1,
          recommendation_advance_rule: 0,
          recommended_by: { id: 6, title: 'Recommendation By Shiprocket' },
          recommended_courier_company_id: cheapest,
          shiprocket_recommended_courier_id: cheapest,
        },
        dg_courier: 0,
        eligible_for_insurance: false,
        insurace_opted_at_order_creation: false,
        is_allow_templatized_pricing: true,
        is_latlong: 0,
        is_old_zone_opted: false,
        is_zone_from_mongo: true,
        label_generate_type: 2,
        on_new_zone: 2,
        seller_address: [],
        status: 200,
        user_insurance_manadatory: false,
      };
    },

    /** Creates an order, or updates a live one sent again with the same order_id ("Create Or Update Order"). */
    async createOrder(body: Body): Promise<CreateOrderResponse> {
      const errors: Record<string, string[]> = {};
      const same =
        body.shipping_is_billing === true || body.shipping_is_billing === 1 || body.shipping_is_billing === '1' || body.shipping_is_billing === 'true';
      const requiredFields = [
        'order_id',
        'order_date',
        'pickup_location',
        'billing_customer_name',
        'billing_address',
        'billing_city',
        'billing_pincode',
        'billing_state',
        'billing_country',
        'billing_email',
        'billing_phone',
        'order_items',
        'payment_method',
        'sub_total',
        'length',
        'breadth',
        'height',
        'weight',
        ...(same
          ? []
          : ['shipping_customer_name', 'shipping_address', 'shipping_city', 'shipping_pincode', 'shipping_country', 'shipping_state', 'shipping_phone']),
      ];
      if (body.shipping_is_billing === undefined) errors.shipping_is_billing = [required('shipping_is_billing')];
      for (const field of requiredFields) if (isBlank(body[field])) errors[field] = [required(field)];
      if (!errors.order_id && text(body.order_id).length > 50) errors.order_id = ['The order id may not be greater than 50 characters.'];
      if (!errors.billing_city && text(body.billing_city).length > 30) errors.billing_city = ['The billing city may not be greater than 30 characters.'];
      if (!errors.payment_method && !['COD', 'PREPAID'].includes(text(body.payment_method).toUpperCase()))
        errors.payment_method = ['The selected payment method is invalid.'];
      for (const field of ['length', 'breadth', 'height'])
        if (!errors[field] && !((numberOf(body[field]) ?? 0) > 0.5)) errors[field] = [`The ${field} must be greater than 0.5.`];
      if (!errors.weight && !((numberOf(body.weight) ?? 0) > 0)) errors.weight = ['The weight must be greater than 0.'];
      if (!errors.sub_total && numberOf(body.sub_total) === undefined) errors.sub_total = ['The sub total must be a number.'];
      for (const field of ['billing_pincode', 'shipping_pincode'])
        if (!errors[field] && !isBlank(body[field]) && !/^\d{6}$/.test(text(body[field]))) errors[field] = [`The ${fieldName(field)} must be 6 digits.`];
      // Couriers take no consignment worth more than ₹50,000 without its e-way bill (CGST Rule 138), as Shiprocket's
      // ewaybill_no says ("required for orders above ₹50,000"); a number is the portal's 12 digits.
      if (!errors.sub_total && (numberOf(body.sub_total) ?? 0) > EWAY_BILL_VALUE && isBlank(body.ewaybill_no))
        errors.ewaybill_no = ['The ewaybill no field is required when sub total is greater than 50000.'];
      else if (!isBlank(body.ewaybill_no) && !/^\d{12}$/.test(text(body.ewaybill_no))) errors.ewaybill_no = ['The ewaybill no must be 12 digits.'];
      if (!errors.order_items) {
        const items = body.order_items;
        if (!Array.isArray(items) || items.length === 0) errors.order_items = ['The order items must be an array.'];
        else
          items.forEach((item: Body, i) => {
            for (const field of ['name', 'sku', 'units', 'selling_price'])
              if (isBlank(item?.[field])) errors[`order_items.${i}.${field}`] = [`The order_items.${i}.${field} field is required.`];
          });
      }
      if (!errors.pickup_location && text(body.pickup_location) !== options.pickupLocation)
        errors.pickup_location = [`Wrong Pickup location entered. Your pickup locations: ${options.pickupLocation}`];
      if (Object.keys(errors).length) throw invalid(errors);
      if (!isBlank(body.channel_id) && Number(body.channel_id) !== CHANNEL_ID) throw refused('Given channel id does not exist');

      const to = delivery(body);
      const phone = lastTen(to.phone);
      const fields = {
        request: body,
        paymentMethod: text(body.payment_method).toUpperCase() === 'COD' ? 'COD' : 'Prepaid',
        subTotal: numberOf(body.sub_total)!,
        weight: numberOf(body.weight)!,
        length: numberOf(body.length)!,
        breadth: numberOf(body.breadth)!,
        height: numberOf(body.height)!,
        deliveryPincode: to.pincode,
        scenario: SCENARIO_OF_PHONE[phone] ?? 'normal',
      };
      return db.transaction(async (tx) => {
        let row = await repository.byChannelOrderId(text(body.order_id), tx, true);
        if (row && (isCancelled(row) || isReturn(row))) throw invalid({ order_id: ['The order id has already been taken.'] });
        if (row && row.awb) throw invalid({ order_id: ['The order cannot be updated once an AWB is assigned.'] });
        row = row ? await repository.update(row.id, fields, tx) : await repository.insert({ channelOrderId: text(body.order_id), ...fields }, tx);
        return {
          order_id: row.id,
          shipment_id: row.shipmentId,
          status: row.status,
          status_code: row.statusCode,
          onboarding_completed_now: 0,
          awb_code: null,
          courier_company_id: null,
          courier_name: null,
        };
      });
    },

    /**
     * A return order (a reverse pickup): the customer is `pickup_*`, the shop `shipping_*`. Sent again with
     * the same order_id before its AWB it is updated, as adhoc orders are here; after, or over a forward
     * order's id, it is Shiprocket's documented 422 "The order id has already been taken.".
     */
    async createReturnOrder(body: Body): Promise<CreateReturnOrderResponse> {
      const errors: Record<string, string[]> = {};
      // Shiprocket's own words for this call: the address fields' messages end without a full stop.
      const bare = (field: string) => `The ${fieldName(field)} field is required`;
      const addressFields = ['customer_name', 'address', 'city', 'state', 'country', 'pincode'];
      const requiredFields: Array<[string, (field: string) => string]> = [
        ['order_id', required],
        ['order_date', required],
        ...['pickup', 'shipping'].flatMap((side) => [
          ...addressFields.map((field): [string, (field: string) => string] => [`${side}_${field}`, bare]),
          [`${side}_phone`, required] as [string, (field: string) => string],
        ]),
        ['pickup_email', required],
        ['order_items', required],
        ['payment_method', required],
        ['sub_total', required],
        ['length', required],
        ['breadth', required],
        ['height', required],
        ['weight', required],
      ];
      for (const [field, message] of requiredFields) if (isBlank(body[field])) errors[field] = [message(field)];
      if (!errors.order_id && text(body.order_id).length > 50) errors.order_id = ['The order id may not be greater than 50 characters.'];
      // "This should always be prepaid."
      if (!errors.payment_method && text(body.payment_method).toUpperCase() !== 'PREPAID') errors.payment_method = ['The selected payment method is invalid.'];
      for (const field of ['length', 'breadth', 'height'])
        if (!errors[field] && !((numberOf(body[field]) ?? 0) > 0.5)) errors[field] = [`The ${field} must be greater than 0.5.`];
      if (!errors.weight && !((numberOf(body.weight) ?? 0) > 0)) errors.weight = ['The weight must be greater than 0.'];
      if (!errors.sub_total && numberOf(body.sub_total) === undefined) errors.sub_total = ['The sub total must be a number.'];
      for (const field of ['pickup_pincode', 'shipping_pincode'])
        if (!errors[field] && !/^\d{6}$/.test(text(body[field]))) errors[field] = [`The ${fieldName(field)} must be 6 digits.`];
      if (!errors.order_items) {
        const items = body.order_items;
        if (!Array.isArray(items) || items.length === 0) errors.order_items = ['The order items must be an array.'];
        else
          items.forEach((item: Body, i) => {
            for (const field of ['name', 'sku', 'units', 'selling_price'])
              if (isBlank(item?.[field])) errors[`order_items.${i}.${field}`] = [`The order_items.${i}.${field} field is required.`];
          });
      }
      if (Object.keys(errors).length) throw invalid(errors);
      if (!isBlank(body.channel_id) && Number(body.channel_id) !== CHANNEL_ID) throw refused('Given channel id does not exist');

      const fields = {
        request: body,
        paymentMethod: 'Prepaid',
        subTotal: numberOf(body.sub_total)!,
        weight: numberOf(body.weight)!,
        length: numberOf(body.length)!,
        breadth: numberOf(body.breadth)!,
        height: numberOf(body.height)!,
        // Where the parcel goes: the shop.
        deliveryPincode: text(body.shipping_pincode),
        // The customer's phone picks the test scenario; only a failing AWB applies to a return.
        scenario: lastTen(body.pickup_phone) === SHIPROCKET_SANDBOX_TEST_PHONES.awbFails ? 'awb-fails' : 'normal',
      };
      return db.transaction(async (tx) => {
        let row = await repository.byChannelOrderId(text(body.order_id), tx, true);
        if (row && (row.awb || !isReturn(row) || isCancelled(row))) throw invalid({ order_id: ['The order id has already been taken.'] });
        row = row
          ? await repository.update(row.id, fields, tx)
          : await repository.insert({ channelOrderId: text(body.order_id), status: RETURN_STATUS.pending, statusCode: 21, ...fields }, tx);
        return { order_id: row.id, shipment_id: row.shipmentId, status: row.status, status_code: row.statusCode, company_name: pickup.name };
      });
    },

    async assignAwb(body: Body): Promise<AssignAwbResponse | Body> {
      if (isBlank(body.shipment_id)) throw invalid({ shipment_id: [required('shipment_id')] }, 'Required field missing');
      const cannot = refused('Oops! Cannot reassign courier for this shipment.');
      const id = numberOf(body.shipment_id);
      if (id === undefined) throw cannot;
      return db.transaction(async (tx) => {
        const [row] = await repository.byShipmentIds([id], tx, true);
        if (!row || isCancelled(row)) throw cannot;
        // "Generate AWB for Return Shipment" is the same call with is_return 1; a forward shipment's leaves it out or sends 0.
        const returning = isReturn(row);
        if (returning !== (numberOf(body.is_return) === 1)) throw invalid({ is_return: ['The selected is return is invalid.'] });
        if (row.awb && body.status !== 'reassign') throw cannot;
        if (row.shipmentStatus > 1 && row.shipmentStatus !== 3) throw cannot;
        const failure = (message: string) => ({ awb_assign_status: 0, response: { data: { awb_assign_error: message } } });
        if (row.scenario === 'awb-fails') return failure('Insufficient wallet balance to assign AWB. Please recharge your Shiprocket wallet and try again.');
        // A return goes from the customer's PIN to the shop's (its shipping_pincode).
        const pickupPin = returning ? text((row.request as Body).pickup_pincode) : pickupPincode;
        const from = await served(pickupPin, tx);
        const to = await served(row.deliveryPincode, tx);
        if (!from || !to) return failure(`${returning ? 'Pickup' : 'Delivery'} postcode ${returning ? pickupPin : row.deliveryPincode} is not serviceable`);
        const cod = row.paymentMethod === 'COD';
        // Shiprocket publishes no body for this refusal: the sandbox's own words, in its failure's shape.
        if (cod && !takesCash(row.deliveryPincode)) return failure(`COD is not available for delivery postcode ${row.deliveryPincode}`);
        const list = quotes(from, to, {
          weightKg: row.weight,
          cod,
          value: row.subTotal,
          dims: { length: row.length, breadth: row.breadth, height: row.height },
        });
        const courierId = numberOf(body.courier_id);
        const quote = courierId === undefined ? list[0] : list.find((candidate) => candidate.courier.id === courierId);
        if (!quote) return failure('Selected courier is not serviceable for this shipment');
        const now = new Date();
        const pickupAt = new Date(now.getTime() + 3 * 3600_000);
        const awb = `${quote.courier.awbPrefix}${String(row.shipmentId).padStart(10, '0')}${row.awb ? String(row.scans.length + 1) : ''}`;
        let updated = await repository.update(
          row.id,
          {
            awb,
            courierId: quote.courier.id,
            courierName: quote.courier.name,
            awbAssignedAt: now,
            zone: quote.zone,
            freight: quote.freight + quote.codCharge,
            shipmentStatus: 1,
            etd: new Date(`${quote.etd}T18:00:00+05:30`),
          },
          tx,
        );
        // A return's pickup is scheduled with its AWB: there is no separate pickup request for it.
        if (returning) {
          updated = await repository.update(updated.id, { pickupScheduledFor: pickupAt, statusCode: RETURN_STEPS.pickup_scheduled.order }, tx);
          updated = await play(updated, ['pickup_scheduled'], 'once', tx);
        }
        return {
          awb_assign_status: 1,
          response: {
            data: {
              courier_company_id: quote.courier.id,
              awb_code: awb,
              cod: updated.paymentMethod === 'COD' ? 1 : 0,
              order_id: updated.id,
              shipment_id: updated.shipmentId,
              awb_code_status: 1,
              assigned_date_time: { date: `${istDateTime(now)}.000000`, timezone_type: 3, timezone: 'Asia/Kolkata' },
              applied_weight: updated.weight,
              company_id: COMPANY_ID,
              courier_name: quote.courier.name,
              child_courier_name: null,
              pickup_scheduled_date: istDateTime(pickupAt),
              routing_code: labelParcel(updated).routingCode,
              rto_routing_code: '',
              invoice_no: `retail${updated.id}`,
              transporter_id: '',
              transporter_name: '',
              shipped_by: {
                shipper_company_name: pickup.name,
                shipper_address_1: pickup.line1,
                shipper_address_2: pickup.line2,
                shipper_city: pickup.city,
                shipper_state: pickup.state,
                shipper_country: pickup.country,
                shipper_postcode: pickup.pincode,
                shipper_first_mile_activated: 0,
                shipper_phone: pickup.phone.replace(/\D/g, '').slice(-10),
                lat: '18.5308',
                long: '73.8475',
                shipper_email: pickup.email,
                rto_company_name: pickup.name,
                rto_address_1: pickup.line1,
                rto_address_2: pickup.line2,
                rto_city: pickup.city,
                rto_state: pickup.state,
                rto_country: pickup.country,
                rto_postcode: pickup.pincode,
                rto_phone: pickup.phone.replace(/\D/g, '').slice(-10),
                rto_email: pickup.email,
              },
            },
          },
        };
      });
    },

    async generatePickup(body: Body): Promise<GeneratePickupResponse> {
      const ids = shipmentIds(body.shipment_id) ?? (numberOf(body.shipment_id) !== undefined ? [numberOf(body.shipment_id)!] : []);
      // "Only one shipment_id can be passed at a time."
      if (ids.length !== 1) throw refused('Invalid shipment id');
      return db.transaction(async (tx) => {
        const [row] = await repository.byShipmentIds(ids, tx, true);
        if (!row || isCancelled(row)) throw refused('Invalid shipment id');
        if (!row.awb) throw refused('Please assign AWB before generating pickup');
        if (row.shipmentStatus > 3) throw refused('Pickup already completed for this shipment');
        const now = new Date();
        const pickupDates = Array.isArray(body.pickup_date) ? body.pickup_date.map(String) : [];
        const pickupAt =
          pickupDates[0] && /^\d{4}-\d{2}-\d{2}$/.test(pickupDates[0]) ? new Date(`${pickupDates[0]}T14:00:00+05:30`) : new Date(now.getTime() + 3 * 3600_000);
        const token = `Reference No: ${row.courierId}_SANDBOX ${row.shipmentId}_${istDateTime(now).slice(0, 10).replace(/-/g, '')}`;
        let updated = row;
        if (row.shipmentStatus !== 3) {
          updated = await repository.update(row.id, { pickupScheduledFor: pickupAt, pickupToken: token, statusCode: 4 }, tx);
          updated = await play(updated, ['pickup_scheduled'], 'once', tx);
        }
        return {
          pickup_status: 1,
          response: {
            pickup_scheduled_date: istDateTime(updated.pickupScheduledFor ?? pickupAt),
            pickup_token_number: updated.pickupToken ?? token,
            status: 3,
            others: JSON.stringify({
              tier_id: 5,
              etd_zone: updated.zone,
              actual_etd: updated.etd ? istDateTime(updated.etd) : '',
              routing_code: labelParcel(updated).routingCode,
            }),
            pickup_generated_date: { date: `${istDateTime(now)}.000000`, timezone_type: 3, timezone: 'Asia/Kolkata' },
            data: `Pickup is confirmed by ${updated.courierName} For AWB :- ${updated.awb}`,
          },
        };
      });
    },

    async generateManifest(body: Body) {
      const ids = shipmentIds(body.shipment_id);
      return db.transaction(async (tx) => {
        const rows = (await repository.byShipmentIds(ids ?? [], tx, true)).filter((row) => row.awb && row.pickupScheduledFor && !isCancelled(row));
        if (!rows.length) return { status: 1, manifest_url: '' };
        const already = rows.filter((row) => row.manifestId !== null).map((row) => row.shipmentId);
        if (already.length)
          throw new ShiprocketSandboxError(400, {
            message: 'Manifest already generated for some shipment_ids, Please try again after removin them',
            status_code: 400,
            already_manifested_shipment_ids: already,
          });
        // A manifest is numbered after its first shipment: unique, and no counter to keep.
        const manifestId = rows[0]!.shipmentId;
        for (const row of rows) await repository.update(row.id, { manifestId }, tx);
        return { status: 1, manifest_url: `${options.baseUrl()}/files/manifests/MANIFEST-${manifestId}.pdf` };
      });
    },

    async printManifest(body: Body) {
      if (!Array.isArray(body.order_ids)) throw new ShiprocketSandboxError(500, { message: 'Invalid argument supplied for foreach()', status_code: 500 });
      const rows = await repository.byOrderIds(body.order_ids.map((id) => Number(id)).filter(Number.isInteger));
      const manifestId = rows.find((row) => row.manifestId !== null)?.manifestId;
      return { manifest_url: manifestId ? `${options.baseUrl()}/files/manifests/MANIFEST-${manifestId}.pdf` : '' };
    },

    async generateLabel(body: Body) {
      const ids = shipmentIds(body.shipment_id);
      if (!ids) throw invalid({ shipment_id: ['The shipment id must be an array.'] });
      const rows = (await repository.byShipmentIds(ids)).filter((row) => row.awb && !isCancelled(row));
      if (!rows.length) return { label_created: 0, not_created: [], response: 'No valid shipment ids to print label' };
      const name =
        rows.length === 1 ? `shipping-label-${rows[0]!.shipmentId}-${rows[0]!.awb}.pdf` : `shipping-labels-${rows.map((row) => row.shipmentId).join('_')}.pdf`;
      return {
        label_created: 1,
        label_url: `${options.baseUrl()}/files/labels/${name}`,
        response: 'Label has been created and uploaded successfully!',
        not_created: ids.filter((id) => !rows.some((row) => row.shipmentId === id)),
      };
    },

    /** The PDF at a label_url: one page per shipment named in it; undefined for a name it never gave. */
    async labelFile(name: string): Promise<Buffer | undefined> {
      const single = /^shipping-label-(\d+)-(\d+)\.pdf$/.exec(name);
      const several = /^shipping-labels-(\d+(?:_\d+)*)\.pdf$/.exec(name);
      const ids = single ? [Number(single[1])] : several ? several[1]!.split('_').map(Number) : [];
      const rows = (await repository.byShipmentIds(ids)).filter((row) => row.awb && (!single || row.awb === single[2]));
      if (!rows.length) return undefined;
      return labelPdf(rows.map(labelParcel));
    },

    async manifestFile(name: string): Promise<Buffer | undefined> {
      const match = /^MANIFEST-(\d+)\.pdf$/.exec(name);
      const rows = match ? await repository.byManifest(Number(match[1])) : [];
      if (!rows.length) return undefined;
      return manifestPdf({
        manifestId: rows[0]!.manifestId!,
        courierName: [...new Set(rows.map((row) => row.courierName))].join(', '),
        pickupLocation: options.pickupLocation,
        date: istDateTime(rows[0]!.pickupScheduledFor ?? new Date()).slice(0, 10),
        parcels: rows.map((row) => ({
          awb: row.awb!,
          orderId: row.channelOrderId,
          shipmentId: row.shipmentId,
          paymentMethod: row.paymentMethod,
          collect: row.paymentMethod === 'COD' ? row.subTotal : 0,
          weightKg: row.weight,
          city: delivery(row.request as Body).city,
        })),
      });
    },

    async track(awb: string): Promise<TrackAwbResponse> {
      const row = await repository.byAwb(awb);
      if (!row || row.scans.length === 0)
        return {
          tracking_data: { track_status: 0, error: 'Aahh! There is no activities found in our DB. Please have some patience it will be updated soon.' },
        };
      const step = stepOf(row.shipmentStatus)!;
      const to = delivery(row.request as Body);
      return {
        tracking_data: {
          track_status: 1,
          shipment_status: row.shipmentStatus,
          shipment_track: [
            {
              id: row.shipmentId,
              awb_code: row.awb!,
              courier_company_id: row.courierId!,
              shipment_id: row.shipmentId,
              order_id: row.id,
              pickup_date: row.pickedUpAt ? istDateTime(row.pickedUpAt) : null,
              delivered_date: row.deliveredAt ? istDateTime(row.deliveredAt) : null,
              weight: row.weight.toFixed(2),
              packages: 1,
              current_status: stepShown(row, step).label.replace(/\w\S*/g, (word) => word[0] + word.slice(1).toLowerCase()),
              delivered_to: row.deliveredAt ? to.city : '',
              destination: to.city,
              consignee_name: '',
              origin: isReturn(row) ? text((row.request as Body).pickup_city) : pickup.city,
              courier_agent_details: null,
              courier_name: row.courierName!,
              edd: null,
              pod: row.deliveredAt ? 'Available' : 'Not Available',
              pod_status: '',
            },
          ],
          // Newest first, as tracking shows them (webhooks list them oldest first).
          shipment_track_activities: [...row.scans].reverse(),
          track_url: `${options.baseUrl()}/tracking/${row.awb}`,
          etd: row.etd ? istDateTime(row.etd) : '',
          qc_response: { qc_image: '', qc_failed_reason: '' },
        },
      };
    },

    /** Cancels orders before they are picked up: an empty 204, as documented; an unknown id fails as Shiprocket's PHP does. */
    async cancel(body: Body): Promise<void> {
      if (isBlank(body.ids) || (Array.isArray(body.ids) && body.ids.length === 0)) throw invalid({ ids: [required('ids')] }, 'Required field missing');
      if (!Array.isArray(body.ids)) throw new ShiprocketSandboxError(500, { message: 'Invalid argument supplied for foreach()', status_code: 500 });
      const ids = body.ids.map((id) => Number(id));
      await db.transaction(async (tx) => {
        const rows = await repository.byOrderIds(ids.filter(Number.isInteger), tx);
        if (rows.length !== ids.length) throw new ShiprocketSandboxError(500, { message: 'Trying to get property of non-object', status_code: 500 });
        // The test phones whose cancels fail: Laravel's bare 500, as when Shiprocket's back end fails.
        for (const row of rows) {
          if (isCancelled(row)) continue;
          const failed = cancelsFailed.get(row.id) ?? 0;
          if (row.scenario === 'cancel-fails' || (row.scenario === 'cancel-fails-a-while' && failed < SHIPROCKET_SANDBOX_CANCEL_FAILURES)) {
            cancelsFailed.set(row.id, failed + 1);
            throw new ShiprocketSandboxError(500, { message: 'Server Error', status_code: 500 });
          }
        }
        for (const row of rows)
          if (row.shipmentStatus > 3 && !isCancelled(row))
            throw refused(`Order ${row.id} cannot be cancelled: it has already been picked up. Ask for a return (RTO) instead.`);
        for (const row of rows)
          await repository.update(
            row.id,
            {
              ...(isReturn(row) ? { status: RETURN_STATUS.cancelled, statusCode: 27 } : { status: 'CANCELED', statusCode: 5 }),
              shipmentStatus: row.awb ? 8 : row.shipmentStatus,
            },
            tx,
          );
      });
    },

    async ndrAction(awb: string, body: Body) {
      const errors: Record<string, string[]> = {};
      if (isBlank(body.action)) errors.action = [required('action')];
      else if (!['re-attempt', 'return', 'fake-attempt'].includes(text(body.action))) errors.action = ['The selected action is invalid.'];
      if (isBlank(body.comments)) errors.comments = [required('comments')];
      if (Object.keys(errors).length) throw invalid(errors);
      await db.transaction(async (tx) => {
        const row = await repository.byAwb(awb, tx, true);
        if (!row) throw refused('Invalid AWB', 400);
        if (row.shipmentStatus !== STEPS.undelivered.shipment) throw refused(`No open NDR for AWB ${awb}`, 400);
        await repository.update(row.id, { ndrAction: text(body.action) }, tx);
        await timers.add(
          { kind: STEP, payload: { shipmentId: row.shipmentId, from: row.shipmentStatus }, delaySeconds: SHIPROCKET_SANDBOX_STEP_SECONDS.out_for_delivery },
          tx,
        );
      });
      return { status: 'Data Updated Sucessfully' };
    },

    /** POST /advance: moves a shipment to `status` at once, through each step between, and sends their webhooks. */
    async advance(request: { awb: string; status: (typeof ADVANCE_STATUSES)[number]; webhooks: WebhookDelivery }) {
      return db.transaction(async (tx) => {
        const row = await repository.byAwb(request.awb, tx, true);
        if (!row) throw refused('Invalid AWB', 404);
        if (isCancelled(row)) throw refused(`Shipment ${row.awb} was cancelled`);
        if (row.shipmentStatus === 1 || row.shipmentStatus === 0)
          throw refused(`Shipment ${row.awb} has no pickup scheduled yet: POST /courier/generate/pickup first`);
        const steps = pathTo(row, request.status);
        const after = await play(row, steps, request.webhooks, tx);
        return {
          awb: after.awb!,
          status: request.status,
          shipment_status_id: after.shipmentStatus,
          steps,
          webhooks: request.webhooks === 'twice' ? steps.length * 2 : steps.length,
        };
      });
    },

    couriers: SANDBOX_COURIERS,

    /** Runs the timers due now (a drain in tests, POST /advance's callers); the number run. */
    runDue: timers.runDue,
    /** Polls for due timers (the courier's moves, webhooks and their retries) until stop(). */
    start: () => timers.start(),
    stop: () => timers.stop(),
  };
}

export type ShiprocketSandbox = ReturnType<typeof createShiprocketSandbox>;
