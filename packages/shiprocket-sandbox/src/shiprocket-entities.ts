/**
 * The shapes of Shiprocket's answers that the sandbox gives (API v1 external, as its documentation
 * and test/shiprocket-docs in the shop show them). The sandbox's own copy: it imitates Shiprocket's
 * public API and knows nothing of the shop's client, which declares the same shapes for itself.
 */

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
