/**
 * Our own small client for the part of Shiprocket's API ("v1 external") the shop uses: login, rates,
 * orders, return orders (reverse pickups), AWBs, pickups, manifests, labels, tracking, cancelling and NDR actions. Typed from the bodies
 * in test/shiprocket-docs (copied from Shiprocket's documentation), with a timeout on every call.
 *
 * Failures come in two kinds, so callers (the job queue) know what to retry:
 * - ShippingUnavailableError: no answer, a timeout, a 5xx, a 429 or a garbled body. Try again later.
 * - ShiprocketError: Shiprocket refused (any other 4xx, or one of its "errors inside HTTP 200": a
 *   serviceability `status: 404`, `awb_assign_status: 0`, `label_created: 0`, an empty manifest_url).
 *   Trying again will not help; its message says what Shiprocket said, field by field.
 * The client itself never retries, except once after a 401 with a fresh token.
 */

/** Shiprocket's token lives 240 hours (its support article and the API docs agree); no expiry comes with it. */
export const SHIPROCKET_TOKEN_HOURS = 240;
/** A token is renewed this long before its 240 hours are up, so a call never goes out on one about to lapse. */
export const SHIPROCKET_TOKEN_RENEW_HOURS = 12;

export type ShiprocketLoginResponse = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  company_id: number;
  created_at: string;
  token: string;
};

export type ServiceabilityQuery = {
  pickup_postcode: string | number;
  delivery_postcode: string | number;
  /** Shiprocket's order id; without it `cod` and `weight` are required. */
  order_id?: number;
  cod?: 0 | 1;
  /** Kilograms. */
  weight?: number | string;
  length?: number;
  breadth?: number;
  height?: number;
  /** Rupees. */
  declared_value?: number;
  mode?: 'Surface' | 'Air';
  is_return?: 0 | 1;
};

/** One courier as serviceability lists it (the fields the shop reads, typed as Shiprocket sends them). */
export type CourierOption = {
  courier_company_id: number;
  courier_name: string;
  /** Rupees: what Shiprocket charges for this parcel with this courier (freight and COD charge). */
  rate: number;
  freight_charge: number;
  cod_charges: number;
  rto_charges: number;
  /** 1 when the courier takes cash on delivery here. */
  cod: 0 | 1;
  /** Days, as a string ("4"). */
  estimated_delivery_days: string;
  /** "Jul 01, 2024". */
  etd: string;
  etd_hours: number;
  charge_weight: number;
  min_weight: number;
  is_surface: boolean;
  rating: number;
  cutoff_time: string;
  /** Shiprocket's zone code ("z_a" … "z_e"). */
  zone: string;
  postcode: string;
  city: string;
  state: string;
  [other: string]: unknown;
};

export type ServiceabilityResponse = {
  status: number;
  currency: string;
  data: {
    available_courier_companies: CourierOption[];
    recommended_courier_company_id: number;
    shiprocket_recommended_courier_id: number;
    blocked_courier_companies: Array<{ block_reason: string; courier_company_id: number; courier_name: string; postcode: string }>;
    [other: string]: unknown;
  };
  [other: string]: unknown;
};

export type OrderItem = {
  name: string;
  sku: string;
  units: number;
  /** Rupees per unit, with GST. */
  selling_price: number | string;
  discount?: number | string;
  /** Percent. */
  tax?: number | string;
  hsn?: number | string;
};

export type CreateOrderRequest = {
  /** Ours (at most 50 characters); Shiprocket's own order id comes back as `order_id`. */
  order_id: string;
  /** "yyyy-mm-dd" or "yyyy-mm-dd hh:mm". */
  order_date: string;
  pickup_location: string;
  channel_id?: string | number;
  comment?: string;
  billing_customer_name: string;
  billing_last_name?: string;
  billing_address: string;
  billing_address_2?: string;
  billing_city: string;
  billing_pincode: string | number;
  billing_state: string;
  billing_country: string;
  billing_email: string;
  billing_phone: string | number;
  shipping_is_billing: boolean | 0 | 1;
  shipping_customer_name?: string;
  shipping_last_name?: string;
  shipping_address?: string;
  shipping_address_2?: string;
  shipping_city?: string;
  shipping_pincode?: string | number;
  shipping_country?: string;
  shipping_state?: string;
  shipping_email?: string;
  shipping_phone?: string | number;
  order_items: OrderItem[];
  payment_method: 'COD' | 'Prepaid';
  shipping_charges?: number;
  giftwrap_charges?: number;
  transaction_charges?: number;
  total_discount?: number;
  /** Rupees; Shiprocket does not add it up itself. */
  sub_total: number;
  /** Centimetres. */
  length: number;
  breadth: number;
  height: number;
  /** Kilograms. */
  weight: number;
  customer_gstin?: string;
  invoice_number?: string;
  /** The e-way bill's 12 digits: required for a consignment worth more than ₹50,000 (CGST Rule 138). */
  ewaybill_no?: string;
};

export type CreateOrderResponse = {
  /** Shiprocket's order id (every other call uses it, not ours). */
  order_id: number;
  shipment_id: number;
  status: string;
  status_code: number;
  onboarding_completed_now: number;
  awb_code: string | null;
  courier_company_id: number | null;
  courier_name: string | null;
};

/** One returned item; `qc_enable` asks the pickup agent to check it (one SKU per order at most). */
export type ReturnOrderItem = {
  name: string;
  sku: string;
  units: number;
  /** Rupees per unit, with GST. */
  selling_price: number | string;
  discount?: number | string;
  hsn?: number | string;
  return_reason?: string;
  qc_enable?: boolean;
};

/** A reverse pickup: `pickup_*` is the customer the parcel is collected from, `shipping_*` the shop it goes back to. */
export type CreateReturnOrderRequest = {
  /** Ours (at most 50 characters); Shiprocket's own order id comes back as `order_id`. */
  order_id: string;
  /** "yyyy-mm-dd" or "yyyy-mm-dd hh:mm". */
  order_date: string;
  channel_id?: string | number;
  pickup_customer_name: string;
  pickup_last_name?: string;
  pickup_address: string;
  pickup_address_2?: string;
  pickup_city: string;
  pickup_state: string;
  pickup_country: string;
  pickup_pincode: string | number;
  pickup_email: string;
  pickup_phone: string | number;
  shipping_customer_name: string;
  shipping_last_name?: string;
  shipping_address: string;
  shipping_address_2?: string;
  shipping_city: string;
  shipping_country: string;
  shipping_pincode: string | number;
  shipping_state: string;
  shipping_email?: string;
  shipping_phone: string | number;
  order_items: ReturnOrderItem[];
  /** "This should always be prepaid" (Shiprocket's docs; their example sends "PREPAID"). */
  payment_method: 'PREPAID';
  total_discount?: number | string;
  /** Rupees. */
  sub_total: number;
  /** Centimetres. */
  length: number;
  breadth: number;
  height: number;
  /** Kilograms. */
  weight: number;
};

export type CreateReturnOrderResponse = {
  /** Shiprocket's order id. */
  order_id: number;
  shipment_id: number;
  /** "RETURN PENDING", 21 in the order status table. */
  status: string;
  status_code: number;
  company_name?: string;
  [other: string]: unknown;
};

/** `is_return: 1` for a return order's shipment (Shiprocket's "Generate AWB for Return Shipment"). */
export type AssignAwbRequest = { shipment_id: number; courier_id?: number; status?: 'reassign'; is_return?: 0 | 1 };

export type AssignedAwb = {
  courier_company_id: number;
  awb_code: string;
  cod: number;
  order_id: number;
  shipment_id: number;
  awb_code_status: number;
  assigned_date_time: { date: string; timezone_type: number; timezone: string };
  applied_weight: number;
  company_id: number;
  courier_name: string;
  child_courier_name: string | null;
  pickup_scheduled_date: string | null;
  routing_code: string;
  rto_routing_code: string;
  invoice_no: string;
  transporter_id: string;
  transporter_name: string;
  shipped_by: Record<string, string | number>;
};

export type AssignAwbResponse = { awb_assign_status: 1; response: { data: AssignedAwb } };

export type GeneratePickupRequest = { shipment_id: number[]; pickup_date?: string[]; status?: 'retry' };

export type GeneratePickupResponse = {
  pickup_status: number;
  response: {
    /** "YYYY-MM-DD HH:MM:SS". */
    pickup_scheduled_date: string;
    pickup_token_number: string;
    /** 3: "Pickup Scheduled/Generated" in the shipment status table. */
    status: number;
    /** JSON inside a string, as Shiprocket sends it. */
    others: string;
    pickup_generated_date: { date: string; timezone_type: number; timezone: string };
    data: string;
  };
};

export type ManifestResponse = { status: number; manifest_url: string };
export type PrintManifestResponse = { manifest_url: string };
export type LabelResponse = { label_created: 1; label_url: string; response: string; not_created: unknown[] };

/** One scan; `sr-status` is Shiprocket's shipment status id as a string, or "NA" for scans it does not map. */
export type TrackingActivity = {
  date: string;
  status: string;
  activity: string;
  location: string;
  'sr-status': string;
  'sr-status-label': string;
};

export type TrackingData =
  | {
      track_status: 1;
      /** The shipment status id (shipment table: 7 Delivered, 18 In Transit, 21 Undelivered …). */
      shipment_status: number;
      shipment_track: Array<{
        id: number;
        awb_code: string;
        courier_company_id: number;
        shipment_id: number;
        order_id: number;
        pickup_date: string | null;
        delivered_date: string | null;
        weight: string;
        packages: number;
        current_status: string;
        delivered_to: string;
        destination: string;
        consignee_name: string;
        origin: string;
        courier_agent_details: unknown;
        courier_name: string;
        edd: string | null;
        pod: string;
        pod_status: string;
      }>;
      /** Newest first. */
      shipment_track_activities: TrackingActivity[];
      track_url: string;
      etd: string;
      qc_response: { qc_image: string; qc_failed_reason: string };
    }
  /** Not a refusal: an AWB that has no scans yet (or is unknown) answers this, with HTTP 200. */
  | { track_status: 0; error: string };

export type TrackAwbResponse = { tracking_data: TrackingData };

/** Shiprocket documents an empty 204; older clients and its 2018 Swagger read `{ status, message }`. Either is success. */
export type CancelOrdersResponse = { status?: number | boolean; message?: string } | null;

export type NdrAction = 're-attempt' | 'return' | 'fake-attempt';
export type NdrActionRequest = {
  action: NdrAction;
  comments: string;
  phone?: string;
  address1?: string;
  address2?: string;
  /** "YYYY-MM-DD" (re-attempt and fake-attempt). */
  deferred_date?: string;
};
/** Documented as 202 `{ status: "Data Updated Sucessfully" }`; its recorded headers say the body was empty. */
export type NdrActionResponse = { status?: string } | null;

/** The body Shiprocket refuses with (Laravel/Dingo style): `message` is sometimes itself the field errors. */
type RefusalBody = {
  message?: string | Record<string, string[] | string>;
  errors?: Record<string, string[] | string>;
  status_code?: number;
  status?: number;
};

/** Shiprocket refused the request; trying it again as it is will not help. */
export class ShiprocketError extends Error {
  constructor(
    /** The HTTP status, or Shiprocket's own code when the refusal came inside an HTTP 200 (serviceability's 404). */
    readonly statusCode: number,
    /** What Shiprocket said, as it said it. */
    readonly shiprocketMessage: string,
    /** Field → Shiprocket's complaints about it. */
    readonly fieldErrors: Record<string, string[]>,
    /** Which call: "POST /orders/create/adhoc". */
    readonly call: string,
    /** The body as received, for logs. */
    readonly body: unknown,
  ) {
    const fields = Object.entries(fieldErrors).map(([field, problems]) => `${field}: ${problems.join(' ')}`);
    super(`Shiprocket refused ${call} (${statusCode}): ${[shiprocketMessage, ...fields].filter(Boolean).join('; ')}`);
  }
}

/** Shiprocket could not be reached, did not answer in time, failed on its side or asked us to slow down: try later. */
export class ShippingUnavailableError extends Error {}

export interface ShiprocketClientOptions {
  /** Up to /v1/external: https://apiv2.shiprocket.in/v1/external, or the sandbox's; read on every call (the sandbox's port is known once listening). */
  apiUrl: () => string;
  email: string;
  password: string;
  timeoutMs: number;
  /** The clock, for the token's age (tests move it on). */
  now?: () => number;
}

const HOUR_MS = 3_600_000;
const FOUND_NOTHING = Symbol('empty body');

function fieldErrorsOf(errors: RefusalBody['errors'] | RefusalBody['message']): Record<string, string[]> {
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(Object.entries(errors).map(([field, problems]) => [field, Array.isArray(problems) ? problems.map(String) : [String(problems)]]));
}

export function createShiprocketClient({ apiUrl, email, password, timeoutMs, now = Date.now }: ShiprocketClientOptions) {
  let session: { token: string; renewAt: number } | undefined;
  /** One login at a time: calls that find no token wait for the same one. */
  let loggingIn: Promise<string> | undefined;

  async function send(method: 'GET' | 'POST', path: string, body: unknown, token: string | undefined): Promise<{ response: Response; payload: unknown }> {
    const call = `${method} ${path.split('?')[0]}`;
    let response: Response;
    try {
      response = await fetch(`${apiUrl()}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : String((error as Error).cause ?? error);
      throw new ShippingUnavailableError(`Shiprocket unreachable: ${call}: ${reason}`);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new ShippingUnavailableError(`Shiprocket's answer broke off: ${call}: ${String(error)}`);
    }
    let payload: unknown = FOUND_NOTHING;
    if (text.trim() !== '') {
      try {
        payload = JSON.parse(text);
      } catch {
        payload = undefined;
      }
    }
    // A 5xx (Shiprocket's documented "server errors", nginx's HTML 502 page among them) and a 429 (its
    // rate limit) say nothing about the request itself: the job tries again later.
    if (response.status >= 500 || response.status === 429)
      throw new ShippingUnavailableError(
        `Shiprocket answered ${response.status}: ${call}${typeof payload === 'object' && payload ? `: ${JSON.stringify(payload)}` : ''}`,
      );
    if (payload === undefined) throw new ShippingUnavailableError(`Shiprocket answered ${response.status} with a body that is not JSON: ${call}`);
    if (!response.ok) {
      const refusal = (payload === FOUND_NOTHING ? {} : payload) as RefusalBody;
      const message = typeof refusal.message === 'string' ? refusal.message : typeof refusal.message === 'object' ? '' : `HTTP ${response.status}`;
      const fields = { ...fieldErrorsOf(typeof refusal.message === 'object' ? refusal.message : undefined), ...fieldErrorsOf(refusal.errors) };
      throw new ShiprocketError(response.status, message, fields, call, refusal);
    }
    return { response, payload: payload === FOUND_NOTHING ? null : payload };
  }

  async function login(): Promise<ShiprocketLoginResponse> {
    const { payload } = await send('POST', '/auth/login', { email, password }, undefined);
    const answer = payload as Partial<ShiprocketLoginResponse> | null;
    // An API user with MFA gets { is_mfa_enabled, user_id } and no token; the shop's API user must not have MFA.
    if (!answer || typeof answer.token !== 'string')
      throw new ShiprocketError(200, 'login answered without a token (is MFA on for the API user?)', {}, 'POST /auth/login', payload);
    session = { token: answer.token, renewAt: now() + (SHIPROCKET_TOKEN_HOURS - SHIPROCKET_TOKEN_RENEW_HOURS) * HOUR_MS };
    return answer as ShiprocketLoginResponse;
  }

  async function token(): Promise<string> {
    if (session && now() < session.renewAt) return session.token;
    loggingIn ??= login()
      .then((answer) => answer.token)
      .finally(() => (loggingIn = undefined));
    return loggingIn;
  }

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const used = await token();
    try {
      return (await send(method, path, body, used)).payload as T;
    } catch (error) {
      // A token Shiprocket no longer takes (revoked, the user's password changed, clocks apart): log in
      // again once and repeat the call; a second 401 is the answer.
      if (!(error instanceof ShiprocketError) || error.statusCode !== 401) throw error;
      if (session?.token === used) session = undefined;
      return (await send(method, path, body, await token())).payload as T;
    }
  }

  const refusedInside = (call: string, message: string, body: unknown, statusCode = 200) => new ShiprocketError(statusCode, message, {}, call, body);

  return {
    /** Logs in now (calls log in by themselves when they need to); the token is kept in memory only. */
    login,

    /** Couriers that take this parcel between two PINs, with their rates and days. */
    async serviceability(query: ServiceabilityQuery): Promise<ServiceabilityResponse> {
      const search = new URLSearchParams(
        Object.entries(query).flatMap(([key, value]): Array<[string, string]> => (value === undefined ? [] : [[key, String(value)]])),
      );
      const answer = await call<ServiceabilityResponse & { message?: string }>('GET', `/courier/serviceability/?${search}`);
      // An unknown order id (and, in the sandbox, a PIN no courier serves) answers HTTP 200 with its own status.
      if (answer?.status !== 200 || !answer.data)
        throw refusedInside('GET /courier/serviceability/', answer?.message ?? 'no courier', answer, answer?.status ?? 200);
      return answer;
    },

    /** Sending the same `order_id` again updates that order ("Create Or Update Order"), so a retried call makes no second one. */
    async createOrder(order: CreateOrderRequest): Promise<CreateOrderResponse> {
      if (order.order_id.length > 50) throw new Error('Shiprocket order ids are at most 50 characters');
      return call('POST', '/orders/create/adhoc', order);
    },

    /**
     * A reverse pickup (POST /orders/create/return). Shiprocket's docs answer a reused order_id with 422
     * "The order id has already been taken." (the sandbox updates a return that has no AWB yet, as it does adhoc orders).
     */
    async createReturnOrder(order: CreateReturnOrderRequest): Promise<CreateReturnOrderResponse> {
      if (order.order_id.length > 50) throw new Error('Shiprocket order ids are at most 50 characters');
      return call('POST', '/orders/create/return', order);
    },

    /** Assigns a courier's AWB; anything but `awb_assign_status: 1` with an AWB (e.g. a wallet too low to pay for it) is a refusal. */
    async assignAwb(request: AssignAwbRequest): Promise<AssignAwbResponse> {
      const answer = await call<{ awb_assign_status?: number; message?: string; response?: { data?: Partial<AssignedAwb> & { awb_assign_error?: string } } }>(
        'POST',
        '/courier/assign/awb',
        request,
      );
      if (answer?.awb_assign_status !== 1 || !answer.response?.data?.awb_code)
        throw refusedInside('POST /courier/assign/awb', answer?.response?.data?.awb_assign_error ?? answer?.message ?? 'no AWB was assigned', answer);
      return answer as AssignAwbResponse;
    },

    async generatePickup(request: GeneratePickupRequest): Promise<GeneratePickupResponse> {
      const answer = await call<GeneratePickupResponse>('POST', '/courier/generate/pickup', request);
      if (answer?.pickup_status !== 1) throw refusedInside('POST /courier/generate/pickup', 'no pickup was scheduled', answer);
      return answer;
    },

    async generateManifest(request: { shipment_id: number[] }): Promise<ManifestResponse> {
      const answer = await call<ManifestResponse>('POST', '/manifests/generate', request);
      // Bad ids answer { status: 1, manifest_url: "" }: success-looking, but no manifest.
      if (!answer?.manifest_url) throw refusedInside('POST /manifests/generate', 'no manifest was made for these shipments', answer);
      return answer;
    },

    async printManifest(request: { order_ids: number[] }): Promise<PrintManifestResponse> {
      const answer = await call<PrintManifestResponse>('POST', '/manifests/print', request);
      if (!answer?.manifest_url) throw refusedInside('POST /manifests/print', 'these orders have no manifest', answer);
      return answer;
    },

    async generateLabel(request: { shipment_id: number[] }): Promise<LabelResponse> {
      const answer = await call<{ label_created?: number; label_url?: string; response?: string }>('POST', '/courier/generate/label', request);
      if (answer?.label_created !== 1 || !answer.label_url)
        throw refusedInside('POST /courier/generate/label', answer?.response ?? 'no label was made', answer);
      return answer as LabelResponse;
    },

    /** A shipment's scans; `track_status: 0` (no scans yet) is an answer, not an error. */
    trackAwb: (awb: string): Promise<TrackAwbResponse> => call('GET', `/courier/track/awb/${encodeURIComponent(awb)}`),

    /** Cancels orders by Shiprocket's order ids; success is an empty 204 (null here) or a message. */
    cancelOrders: (request: { ids: number[] }): Promise<CancelOrdersResponse> => call('POST', '/orders/cancel', request),

    /** What to do with an undelivered shipment: try again, return it, or report a fake attempt. */
    ndrAction: (awb: string, request: NdrActionRequest): Promise<NdrActionResponse> => call('POST', `/ndr/${encodeURIComponent(awb)}/action`, request),
  };
}

export type ShiprocketClient = ReturnType<typeof createShiprocketClient>;
