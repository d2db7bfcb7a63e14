import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, ENVIRONMENT_VARIABLES, loadConfig, SAMPLE_GSTIN } from '../src/config/env';
import { SUBSCRIBED_EVENTS } from '../src/modules/checkout/payment-events';
import { describePayments, paymentsSettings } from '../src/modules/payments/payments-settings';

describe('configuration', () => {
  it('has working defaults for the embedded database', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.APP_URL).toBe('http://localhost:3000');
    expect(config.REQUEST_TIMEOUT_MS).toBeGreaterThan(0);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/shop'],
    ['LOG_LEVEL', 'loud'],
    ['APP_URL', 'not a url'],
    ['DB_POOL_SIZE', '0'],
    ['REQUEST_TIMEOUT_MS', '0'],
    ['TRUST_PROXY', 'yes'],
    ['SHOP_GSTIN', '27AAAAA0000A1Z3'],
    ['SHOP_GSTIN', '29AAGCB7383J1Z4'],
  ])('stops on a bad %s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('prints the sample GSTIN until the shop gives its own, which taking orders requires in production, cash on delivery too', () => {
    expect(loadConfig({}).SHOP_GSTIN).toBe(SAMPLE_GSTIN);
    expect(loadConfig({ SHOP_GSTIN: ' 27aapfu0939f1zv ' }).SHOP_GSTIN).toBe('27AAPFU0939F1ZV');
    const live = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), RAZORPAY_KEY_ID: 'rzp_live_1', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' };
    expect(() => loadConfig(live)).toThrow(/SHOP_GSTIN: required in production when the shop takes orders/);
    expect(loadConfig({ ...live, SHOP_GSTIN: '27AAPFU0939F1ZV' }).SHOP_GSTIN).toBe('27AAPFU0939F1ZV');
    // A shop taking cash on delivery only (its default) issues real invoices as well (issue 40).
    const codOnly = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(codOnly)).toThrow(/SHOP_GSTIN: required in production when the shop takes orders/);
    expect(() => loadConfig({ ...codOnly, PAYMENTS_SANDBOX: 'true', COD_MAX_TOTAL: '20000' })).toThrow(/SHOP_GSTIN:/);
    // A demo on the sandbox alone, taking no real orders, prints the sample.
    expect(loadConfig({ ...codOnly, PAYMENTS_SANDBOX: 'true', COD_MAX_TOTAL: '0' }).SHOP_GSTIN).toBe(SAMPLE_GSTIN);
  });

  it('refuses real Razorpay or Shiprocket keys on the development AUTH_SECRET, whatever NODE_ENV is (issue 40)', () => {
    const razorpay = { RAZORPAY_KEY_ID: 'rzp_live_1', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' };
    const shiprocket = { SHIPROCKET_EMAIL: 'api@shop.in', SHIPROCKET_PASSWORD: 'p' };
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      const base = NODE_ENV ? { NODE_ENV } : {};
      expect(() => loadConfig({ ...base, ...razorpay })).toThrow(/AUTH_SECRET: required with Razorpay keys/);
      expect(() => loadConfig({ ...base, ...shiprocket })).toThrow(/AUTH_SECRET: required with Shiprocket keys/);
      expect(loadConfig({ ...base, ...razorpay, ...shiprocket, AUTH_SECRET: 'x'.repeat(32) }).AUTH_SECRET).toBe('x'.repeat(32));
    }
  });

  it('keeps files in an S3 bucket only with its region and keys, and refuses S3 settings without a bucket', () => {
    const s3 = { S3_BUCKET: 'shop-files', S3_REGION: 'ap-south-1', S3_ACCESS_KEY_ID: 'AKIA1', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig(s3)).toMatchObject(s3);
    expect(loadConfig(s3).S3_FORCE_PATH_STYLE).toBeUndefined();
    expect(loadConfig({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'false' }).S3_FORCE_PATH_STYLE).toBe(false);
    expect(() => loadConfig({ S3_BUCKET: 'shop-files' })).toThrow(/S3_BUCKET: needs S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY too/);
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_BUCKET: needs S3_SECRET_ACCESS_KEY too/);
    expect(() => loadConfig({ ...s3, S3_BUCKET: undefined, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET: must be set with S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_ENDPOINT/,
    );
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT:/);
    expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE:/);
  });

  it('takes payments in the sandbox only when PAYMENTS_SANDBOX=true, whatever NODE_ENV is (or is not)', () => {
    for (const NODE_ENV of [undefined, 'development', 'test', 'production']) {
      const base = { ...(NODE_ENV ? { NODE_ENV } : {}), AUTH_SECRET: 'x'.repeat(32), SHOP_GSTIN: '27AAPFU0939F1ZV' };
      expect(paymentsSettings(loadConfig(base), () => '').mode).toBe('off');
      expect(paymentsSettings(loadConfig({ ...base, PAYMENTS_SANDBOX: 'false' }), () => '').mode).toBe('off');
      expect(paymentsSettings(loadConfig({ ...base, PAYMENTS_SANDBOX: 'true' }), () => '').mode).toBe('sandbox');
    }
    expect(() => loadConfig({ PAYMENTS_SANDBOX: 'yes' })).toThrow(/PAYMENTS_SANDBOX:/);
    // Real keys win over the sandbox switch.
    const live = loadConfig({
      PAYMENTS_SANDBOX: 'true',
      AUTH_SECRET: 'x'.repeat(32),
      RAZORPAY_KEY_ID: 'rzp_live_1',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_WEBHOOK_SECRET: 'w',
    });
    expect(paymentsSettings(live, () => '').mode).toBe('razorpay');
  });

  it('says at start which gateway takes the money, with the sandbox’s keys for any Razorpay client', () => {
    const sandbox = paymentsSettings(loadConfig({ PAYMENTS_SANDBOX: 'true' }), () => 'http://127.0.0.1:3000');
    if (sandbox.mode !== 'sandbox') throw new Error('expected the sandbox');
    const line = describePayments(sandbox, 'http://127.0.0.1:3000');
    expect(line).toContain('TEST MODE');
    expect(line).toContain('http://127.0.0.1:3000/sandbox/razorpay/v1');
    expect(line).toContain(`key id ${sandbox.keyId}`);
    expect(line).toContain(`key secret ${sandbox.keySecret}`);
    expect(
      describePayments(
        paymentsSettings(loadConfig({}), () => ''),
        '',
      ),
    ).toContain('OFF');
    const live = paymentsSettings(
      loadConfig({ AUTH_SECRET: 'x'.repeat(32), RAZORPAY_KEY_ID: 'rzp_live_abc', RAZORPAY_KEY_SECRET: 'secret', RAZORPAY_WEBHOOK_SECRET: 'w' }),
      () => '',
    );
    expect(describePayments(live, '')).toMatch(/Razorpay is live with key rzp_live_abc \(real money\)/);
    expect(describePayments(live, '')).not.toContain('secret');
  });

  const repositoryFile = (name: string) => readFileSync(new URL(`../../../${name}`, import.meta.url), 'utf8');

  it('.env.example lists every variable once, with a comment, and boots as it is', () => {
    const lines = repositoryFile('.env.example').split('\n');
    const assigned = lines.flatMap((line, i) => {
      const match = /^([A-Z0-9_]+)=(.*)$/.exec(line);
      return match ? [{ name: match[1]!, value: match[2]!, comment: lines[i - 1] ?? '' }] : [];
    });
    expect(assigned.map((entry) => entry.name).sort()).toEqual([...ENVIRONMENT_VARIABLES].sort());
    for (const entry of assigned) expect(entry.comment.startsWith('#') || /^[A-Z0-9_]+=/.test(entry.comment), entry.name).toBe(true);
    const config = loadConfig(Object.fromEntries(assigned.map((entry) => [entry.name, entry.value])));
    expect([config.PORT, config.PAYMENTS_SANDBOX, config.DATA_DIR]).toEqual([3000, false, './data']);
  });

  it('the README documents every variable, and asks Razorpay for exactly the webhook events the code handles', () => {
    const readme = repositoryFile('README.md');
    for (const name of ENVIRONMENT_VARIABLES) expect(readme, name).toContain(`\`${name}\``);
    // …and nothing the code no longer reads: every variable of the table's first column is one.
    const documented = readme
      .split('\n')
      .filter((line) => /^\| `[A-Z][A-Z0-9_]+`/.test(line))
      .flatMap((line) =>
        line
          .split(' | ')[0]!
          .match(/`([A-Z][A-Z0-9_]+)`/g)!
          .map((name) => name.slice(1, -1)),
      );
    expect(documented.length).toBeGreaterThan(30);
    expect(documented.filter((name) => !(ENVIRONMENT_VARIABLES as string[]).includes(name))).toEqual([]);
    const listed = /<!-- webhook-events:start -->([\s\S]*?)<!-- webhook-events:end -->/
      .exec(readme)![1]!
      .match(/`([a-z_.]+)`/g)!
      .map((name) => name.slice(1, -1));
    expect(listed.sort()).toEqual([...SUBSCRIBED_EVENTS].sort());
  });
});
