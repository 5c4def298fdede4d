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
    expect(c.thumbnailsDir).toBe(path.join(c.dataDir, 'thumbnails'));
    expect(loadConfig({ DATA_DIR: '/srv/casino', THUMBNAILS_DIR: '/srv/art' }).thumbnailsDir).toBe('/srv/art');
  });

  it('gives the staff listener its own port, origin, allow-list and short sessions', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ staffPort: 4100, staffUrl: 'http://localhost:4100', staffAllowedIps: null });
    expect(c.staffSessionIdleMs).toBe(15 * 60_000);
    expect(c.staffSessionAbsoluteMs).toBe(8 * 3_600_000);
    expect(c.staffConsoleDir).toBe(path.join(ROOT_DIR, 'apps/backoffice/dist'));
    expect(loadConfig({ STAFF_ALLOWED_IPS: '10.0.0.0/8, 2001:db8::/32,203.0.113.7' }).staffAllowedIps).toEqual([
      '10.0.0.0/8',
      '2001:db8::/32',
      '203.0.113.7',
    ]);
    for (const bad of ['10.0.0.0/33', 'office', '10.0.0.1/8/2', '::1/129'])
      expect(() => loadConfig({ STAFF_ALLOWED_IPS: bad }), bad).toThrow(/STAFF_ALLOWED_IPS/);
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

  it('reads the four-eyes amounts in EUR cents, refusing one that is not an amount', () => {
    expect(loadConfig({})).toMatchObject({ fourEyesWithdrawalEurCents: 100_000n, fourEyesAdjustmentEurCents: 50_000n });
    const custom = loadConfig({ STAFF_FOUR_EYES_WITHDRAWAL_EUR: '2500.50', STAFF_FOUR_EYES_ADJUSTMENT_EUR: '0' });
    expect(custom).toMatchObject({ fourEyesWithdrawalEurCents: 250_050n, fourEyesAdjustmentEurCents: 0n });
    expect(() => loadConfig({ STAFF_FOUR_EYES_WITHDRAWAL_EUR: '-1', STAFF_FOUR_EYES_ADJUSTMENT_EUR: '1e3' })).toThrow(
      /STAFF_FOUR_EYES_WITHDRAWAL_EUR[\s\S]*STAFF_FOUR_EYES_ADJUSTMENT_EUR/,
    );
  });

  it('sizes the database pool from DATABASE_POOL_MAX, refusing a size that is not a positive whole number', () => {
    expect(loadConfig({}).databasePoolMax).toBe(10);
    expect(loadConfig({ DATABASE_POOL_MAX: '48' }).databasePoolMax).toBe(48);
    for (const bad of ['0', '-1', '2.5', 'many', '501'])
      expect(() => loadConfig({ DATABASE_POOL_MAX: bad }), bad).toThrow(/DATABASE_POOL_MAX/);
  });

  it('reads a replica beside its primary only', () => {
    const primary = 'postgres://casino@db-primary/casino';
    expect(loadConfig({ DATABASE_URL: primary }).databaseReplicaUrl).toBeUndefined();
    const replica = 'postgres://casino@db-replica/casino';
    expect(loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URL: replica }).databaseReplicaUrl).toBe(replica);
    expect(() => loadConfig({ DATABASE_REPLICA_URL: replica })).toThrow(/DATABASE_REPLICA_URL: .*Set DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URL: 'mysql://h' })).toThrow(/DATABASE_REPLICA_URL/);
  });

  it('reads the minimum slot cycle in ms, 2,500 unless set, 0 for none', () => {
    expect(loadConfig({}).slotMinCycleMs).toBe(2_500);
    expect(loadConfig({ SLOT_MIN_CYCLE_MS: '3000' }).slotMinCycleMs).toBe(3_000);
    expect(loadConfig({ SLOT_MIN_CYCLE_MS: '0' }).slotMinCycleMs).toBe(0);
    for (const bad of ['-1', '2.5', 'slow', '60001'])
      expect(() => loadConfig({ SLOT_MIN_CYCLE_MS: bad }), bad).toThrow(/SLOT_MIN_CYCLE_MS/);
  });

  it('requires a captcha key in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/CAPTCHA_HMAC_KEY/);
  });

  it('requires a device cookie secret of 32+ characters in production, and makes one up elsewhere', () => {
    const otherSecrets = {
      CAPTCHA_HMAC_KEY: 'k'.repeat(40),
      UNSUBSCRIBE_SECRET: 'u'.repeat(40),
      WALLET_API_SECRETS: `sandbox:${'w'.repeat(40)}`,
    };
    expect(() => loadConfig({ NODE_ENV: 'production', ...otherSecrets })).toThrow(/DEVICE_COOKIE_SECRET: required in production/);
    expect(() => loadConfig({ DEVICE_COOKIE_SECRET: 'short' })).toThrow(/DEVICE_COOKIE_SECRET: must be at least 32 characters/);
    const secret = 'd'.repeat(40);
    expect(loadConfig({ NODE_ENV: 'production', ...otherSecrets, DEVICE_COOKIE_SECRET: secret }).deviceCookieSecret).toBe(secret);
    expect(loadConfig({}).deviceCookieSecret).toHaveLength(64);
  });

  it('reads one or more wallet API secrets per operator, requires them in production and makes one up elsewhere', () => {
    const [a1, a2, b1] = ['a'.repeat(32), 'A'.repeat(40), 'b'.repeat(32)];
    expect(loadConfig({ WALLET_API_SECRETS: `operatorA:${a1}|${a2}, operator-b:${b1}` }).walletApiOperators).toEqual([
      { operatorId: 'operatorA', secrets: [a1, a2] },
      { operatorId: 'operator-b', secrets: [b1] },
    ]);
    const refusals: [string, RegExp][] = [
      [`operatorA:${'s'.repeat(31)}`, /every secret of operatorA must be at least 32 characters/],
      [`operatorA:${a1}|`, /every secret of operatorA must be at least 32 characters/],
      [`operator A:${a1}`, /entry 1: an operator id is/],
      [`operatorA:${a1},${b1}`, /entry 2 must be operatorId:secret1\|secret2/],
      [`operatorA:${a1},operatorA:${b1}`, /names an operator twice/],
      [`operatorA:${a1},operatorB:${a1}`, /uses a secret twice/],
      [' , ', /must name at least one operator/],
      [`operatorA:${a1},studio:${b1}`, /entry 2: the operator id "studio" is reserved/],
      [`Studio:${a1}`, /entry 1: the operator id "studio" is reserved/],
    ];
    for (const [value, reason] of refusals) expect(() => loadConfig({ WALLET_API_SECRETS: value }), value).toThrow(reason);
    const others = { CAPTCHA_HMAC_KEY: 'k'.repeat(40), UNSUBSCRIBE_SECRET: 'u'.repeat(40), DEVICE_COOKIE_SECRET: 'd'.repeat(40) };
    expect(() => loadConfig({ NODE_ENV: 'production', ...others })).toThrow(/WALLET_API_SECRETS: required in production/);
    const [sandbox] = loadConfig({}).walletApiOperators;
    expect(sandbox?.operatorId).toBe('sandbox');
    expect(sandbox?.secrets).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)]);
  });

  it("launches an aggregator's games at its URL, signed with its first wallet secret; none unless configured", () => {
    const [a1, a2] = ['a'.repeat(32), 'A'.repeat(40)];
    const secrets = { WALLET_API_SECRETS: `hub:${a1}|${a2}` };
    expect(loadConfig({ ...secrets, GAME_AGGREGATORS: 'hub=https://launch.hub.example/' })).toMatchObject({
      gameAggregators: [{ operatorId: 'hub', url: 'https://launch.hub.example', secret: a1 }],
      aggregatorTimeoutMs: 8_000,
    });
    expect(loadConfig({}).gameAggregators).toEqual([]);
    expect(() => loadConfig({ ...secrets, GAME_AGGREGATORS: 'other=https://x.example' })).toThrow(
      /other has no secret in WALLET_API_SECRETS/,
    );
    expect(() => loadConfig({ ...secrets, GAME_AGGREGATORS: 'hub:https://x.example' })).toThrow(/entry 1 must be operatorId=/);
    expect(() => loadConfig({ ...secrets, GAME_AGGREGATORS: 'hub=ftp://x.example' })).toThrow(/entry 1 must be operatorId=/);
    expect(() => loadConfig({ ...secrets, GAME_AGGREGATORS: 'hub=http://a.example,hub=http://b.example' })).toThrow(/twice/);
  });
});
