import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPROCKET_SANDBOX_PATH } from '@store/shiprocket-sandbox';
import { sandboxClient } from '../../../test/shiprocket';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { COVERAGE_TTL_MS, courierCoverage } from './coverage';
import type { ShiprocketClient } from './shiprocket-client';

/**
 * Which PINs couriers reach, as the Shiprocket sandbox's serviceability answers over HTTP (its documented
 * test PINs), and how long an answer is kept: the clock is the test's, so six hours pass at once.
 */

let t: TestApp;
let client: ShiprocketClient;
beforeAll(async () => {
  // The sandbox reads the real PIN directory here, so its test PINs are India Post's.
  t = await createTestApp({ env: { SHIPPING_SANDBOX: 'true', JOB_POLL_MS: '60000' }, seed: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  client = sandboxClient(`http://127.0.0.1:${(t.app.server.address() as { port: number }).port}${SHIPROCKET_SANDBOX_PATH}`);
});
afterAll(() => t.close());

/** The coverage on the sandbox, with a clock the test moves and a count of the serviceability calls it makes. */
function coverage() {
  const clock = { now: Date.parse('2026-12-01T06:00:00Z') };
  const asked: string[] = [];
  const counting: Pick<ShiprocketClient, 'serviceability'> = {
    serviceability: (query) => {
      asked.push(String(query.delivery_postcode));
      return client.serviceability(query);
    },
  };
  return { reach: courierCoverage(counting, '411005', t.app.log, () => clock.now), clock, asked };
}

const outage = (mode: '5xx' | 'off', calls: number) => t.app.inject({ method: 'POST', url: `${SHIPROCKET_SANDBOX_PATH}/outage`, payload: { mode, calls } });

describe('courier coverage', () => {
  it('says where couriers deliver, with cash or not, in their fewest and most days', async () => {
    const { reach } = coverage();
    // Pune to Bengaluru: three couriers, 2 to 4 days; to Guwahati, two (6 and 9 days).
    expect(await reach('560001')).toEqual({ serviceable: true, cod: true, days: { fewest: 2, most: 4 } });
    expect(await reach('781001')).toEqual({ serviceable: true, cod: true, days: { fewest: 6, most: 9 } });
    // The sandbox's prepaid-only PIN (Lakshadweep) and unserved one (Leh).
    expect(await reach('682555')).toEqual({ serviceable: true, cod: false, days: { fewest: 6, most: 9 } });
    expect(await reach('194401')).toEqual({ serviceable: false, cod: false });
  });

  it('keeps an answer six hours per PIN, then asks again', async () => {
    const { reach, clock, asked } = coverage();
    await reach('560001');
    clock.now += COVERAGE_TTL_MS - 1;
    await reach('560001');
    expect(asked).toEqual(['560001']);
    clock.now += 1;
    expect(await reach('560001')).toMatchObject({ serviceable: true, cod: true });
    expect(asked).toEqual(['560001', '560001']);
  });

  it('keeps the last answer while Shiprocket does not answer; a PIN never asked has none', async () => {
    const { reach, clock, asked } = coverage();
    expect(await reach('790104')).toMatchObject({ serviceable: true, cod: false });
    clock.now += COVERAGE_TTL_MS;
    try {
      expect((await outage('5xx', 2)).statusCode).toBe(200);
      // The prepaid-only PIN stays without cash on delivery while its answer cannot be refreshed.
      expect(await reach('790104')).toMatchObject({ serviceable: true, cod: false });
      expect(await reach('744304')).toBeUndefined();
      expect(asked).toEqual(['790104', '790104', '744304']);
    } finally {
      await outage('off', 0);
    }
    expect(await reach('744304')).toEqual({ serviceable: false, cod: false });
  });
});
