import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { expect } from 'vitest';
import { createShiprocketClient, type CreateOrderRequest, type CreateReturnOrderRequest } from '../src/modules/courier';
import { SHIPROCKET_SANDBOX_EMAIL, SHIPROCKET_SANDBOX_PASSWORD, SHIPROCKET_SANDBOX_PATH, type PlaceOf } from '@store/shiprocket-sandbox';
import { createTestApp, type TestApp } from './test-app';

/** Shiprocket's documented bodies (test/shiprocket-docs). */
export const shiprocketDocs = <T = Record<string, unknown>>(name: string): T =>
  JSON.parse(readFileSync(new URL(`./shiprocket-docs/${name}`, import.meta.url), 'utf8')) as T;

export type Json = null | string | number | boolean | Json[] | { [key: string]: Json };
const kind = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/**
 * Every key the documented body has, ours has too, with the same JSON type wherever both are set
 * (null stands for "not applicable" on either side); nested objects and first array items likewise.
 */
export function expectDocumentedShape(ours: unknown, documented: Json, skip: string[] = [], path = '$'): void {
  if (skip.includes(path) || documented === null || ours === null) return;
  expect(kind(ours), path).toBe(kind(documented));
  if (Array.isArray(documented)) {
    if (documented.length && (ours as unknown[]).length) expectDocumentedShape((ours as unknown[])[0], documented[0]!, skip, `${path}[0]`);
    return;
  }
  if (typeof documented !== 'object') return;
  for (const key of Object.keys(documented)) {
    const at = `${path}.${key}`;
    if (skip.includes(at)) continue;
    expect(ours as object, `${at} is missing`).toHaveProperty([key]);
    expectDocumentedShape((ours as Record<string, unknown>)[key], documented[key]!, skip, at);
  }
}

/** A few PINs with their district and state, standing in for the PIN directory: one per zone from the shop (Pune 411005). */
export const PLACES: Record<string, { district: string; state: string }> = {
  '411005': { district: 'Pune', state: 'Maharashtra' },
  '411001': { district: 'Pune', state: 'Maharashtra' },
  '400001': { district: 'Mumbai', state: 'Maharashtra' },
  '560001': { district: 'Bengaluru Urban', state: 'Karnataka' },
  '302001': { district: 'Jaipur', state: 'Rajasthan' },
  '781001': { district: 'Kamrup Metropolitan', state: 'Assam' },
};
export const stubPlaceOf: PlaceOf = async (pincode) => PLACES[pincode];

/** A receiver of the sandbox's webhooks, recording each with its x-api-key header. */
export async function webhookReceiver() {
  const received: Array<{ headers: IncomingHttpHeaders; body: Record<string, Json> }> = [];
  /** Requests still to be answered 500 (a shop that is down). */
  let failing = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(raw) as Record<string, Json> });
      res.writeHead(failing-- > 0 ? 500 : 200).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    received,
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}/api/shipping/webhook`,
    failNext: (requests: number) => void (failing = requests),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A listening app with the shipping sandbox on, its webhooks going to `webhookUrl`, its worker idle until drained. */
export async function shippingSandboxApp(webhookUrl: string, env: Record<string, string> = {}): Promise<TestApp & { base: string }> {
  const t = await createTestApp({
    env: { SHIPPING_SANDBOX: 'true', SHIPPING_SANDBOX_WEBHOOK_URL: webhookUrl, JOB_RETRY_BASE_SECONDS: '0', JOB_POLL_MS: '60000', ...env },
    seed: false,
    placeOf: stubPlaceOf,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  return Object.assign(t, { base: `http://127.0.0.1:${port}${SHIPROCKET_SANDBOX_PATH}` });
}

export const sandboxClient = (base: string, timeoutMs = 5000) =>
  createShiprocketClient({ apiUrl: () => `${base}/v1/external`, email: SHIPROCKET_SANDBOX_EMAIL, password: SHIPROCKET_SANDBOX_PASSWORD, timeoutMs });

let orderNumber = 0;
/** An adhoc order as the shop will send it (Shiprocket's documented fields), to `pincode` with `phone`. */
export function adhocOrder(overrides: Partial<CreateOrderRequest> = {}): CreateOrderRequest {
  orderNumber++;
  return {
    order_id: `TS-${Date.now().toString(36)}-${orderNumber}`,
    order_date: '2026-11-26 11:11',
    pickup_location: 'Primary',
    billing_customer_name: 'Asha',
    billing_last_name: 'Verma',
    billing_address: '12 MG Road',
    billing_city: 'Bengaluru',
    billing_pincode: '560001',
    billing_state: 'Karnataka',
    billing_country: 'India',
    billing_email: 'asha@example.in',
    billing_phone: '9876543210',
    shipping_is_billing: true,
    order_items: [{ name: 'Lenovo IdeaPad Slim 3', sku: 'LEN-IP3', units: 1, selling_price: 54999, hsn: 8471 }],
    payment_method: 'Prepaid',
    sub_total: 54999,
    length: 40,
    breadth: 30,
    height: 8,
    weight: 2.2,
    // Worth more than ₹50,000: it moves with its e-way bill (CGST Rule 138), which the courier asks for.
    ewaybill_no: '331009876543',
    ...overrides,
  };
}

/** A return order (reverse pickup) as the shop sends it: from the customer in Bengaluru back to the shop in Pune. */
export function returnOrder(overrides: Partial<CreateReturnOrderRequest> = {}): CreateReturnOrderRequest {
  orderNumber++;
  return {
    order_id: `RET-${Date.now().toString(36)}-${orderNumber}`,
    order_date: '2026-12-02',
    pickup_customer_name: 'Asha',
    pickup_last_name: 'Verma',
    pickup_address: '12 MG Road',
    pickup_city: 'Bengaluru',
    pickup_state: 'Karnataka',
    pickup_country: 'India',
    pickup_pincode: '560001',
    pickup_email: 'asha@example.in',
    pickup_phone: '9876543210',
    shipping_customer_name: 'TechStore',
    shipping_address: 'Shop 12, Sai Plaza, Jangali Maharaj Road, Shivajinagar',
    shipping_city: 'Pune',
    shipping_state: 'Maharashtra',
    shipping_country: 'India',
    shipping_pincode: '411005',
    shipping_email: 'sales@techstore.in',
    shipping_phone: '2048527100',
    order_items: [{ name: 'Lenovo IdeaPad Slim 3', sku: 'LEN-IP3', units: 1, selling_price: 54999 }],
    payment_method: 'PREPAID',
    sub_total: 54999,
    length: 45,
    breadth: 35,
    height: 12,
    weight: 2.5,
    ...overrides,
  };
}
