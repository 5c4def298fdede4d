import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, ROOT_DIR } from './config';

describe('config', () => {
  it('uses defaults for an empty environment', () => {
    const c = loadConfig({});
    expect(c.port).toBe(4000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir.endsWith('.data')).toBe(true);
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ API_PORT: 'x', DATABASE_URL: 'mysql://h', SMTP_URL: 'http://h' })).toThrow(
      /API_PORT[\s\S]*DATABASE_URL[\s\S]*SMTP_URL/,
    );
  });

  it('points at the shipped operator files, resolving other paths from the repository', () => {
    const c = loadConfig({});
    expect(existsSync(c.restrictedCountriesFile)).toBe(true);
    expect(existsSync(c.siteConfigFile)).toBe(true);
    const custom = loadConfig({ RESTRICTED_COUNTRIES_FILE: 'ops/restricted.json', SITE_CONFIG_FILE: '/etc/casino/site.json' });
    expect(custom.restrictedCountriesFile).toBe(path.join(ROOT_DIR, 'ops/restricted.json'));
    expect(custom.siteConfigFile).toBe('/etc/casino/site.json');
  });

  it('keeps the public rate limits far above what a browser needs', () => {
    const c = loadConfig({});
    expect(c.publicRateLimitPerMinute).toBe(600);
    expect(c.imageRateLimitPerMinute).toBe(3000);
    expect(() => loadConfig({ PUBLIC_RATE_LIMIT_PER_MINUTE: '0', IMAGE_RATE_LIMIT_PER_MINUTE: 'many' })).toThrow(
      /PUBLIC_RATE_LIMIT_PER_MINUTE[\s\S]*IMAGE_RATE_LIMIT_PER_MINUTE/,
    );
  });

  it('requires a captcha key in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/CAPTCHA_HMAC_KEY/);
  });

  it('requires a device cookie secret of 32+ characters in production, and makes one up elsewhere', () => {
    const otherSecrets = { CAPTCHA_HMAC_KEY: 'k'.repeat(40), UNSUBSCRIBE_SECRET: 'u'.repeat(40) };
    expect(() => loadConfig({ NODE_ENV: 'production', ...otherSecrets })).toThrow(/DEVICE_COOKIE_SECRET: required in production/);
    expect(() => loadConfig({ DEVICE_COOKIE_SECRET: 'short' })).toThrow(/DEVICE_COOKIE_SECRET: must be at least 32 characters/);
    const secret = 'd'.repeat(40);
    expect(loadConfig({ NODE_ENV: 'production', ...otherSecrets, DEVICE_COOKIE_SECRET: secret }).deviceCookieSecret).toBe(secret);
    expect(loadConfig({}).deviceCookieSecret).toHaveLength(64);
  });
});
