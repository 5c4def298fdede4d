import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../apps/api/src/config.ts';
import { haproxyConfig } from './stack-haproxy.mjs';
import { aggregatorEnvOf, apiEnvOf, DEFAULT_PORTS, loadSecrets, sandboxAggregatorSecret, stackUrls, webEnvOf } from './stack-settings.mjs';

const dirs = [];
const stateDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'casino-stack-settings-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Both API processes' settings, as `npm run stack` gives them. */
function apiEnvs(env = {}) {
  const dir = stateDir();
  const secrets = loadSecrets(dir, env);
  const urls = stackUrls(DEFAULT_PORTS, secrets, {});
  return [0, 1].map((i) => apiEnvOf(i, { stateDir: dir, ports: DEFAULT_PORTS, secrets, urls }));
}

describe('the stack settings', () => {
  it('makes the secrets once, in a file only its owner reads, and keeps them for the next run', () => {
    const dir = stateDir();
    const first = loadSecrets(dir, {});
    const file = path.join(dir, 'secrets.env');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSecrets(dir, {})).toEqual(first);
    expect(readFileSync(file, 'utf8')).toContain(`CAPTCHA_HMAC_KEY=${first.CAPTCHA_HMAC_KEY}\n`);
    // An operator's own API secret wins; the servers' passwords belong to the clusters already made.
    const own = 'operator-chosen-captcha-key-of-32-chars';
    const given = loadSecrets(dir, { CAPTCHA_HMAC_KEY: own, CASINO_DB_PASSWORD: 'elsewhere' });
    expect(given).toEqual({ ...first, CAPTCHA_HMAC_KEY: own });
  });

  it('gives every API process a configuration that differs only in its ports and folder: nothing is made up per process', () => {
    const [a, b] = apiEnvs().map((env) => loadConfig({ ...env }));
    const differing = Object.keys(a).filter((key) => !isDeepStrictEqual(a[key], b[key]));
    // The sandbox registers run inside each process, on a port of its own, with a key only that process uses.
    expect(differing.sort()).toEqual(['dataDir', 'port', 'registersSandboxKey', 'staffPort']);
    expect(a).toMatchObject({ databaseReplicaUrl: expect.stringMatching(/^postgres:\/\/casino:.+@127\.0\.0\.1:5434\/casino$/) });
    expect(a.documentsDir).toBe(b.documentsDir);
  });

  it('points the web servers at the internal balancer, trusting the site balancer for the client address', () => {
    const dir = stateDir();
    const secrets = loadSecrets(dir, {});
    const urls = stackUrls(DEFAULT_PORTS, secrets, { publicUrl: 'https://casino.example' });
    expect(webEnvOf(1, { ports: DEFAULT_PORTS, secrets, urls })).toEqual({
      WEB_HOST: '127.0.0.1',
      WEB_PORT: '3002',
      API_URL: 'http://127.0.0.1:8081',
      PUBLIC_URL: 'https://casino.example',
      WEB_TRUSTED_PROXIES: '127.0.0.1,::1',
      AGGREGATOR_ORIGINS: 'http://localhost:4700',
    });
  });

  it("runs the sandbox aggregator with the wallet API's secret for it, and none beside an operator's own list", () => {
    const [api] = apiEnvs();
    const config = loadConfig({ ...api });
    const [aggregator] = config.gameAggregators;
    expect(aggregator).toMatchObject({ operatorId: 'sandbox-aggregator', url: 'http://127.0.0.1:4700' });
    const dir = stateDir();
    const secrets = loadSecrets(dir, {});
    const urls = stackUrls(DEFAULT_PORTS, secrets, {});
    expect(aggregatorEnvOf({ ports: DEFAULT_PORTS, secrets, urls })).toMatchObject({
      SANDBOX_AGGREGATOR_SECRET: sandboxAggregatorSecret(secrets),
      WALLET_API_URL: 'http://127.0.0.1:8081',
    });
    const own = loadSecrets(stateDir(), { WALLET_API_SECRETS: `hub:${'h'.repeat(40)}` });
    expect(sandboxAggregatorSecret(own)).toBeNull();
    expect(apiEnvOf(0, { stateDir: dir, ports: DEFAULT_PORTS, secrets: own, urls })).not.toHaveProperty('GAME_AGGREGATORS');
  });

  it('balances each kind of process behind its own frontend, checking the APIs for readiness', () => {
    const config = haproxyConfig(DEFAULT_PORTS, DEFAULT_PORTS);
    const backend = (name) => config.slice(config.indexOf(`\nbackend ${name}\n`) + 1).split('\n\n')[0];
    expect(backend('web')).toContain('option httpchk GET /health\n');
    expect(backend('web')).toMatch(/server web1 127\.0\.0\.1:3001 check\n {2}server web2 127\.0\.0\.1:3002 check$/);
    expect(backend('api')).toContain('option httpchk GET /health/ready\n');
    expect(backend('api')).toMatch(/server api1 127\.0\.0\.1:4001 check\n {2}server api2 127\.0\.0\.1:4002 check$/);
    expect(backend('staff')).toMatch(/server staff2 127\.0\.0\.1:4102 check$/);
    expect(config).toContain('frontend site\n  bind 127.0.0.1:8080\n  option forwardfor\n');
  });
});
