import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/env';

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
  ])('stops on a bad %s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });
});
