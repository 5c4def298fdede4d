import { ZSiteConfiguration } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from '../../../test/app';
import { createClient } from '../../../test/http';
import { useTempDir } from '../../../test/temp-dir';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { DEFAULT_LICENCE_TEXT, findOperatorPlaceholders, getSiteConfiguration, loadSiteSettings } from './site-configuration';

const PATH = '/cdn/static/site-configuration.json';

const { fileIn, writeJson } = useTempDir('site-configuration-');

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
      socialLinks: [
        { name: 'X', url: 'https://x.com/examplecasino' },
        { name: 'Telegram', url: 'https://t.me/examplecasino' },
      ],
      liveChat: { scriptUrl: 'https://chat.example.com/widget.js', siteId: 'site-42' },
    });
    // One after the other: PostgreSQL copies a template for one database at a time.
    t = await createTestApp({ SUPPORT_EMAIL: 'help@casino.test' });
    custom = await createTestApp({ SUPPORT_EMAIL: 'help@casino.test', SITE_CONFIG_FILE: file });
  });
  afterAll(async () => {
    await t?.close();
    await custom?.close();
  });

  it('gives the support address, the licence statement and no third-party widgets', async () => {
    const res = await createClient(t.app, { base: '' }).get(PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = ZSiteConfiguration.parse(res.json());
    expect(body).toEqual({
      supportEmail: 'help@casino.test',
      licenceText: DEFAULT_LICENCE_TEXT,
      socialLinks: [],
      liveChat: null,
      regulatorSeal: null,
    });
    expect(body.licenceText).toMatch(/registered in Belize/);
    expect(body.licenceText).toMatch(/Anjouan/);
    expect(body.licenceText).toMatch(/18 or older/);
  });

  it("marks the company and licence numbers as the operator's to fill in", () => {
    expect(findOperatorPlaceholders(loadSiteSettings(t.app.config.siteConfigFile))).toEqual([
      '[OPERATOR: company name]',
      '[OPERATOR: Belize company number]',
      '[OPERATOR: registered address]',
      '[OPERATOR: Anjouan licence number]',
    ]);
    expect(
      findOperatorPlaceholders({ ...loadSiteSettings(t.app.config.siteConfigFile), licenceText: 'Example Ltd, licence ALSI-1' }),
    ).toEqual([]);
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
      supportEmail: 'help@casino.test',
      licenceText: DEFAULT_LICENCE_TEXT,
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
  it('replaces the licence text and the seal when the file sets them', async () => {
    const file = await writeJson('full.json', {
      licenceText: 'Operated by Example Ltd (Belize 123), Anjouan licence ALSI-1. 18+ only.',
      regulatorSeal: { scriptUrl: 'https://seal.example.org/seal.js' },
    });
    expect(loadSiteSettings(file)).toEqual({
      licenceText: 'Operated by Example Ltd (Belize 123), Anjouan licence ALSI-1. 18+ only.',
      socialLinks: [],
      liveChat: null,
      regulatorSeal: { scriptUrl: 'https://seal.example.org/seal.js' },
    });
  });
});

describe('widget scripts served from this machine', () => {
  const local = {
    liveChat: { scriptUrl: 'http://127.0.0.1:4010/chat-widget.js', siteId: 'test-site' },
    regulatorSeal: { scriptUrl: 'http://localhost:4010/seal.js' },
  };

  it('are accepted outside production, so browser tests can serve them', async () => {
    const file = await writeJson('local-scripts.json', local);
    expect(loadSiteSettings(file, { allowLoopbackHttp: true })).toMatchObject(local);
    expect(getSiteConfiguration({ siteConfigFile: file, supportEmail: 'help@casino.test', isProduction: false })).toMatchObject(local);
    const ipv6 = await writeJson('local-ipv6.json', { regulatorSeal: { scriptUrl: 'http://[::1]:4010/seal.js' } });
    expect(loadSiteSettings(ipv6, { allowLoopbackHttp: true }).regulatorSeal).toEqual({ scriptUrl: 'http://[::1]:4010/seal.js' });
  });

  it('are refused in production, naming each one', async () => {
    const file = await writeJson('local-scripts-production.json', local);
    const prefix = `  - SITE_CONFIG_FILE (${file}): `;
    for (const message of [
      errorOf(() => loadSiteSettings(file)),
      errorOf(() => getSiteConfiguration({ siteConfigFile: file, supportEmail: 'help@casino.test', isProduction: true })),
    ]) {
      expect(message).toContain(`${prefix}liveChat.scriptUrl: must be an https:// URL (http://localhost is for development only)`);
      expect(message).toContain(`${prefix}regulatorSeal.scriptUrl: must be an https:// URL (http://localhost is for development only)`);
    }
  });

  it('never extend to plain http from another host or to links', async () => {
    const file = await writeJson('remote-http.json', {
      liveChat: { scriptUrl: 'http://chat.example.com/widget.js', siteId: 'x' },
      regulatorSeal: { scriptUrl: 'http://127.0.0.1.example.com/seal.js' },
      socialLinks: [{ name: 'Local', url: 'http://localhost/blog' }],
    });
    const message = errorOf(() => loadSiteSettings(file, { allowLoopbackHttp: true }));
    const prefix = `  - SITE_CONFIG_FILE (${file}): `;
    expect(message).toContain(`${prefix}liveChat.scriptUrl: must be an https:// URL\n`);
    expect(message).toContain(`${prefix}regulatorSeal.scriptUrl: must be an https:// URL`);
    expect(message).toContain(`${prefix}socialLinks[0].url: must be an https:// URL`);
  });

  it('are served by a test API', async () => {
    const file = await writeJson('local-scripts-served.json', local);
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
      liveChat: { scriptUrl: 'http://chat.example.com/widget.js' },
      socialLinks: [
        { name: 'X', url: 'https://x.com/ok' },
        { name: 'Blog', url: 'javascript:alert(1)' },
      ],
      regulatorSeall: { scriptUrl: 'https://seal.example.org/seal.js' },
      licenceText: '  ',
    });
    const message = errorOf(() => loadSiteSettings(file));
    expect(message).toMatch(/^Invalid configuration:\n/);
    const prefix = `  - SITE_CONFIG_FILE (${file}): `;
    expect(message).toContain(`${prefix}liveChat.scriptUrl: must be an https:// URL`);
    expect(message).toContain(`${prefix}liveChat.siteId: `);
    expect(message).toContain(`${prefix}socialLinks[1].url: must be an https:// URL`);
    expect(message).toContain(`${prefix}licenceText: must not be empty`);
    expect(message).toContain('regulatorSeall');
    expect(message).not.toContain('socialLinks[0]');
  });

  it('is refused when it is not a JSON object or does not exist', async () => {
    const list = await writeJson('list.json', '[]');
    expect(errorOf(() => loadSiteSettings(list))).toMatch(/the file: must be an object/);
    const broken = await writeJson('broken.json', '{ "liveChat": ');
    expect(errorOf(() => loadSiteSettings(broken))).toMatch(/SITE_CONFIG_FILE \(.*broken\.json\): not valid JSON/);
    expect(errorOf(() => loadSiteSettings(fileIn('missing.json')))).toMatch(/cannot read the file \(ENOENT\)/);
  });

  it('stops the API from starting', async () => {
    const file = await writeJson('start.json', { regulatorSeal: { scriptUrl: 'not a url' } });
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
