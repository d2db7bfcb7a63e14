import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SAMPLE_GSTIN } from '../src/config/env';

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

  it('prints the sample GSTIN until the shop gives its own, which real payment keys require in production', () => {
    expect(loadConfig({}).SHOP_GSTIN).toBe(SAMPLE_GSTIN);
    expect(loadConfig({ SHOP_GSTIN: ' 27aapfu0939f1zv ' }).SHOP_GSTIN).toBe('27AAPFU0939F1ZV');
    const live = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), RAZORPAY_KEY_ID: 'rzp_live_1', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' };
    expect(() => loadConfig(live)).toThrow(/SHOP_GSTIN: required in production/);
    expect(loadConfig({ ...live, SHOP_GSTIN: '27AAPFU0939F1ZV' }).SHOP_GSTIN).toBe('27AAPFU0939F1ZV');
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), PAYMENTS_SANDBOX: 'true' }).SHOP_GSTIN).toBe(SAMPLE_GSTIN);
  });
});
