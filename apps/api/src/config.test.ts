import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

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

  it('requires a captcha key in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/CAPTCHA_HMAC_KEY/);
  });
});
