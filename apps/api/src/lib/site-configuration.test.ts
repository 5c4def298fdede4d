import { readFileSync } from 'node:fs';
import { ZSiteConfiguration, ZSkinConfiguration, type TOperator } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, PRODUCTION_SITE_CONFIG_FILE, type TestApp } from '../../test/app';
import { createClient } from '../../test/http';
import { useTempDir } from '../../test/temp-dir';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { getSiteConfiguration, loadSiteConfiguration } from './site-configuration';

const PATH = '/cdn/static/site-configuration.json';
const SKIN_PATH = '/game-aggregator-service/api/v1/skin-configuration';

const { fileIn, writeJson } = useTempDir('site-configuration-');

/** The operator of a finished production file. */
const REAL_OPERATOR: TOperator = JSON.parse(readFileSync(PRODUCTION_SITE_CONFIG_FILE, 'utf8')).operator;

const PRODUCTION_SECRETS = {
  CAPTCHA_HMAC_KEY: 'k'.repeat(32),
  UNSUBSCRIBE_SECRET: 's'.repeat(32),
  DEVICE_COOKIE_SECRET: 'd'.repeat(32),
  WALLET_API_SECRETS: `sandbox:${'w'.repeat(40)}`,
};

function errorOf(load: () => unknown): string {
  try {
    load();
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('expected the file to be refused');
}

describe('GET /cdn/static/site-configuration.json', () => {
  let t: TestApp;
  let custom: TestApp;
  beforeAll(async () => {
    const file = await writeJson('custom.json', {
      operator: REAL_OPERATOR,
      socialLinks: [
        { name: 'X', url: 'https://x.com/examplecasino' },
        { name: 'Telegram', url: 'https://t.me/examplecasino' },
      ],
      liveChat: { scriptUrl: 'https://chat.example.com/widget.js', siteId: 'site-42' },
    });
    // One after the other: PostgreSQL copies a template for one database at a time.
    t = await createTestApp();
    custom = await createTestApp({ SITE_CONFIG_FILE: file });
  });
  afterAll(async () => {
    await t?.close();
    await custom?.close();
  });

  it('gives the demo operator shipped for development, clearly marked, and no third-party widgets', async () => {
    const res = await createClient(t.app, { base: '' }).get(PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = ZSiteConfiguration.parse(res.json());
    expect(body).toEqual({
      operator: JSON.parse(readFileSync(t.app.config.siteConfigFile, 'utf8')).operator,
      socialLinks: [],
      liveChat: null,
      regulatorSeal: null,
    });
    expect(body.operator.companyName).toBe('Demo Operator Ltd (example data)');
    expect(body.operator.licenceAuthority).toMatch(/Anjouan/);
    expect(body.operator.registeredAddress).toMatch(/Belize/);
  });

  it('publishes one support address: the skin configuration gives the same one', async () => {
    for (const app of [t.app, custom.app]) {
      const client = createClient(app, { base: '' });
      const site = ZSiteConfiguration.parse((await client.get(PATH)).json());
      const skin = ZSkinConfiguration.parse((await client.get(SKIN_PATH)).json());
      expect(skin.supportEmail).toBe(site.operator.supportEmail);
    }
    expect(ZSkinConfiguration.parse((await createClient(custom.app, { base: '' }).get(SKIN_PATH)).json()).supportEmail).toBe(
      'help@luckyharbour.bz',
    );
  });

  it('is cacheable for five minutes and answers 304 to a matching ETag', async () => {
    const client = createClient(t.app, { base: '' });
    const first = await client.get(PATH);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await client.request('GET', PATH, undefined, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await client.request('GET', PATH, undefined, { 'if-none-match': '"older"' })).statusCode).toBe(200);
  });

  it('serves the file SITE_CONFIG_FILE names, merged over the defaults, under its own ETag', async () => {
    const shippedEtag = String((await createClient(t.app, { base: '' }).get(PATH)).headers.etag);
    const res = await createClient(custom.app, { base: '' }).request('GET', PATH, undefined, { 'if-none-match': shippedEtag });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).not.toBe(shippedEtag);
    expect(ZSiteConfiguration.parse(res.json())).toEqual({
      operator: REAL_OPERATOR,
      socialLinks: [
        { name: 'X', url: 'https://x.com/examplecasino' },
        { name: 'Telegram', url: 'https://t.me/examplecasino' },
      ],
      liveChat: { scriptUrl: 'https://chat.example.com/widget.js', siteId: 'site-42' },
      regulatorSeal: null,
    });
  });
});

describe('reading a site configuration file', () => {
  it('takes the operator and the seal the file sets', async () => {
    const file = await writeJson('full.json', {
      operator: REAL_OPERATOR,
      regulatorSeal: { scriptUrl: 'https://seal.example.org/seal.js' },
    });
    expect(loadSiteConfiguration(file, { isProduction: true })).toEqual({
      operator: REAL_OPERATOR,
      socialLinks: [],
      liveChat: null,
      regulatorSeal: { scriptUrl: 'https://seal.example.org/seal.js' },
    });
  });

  it('needs the operator, with every detail', async () => {
    const none = await writeJson('no-operator.json', { socialLinks: [] });
    expect(errorOf(() => loadSiteConfiguration(none, { isProduction: false }))).toContain(`SITE_CONFIG_FILE (${none}): operator: `);
    const { licenceNumber: _, ...withoutLicence } = REAL_OPERATOR;
    const partial = await writeJson('partial-operator.json', { operator: { ...withoutLicence, supportEmail: 'not an address' } });
    const message = errorOf(() => loadSiteConfiguration(partial, { isProduction: false }));
    expect(message).toContain(`SITE_CONFIG_FILE (${partial}): operator.licenceNumber: `);
    expect(message).toContain(`SITE_CONFIG_FILE (${partial}): operator.supportEmail: `);
  });
});

describe('the demo operator', () => {
  it('is accepted outside production, so a fresh start works', () => {
    const shipped = loadConfig({ NODE_ENV: 'development' }).siteConfigFile;
    expect(loadSiteConfiguration(shipped, { isProduction: false }).operator.companyName).toMatch(/example data/);
  });

  it('is refused in production, naming each field still holding example data', () => {
    const shipped = loadConfig({ NODE_ENV: 'development' }).siteConfigFile;
    const message = errorOf(() => loadSiteConfiguration(shipped, { isProduction: true }));
    for (const field of Object.keys(REAL_OPERATOR).filter((f) => f !== 'licenceAuthority')) {
      expect(message).toContain(`  - SITE_CONFIG_FILE (${shipped}): operator.${field}: `);
    }
    expect(message).toContain(
      `operator.companyName: "Demo Operator Ltd (example data)" is example data: production needs the operator's real details`,
    );
    expect(message).not.toContain('operator.licenceAuthority');
  });

  it('is refused in production when only one detail is left over, or an old placeholder remains', async () => {
    const cases: [Partial<TOperator>, string][] = [
      [{ supportEmail: 'support@casino.example' }, 'operator.supportEmail'],
      [{ privacyEmail: 'privacy@casino.test' }, 'operator.privacyEmail'],
      [{ registeredAddress: '1 Placeholder Street, Belize City' }, 'operator.registeredAddress'],
      [{ licenceNumber: 'ALSI-000000000-FI1' }, 'operator.licenceNumber'],
      [{ companyName: '[OPERATOR: company name]' }, 'operator.companyName'],
    ];
    for (const [change, field] of cases) {
      const file = await writeJson(`left-over-${field}.json`, { operator: { ...REAL_OPERATOR, ...change } });
      const message = errorOf(() => loadSiteConfiguration(file, { isProduction: true }));
      expect(message.split('\n').slice(1), field).toEqual([expect.stringContaining(`${field}: `)]);
    }
  });

  it('gives way to the real operator: a finished file starts in production', async () => {
    const t = await createTestApp({ NODE_ENV: 'production', ...PRODUCTION_SECRETS });
    try {
      const res = await createClient(t.app, { base: '' }).get(PATH);
      expect(ZSiteConfiguration.parse(res.json()).operator).toEqual(REAL_OPERATOR);
    } finally {
      await t.close();
    }
  });

  it('stops the API from starting in production', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', ...PRODUCTION_SECRETS });
      await expect(buildApp({ config, database })).rejects.toThrow(/SITE_CONFIG_FILE .*operator\.companyName: .*is example data/);
    } finally {
      await drop();
    }
  });
});

describe('widget scripts served from this machine', () => {
  const local = {
    liveChat: { scriptUrl: 'http://127.0.0.1:4010/chat-widget.js', siteId: 'test-site' },
    regulatorSeal: { scriptUrl: 'http://localhost:4010/seal.js' },
  };

  it('are accepted outside production, so browser tests can serve them', async () => {
    const file = await writeJson('local-scripts.json', { operator: REAL_OPERATOR, ...local });
    expect(loadSiteConfiguration(file, { isProduction: false })).toMatchObject(local);
    expect(getSiteConfiguration({ siteConfigFile: file, isProduction: false })).toMatchObject(local);
    const ipv6 = await writeJson('local-ipv6.json', { operator: REAL_OPERATOR, regulatorSeal: { scriptUrl: 'http://[::1]:4010/seal.js' } });
    expect(loadSiteConfiguration(ipv6, { isProduction: false }).regulatorSeal).toEqual({ scriptUrl: 'http://[::1]:4010/seal.js' });
  });

  it('are refused in production, naming each one', async () => {
    const file = await writeJson('local-scripts-production.json', { operator: REAL_OPERATOR, ...local });
    const prefix = `  - SITE_CONFIG_FILE (${file}): `;
    for (const message of [
      errorOf(() => loadSiteConfiguration(file, { isProduction: true })),
      errorOf(() => getSiteConfiguration({ siteConfigFile: file, isProduction: true })),
    ]) {
      expect(message).toContain(`${prefix}liveChat.scriptUrl: must be an https:// URL (http://localhost is for development only)`);
      expect(message).toContain(`${prefix}regulatorSeal.scriptUrl: must be an https:// URL (http://localhost is for development only)`);
    }
  });

  it('never extend to plain http from another host or to links', async () => {
    const file = await writeJson('remote-http.json', {
      operator: REAL_OPERATOR,
      liveChat: { scriptUrl: 'http://chat.example.com/widget.js', siteId: 'x' },
      regulatorSeal: { scriptUrl: 'http://127.0.0.1.example.com/seal.js' },
      socialLinks: [{ name: 'Local', url: 'http://localhost/blog' }],
    });
    const message = errorOf(() => loadSiteConfiguration(file, { isProduction: false }));
    const prefix = `  - SITE_CONFIG_FILE (${file}): `;
    expect(message).toContain(`${prefix}liveChat.scriptUrl: must be an https:// URL\n`);
    expect(message).toContain(`${prefix}regulatorSeal.scriptUrl: must be an https:// URL`);
    expect(message).toContain(`${prefix}socialLinks[0].url: must be an https:// URL`);
  });

  it('are served by a test API', async () => {
    const file = await writeJson('local-scripts-served.json', { operator: REAL_OPERATOR, ...local });
    const t = await createTestApp({ SITE_CONFIG_FILE: file });
    try {
      const res = await createClient(t.app, { base: '' }).get(PATH);
      expect(res.statusCode, res.body).toBe(200);
      expect(ZSiteConfiguration.parse(res.json())).toMatchObject(local);
    } finally {
      await t.close();
    }
  });
});

describe('a bad site configuration file', () => {
  it('is refused naming each bad entry', async () => {
    const file = await writeJson('bad.json', {
      operator: REAL_OPERATOR,
      liveChat: { scriptUrl: 'http://chat.example.com/widget.js' },
      socialLinks: [
        { name: 'X', url: 'https://x.com/ok' },
        { name: 'Blog', url: 'javascript:alert(1)' },
      ],
      regulatorSeall: { scriptUrl: 'https://seal.example.org/seal.js' },
      licenceText: 'the footer text is built from the operator now',
    });
    const message = errorOf(() => loadSiteConfiguration(file, { isProduction: false }));
    expect(message).toMatch(/^Invalid configuration:\n/);
    const prefix = `  - SITE_CONFIG_FILE (${file}): `;
    expect(message).toContain(`${prefix}liveChat.scriptUrl: must be an https:// URL`);
    expect(message).toContain(`${prefix}liveChat.siteId: `);
    expect(message).toContain(`${prefix}socialLinks[1].url: must be an https:// URL`);
    expect(message).toContain('regulatorSeall');
    expect(message).toContain('licenceText');
    expect(message).not.toContain('socialLinks[0]');
  });

  it('is refused when it is not a JSON object or does not exist', async () => {
    const list = await writeJson('list.json', '[]');
    expect(errorOf(() => loadSiteConfiguration(list, { isProduction: false }))).toMatch(/the file: must be an object/);
    const broken = await writeJson('broken.json', '{ "liveChat": ');
    expect(errorOf(() => loadSiteConfiguration(broken, { isProduction: false }))).toMatch(
      /SITE_CONFIG_FILE \(.*broken\.json\): not valid JSON/,
    );
    expect(errorOf(() => loadSiteConfiguration(fileIn('missing.json'), { isProduction: false }))).toMatch(
      /cannot read the file \(ENOENT\)/,
    );
  });

  it('stops the API from starting', async () => {
    const file = await writeJson('start.json', { operator: REAL_OPERATOR, regulatorSeal: { scriptUrl: 'not a url' } });
    const { database, drop } = await createTestDatabase();
    try {
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_CONFIG_FILE: file });
      await expect(buildApp({ config, database })).rejects.toThrow(
        /SITE_CONFIG_FILE .*regulatorSeal\.scriptUrl: must be an https:\/\/ URL/,
      );
    } finally {
      await drop();
    }
  });
});
