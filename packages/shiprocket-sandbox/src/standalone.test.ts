import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placesFromFile } from './places';
import {
  SHIPROCKET_SANDBOX_EMAIL,
  SHIPROCKET_SANDBOX_PASSWORD,
  SHIPROCKET_SANDBOX_PREPAID_ONLY_PINCODES,
  SHIPROCKET_SANDBOX_UNSERVED_PINCODES,
} from './account';
import type { ShiprocketSandbox } from './sandbox.service';
import { buildSandboxServer } from './standalone';

/**
 * The standalone sandbox, as `npm run sandbox:shiprocket` runs it: its own in-memory database, the
 * committed PIN directory read by itself, its API at /v1/external from the root, and its webhooks
 * posted over HTTP to a receiver standing in for the shop, run by its own timers.
 */

// The directory the shop commits (a data file, not an import of the shop's code).
const PINCODES_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../apps/api/src/modules/delivery/data/pincodes.tsv.gz');
const WEBHOOK_TOKEN = 'standalone-webhook-token';

let server: FastifyInstance;
let sandbox: ShiprocketSandbox;
let base: string;
let receiver: Server;
const received: Array<{ headers: IncomingHttpHeaders; body: Record<string, unknown> }> = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(raw) as Record<string, unknown> });
      res.writeHead(200).end();
    });
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  const webhookUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/api/shipping/webhook`;
  ({ app: server, sandbox } = await buildSandboxServer({
    placeOf: placesFromFile(PINCODES_FILE),
    email: SHIPROCKET_SANDBOX_EMAIL,
    password: SHIPROCKET_SANDBOX_PASSWORD,
    tokenSecret: 'standalone-token-secret-0123456789',
    pickupLocation: 'Primary',
    pickup: {
      name: 'Sandbox Seller',
      line1: '1 FC Road',
      line2: 'Shivajinagar',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      pincode: '411005',
      phone: '2000000000',
      email: 'seller@example.in',
    },
    webhookToken: WEBHOOK_TOKEN,
    webhookUrl: () => webhookUrl,
    baseUrl: () => base,
    // Not polled: the test runs what is due itself.
    pollMs: 60_000,
    retryBaseSeconds: 0,
    logLevel: 'silent',
  }));
  await server.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

async function call<T = Record<string, unknown>>(method: 'GET' | 'POST', url: string, body?: unknown, token?: string): Promise<[number, T]> {
  const response = await fetch(`${base}/v1/external${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return [response.status, (text ? JSON.parse(text) : null) as T];
}

const login = async () =>
  (await call<{ token: string }>('POST', '/auth/login', { email: SHIPROCKET_SANDBOX_EMAIL, password: SHIPROCKET_SANDBOX_PASSWORD }))[1].token;

/** An adhoc order of one laptop to Bengaluru, paid online, unless `overrides` say otherwise. */
const adhocOrder = (overrides: Record<string, unknown>) => ({
  order_date: '2026-12-04 11:00',
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
  order_items: [{ name: 'Laptop', sku: 'LAP-1', units: 1, selling_price: 54999 }],
  payment_method: 'Prepaid',
  sub_total: 54999,
  length: 40,
  breadth: 30,
  height: 8,
  weight: 2.2,
  // Worth more than ₹50,000: it moves with its e-way bill (CGST Rule 138), which the courier asks for.
  ewaybill_no: '331009876543',
  ...overrides,
});

describe('the Shiprocket sandbox as a process of its own', () => {
  it('logs in, quotes from its own PIN directory, books a parcel and tells its journey by webhooks with x-api-key', async () => {
    const token = await login();
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect((await call('GET', '/courier/serviceability/?pickup_postcode=411005&delivery_postcode=560001&weight=2&cod=0'))[0]).toBe(401);

    // Bengaluru Urban is in the directory file (metro to metro from Pune); a PIN not in it is not served.
    const [status, quote] = await call<{ status: number; data: { available_courier_companies: Array<{ zone: string }> } }>(
      'GET',
      '/courier/serviceability/?pickup_postcode=411005&delivery_postcode=560001&weight=2&cod=0',
      undefined,
      token,
    );
    expect(status).toBe(200);
    expect(quote.data.available_courier_companies.map((courier) => courier.zone)).toContain('z_c');
    expect(
      (await call<{ status: number }>('GET', '/courier/serviceability/?pickup_postcode=411005&delivery_postcode=000000&weight=2&cod=0', undefined, token))[1]
        .status,
    ).toBe(404);

    const [, order] = await call<{ shipment_id: number }>('POST', '/orders/create/adhoc', adhocOrder({ order_id: 'STANDALONE-1' }), token);
    const [, assigned] = await call<{ awb_assign_status: number; response: { data: { awb_code: string; shipped_by: { shipper_city: string } } } }>(
      'POST',
      '/courier/assign/awb',
      { shipment_id: order.shipment_id },
      token,
    );
    expect(assigned.awb_assign_status).toBe(1);
    // The account's own pickup address, not anything of a shop's.
    expect(assigned.response.data.shipped_by.shipper_city).toBe('Pune');
    const awb = assigned.response.data.awb_code;
    expect((await call('POST', '/courier/generate/pickup', { shipment_id: [order.shipment_id] }, token))[0]).toBe(200);

    // The pickup's webhook and the courier's first move wait on the sandbox's own timers.
    received.length = 0;
    await sandbox.runDue();
    expect(received.map((hook) => [hook.headers['x-api-key'], hook.body.awb, hook.body.current_status])).toEqual([[WEBHOOK_TOKEN, awb, 'PICKUP SCHEDULED']]);

    const advance = await fetch(`${base}/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ awb, status: 'delivered', webhooks: 'once' }),
    });
    expect(advance.status).toBe(200);
    await sandbox.runDue();
    expect(received.slice(1).map((hook) => hook.body.current_status)).toEqual(['PICKED UP', 'IN TRANSIT', 'OUT FOR DELIVERY', 'DELIVERED']);
    const [, tracked] = await call<{ tracking_data: { shipment_status: number } }>('GET', `/courier/track/awb/${awb}`, undefined, token);
    expect(tracked.tracking_data.shipment_status).toBe(7);
  });

  describe('its test PINs, real ones of India Post’s directory', () => {
    type Serviceability = { status: number; message?: string; data?: { available_courier_companies: Array<{ cod: number; cod_charges: number }> } };
    const serviceability = async (pincode: string, token: string) =>
      (
        await call<Serviceability>(
          'GET',
          `/courier/serviceability/?pickup_postcode=411005&delivery_postcode=${pincode}&weight=2.2&cod=1&declared_value=54999`,
          undefined,
          token,
        )
      )[1];
    /** An adhoc order to `pincode` and its AWB assignment's answer. */
    async function book(pincode: string, paymentMethod: 'COD' | 'Prepaid', token: string) {
      const [, order] = await call<{ shipment_id: number }>(
        'POST',
        '/orders/create/adhoc',
        adhocOrder({ order_id: `TEST-PIN-${pincode}-${paymentMethod}`, billing_pincode: pincode, payment_method: paymentMethod }),
        token,
      );
      return (
        await call<{ awb_assign_status: number; response: { data: { awb_assign_error?: string } } }>(
          'POST',
          '/courier/assign/awb',
          { shipment_id: order.shipment_id },
          token,
        )
      )[1];
    }

    it.each(SHIPROCKET_SANDBOX_PREPAID_ONLY_PINCODES)('%s: every courier delivers prepaid only (cod 0), and a COD parcel gets no AWB', async (pincode) => {
      const token = await login();
      const answer = await serviceability(pincode, token);
      expect(answer.status).toBe(200);
      expect(answer.data!.available_courier_companies.length).toBeGreaterThan(0);
      expect(answer.data!.available_courier_companies.map((courier) => [courier.cod, courier.cod_charges])).toEqual(
        answer.data!.available_courier_companies.map(() => [0, 0]),
      );
      expect(await book(pincode, 'COD', token)).toEqual({
        awb_assign_status: 0,
        response: { data: { awb_assign_error: `COD is not available for delivery postcode ${pincode}` } },
      });
      expect((await book(pincode, 'Prepaid', token)).awb_assign_status).toBe(1);
    });

    it.each(SHIPROCKET_SANDBOX_UNSERVED_PINCODES)('%s: no courier serves it, and no parcel gets an AWB', async (pincode) => {
      const token = await login();
      expect(await serviceability(pincode, token)).toEqual({ status: 404, message: `Delivery postcode ${pincode} is not serviceable` });
      expect((await book(pincode, 'Prepaid', token)).response.data.awb_assign_error).toBe(`Delivery postcode ${pincode} is not serviceable`);
    });

    it('serves any other PIN with cash on delivery', async () => {
      const token = await login();
      const answer = await serviceability('560001', token);
      expect(answer.data!.available_courier_companies.every((courier) => courier.cod === 1 && courier.cod_charges > 0)).toBe(true);
    });
  });
});
