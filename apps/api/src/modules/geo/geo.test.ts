import { ZCurrentIp } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { loadConfig } from '../../config';
import { lookupCountry } from './service';

const PATH = '/ip-service/api/v1/user/currentIp';

/** Public resolvers whose country the shipped database gives (and has given for years). */
const US_ADDRESS = '8.8.8.8'; // Google Public DNS
const US_ADDRESS_V6 = '2001:4860:4860::8888';
const DE_ADDRESS = '194.25.2.129'; // Deutsche Telekom's DNS
/** Documentation range (RFC 5737): public in form, in no database. */
const UNPLACED_ADDRESS = '198.51.100.7';

const config = { geoDefaultCountry: 'MT' };

describe('lookupCountry', () => {
  it('places public addresses with the shipped database, offline, IPv4 and IPv6', () => {
    expect(lookupCountry(US_ADDRESS, config)).toEqual({ isoCode: 'US', country: 'United States' });
    expect(lookupCountry(US_ADDRESS_V6, config)).toEqual({ isoCode: 'US', country: 'United States' });
    expect(lookupCountry(DE_ADDRESS, config)).toEqual({ isoCode: 'DE', country: 'Germany' });
    // What a dual-stack socket reports for an IPv4 client.
    expect(lookupCountry(`::ffff:${DE_ADDRESS}`, config)).toEqual({ isoCode: 'DE', country: 'Germany' });
  });

  it('gives the default country for private, loopback, link-local and malformed addresses', () => {
    const local = [
      '127.0.0.1',
      '::1',
      '10.1.2.3',
      '172.16.5.4',
      '192.168.1.10',
      '100.64.0.9',
      '169.254.10.20',
      'fe80::1%eth0',
      'fd12:3456::1',
      '::ffff:10.0.0.1',
      '0.0.0.0',
      '::',
      '',
      'unknown',
      '8.8.8.8.8',
    ];
    for (const ip of local) expect(lookupCountry(ip, config), ip).toEqual({ isoCode: 'MT', country: 'Malta' });
  });

  it('gives the default country for a public address the database cannot place', () => {
    expect(lookupCountry(UNPLACED_ADDRESS, config)).toEqual({ isoCode: 'MT', country: 'Malta' });
    expect(lookupCountry(UNPLACED_ADDRESS, { geoDefaultCountry: 'DE' })).toEqual({ isoCode: 'DE', country: 'Germany' });
  });
});

describe('GEO_DEFAULT_COUNTRY', () => {
  it('defaults to Malta and takes a code in either letter case', () => {
    expect(loadConfig({}).geoDefaultCountry).toBe('MT');
    expect(loadConfig({ GEO_DEFAULT_COUNTRY: ' de ' }).geoDefaultCountry).toBe('DE');
  });

  it('stops the start for anything but an assigned ISO 3166-1 alpha-2 code', () => {
    for (const value of ['XX', 'Malta', 'MLT', 'XK', '']) {
      expect(() => loadConfig({ GEO_DEFAULT_COUNTRY: value }), value).toThrow(
        /GEO_DEFAULT_COUNTRY: must be an ISO 3166-1 alpha-2 country code such as MT/,
      );
    }
  });
});

describe('GET /ip-service/api/v1/user/currentIp', () => {
  let t: TestApp;
  let limited: TestApp;
  beforeAll(async () => {
    // One after the other: PostgreSQL copies a template for one database at a time.
    t = await createTestApp();
    limited = await createTestApp({ PUBLIC_RATE_LIMIT_PER_MINUTE: '3', TRUSTED_PROXIES: '10.0.0.5', GEO_DEFAULT_COUNTRY: 'CA' });
  });
  afterAll(async () => {
    await t?.close();
    await limited?.close();
  });

  const get = (app: TestApp, remoteAddress: string, forwardedFor?: string) =>
    app.app.inject({
      method: 'GET',
      url: PATH,
      remoteAddress,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    });

  it("answers the visitor's country and name, privately cacheable for five minutes", async () => {
    const res = await get(t, US_ADDRESS);
    expect(res.statusCode).toBe(200);
    expect(ZCurrentIp.strict().parse(res.json())).toEqual({ isoCode: 'US', country: 'United States' });
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect((await get(t, DE_ADDRESS)).json()).toEqual({ isoCode: 'DE', country: 'Germany' });
    expect((await get(t, US_ADDRESS_V6)).json()).toEqual({ isoCode: 'US', country: 'United States' });
  });

  it('answers the default country to a visitor on a private network or this machine', async () => {
    for (const ip of ['127.0.0.1', '::1', '192.168.0.20']) {
      expect((await get(t, ip)).json(), ip).toEqual({ isoCode: 'MT', country: 'Malta' });
    }
  });

  it('believes X-Forwarded-For only from a trusted proxy', async () => {
    // A German visitor claiming to be in the US (and the reverse) is not believed.
    expect((await get(t, DE_ADDRESS, US_ADDRESS)).json()).toEqual({ isoCode: 'DE', country: 'Germany' });
    expect((await get(t, US_ADDRESS, DE_ADDRESS)).json()).toEqual({ isoCode: 'US', country: 'United States' });
    // Through the default trusted hops (127.0.0.1, ::1) the forwarded address counts.
    expect((await get(t, '127.0.0.1', US_ADDRESS)).json()).toEqual({ isoCode: 'US', country: 'United States' });
    expect((await get(t, '::1', DE_ADDRESS)).json()).toEqual({ isoCode: 'DE', country: 'Germany' });
    // Entries a visitor prepends before the proxy's own are ignored: the proxy appends the address it saw.
    expect((await get(t, '127.0.0.1', `${DE_ADDRESS}, ${US_ADDRESS}`)).json()).toEqual({ isoCode: 'US', country: 'United States' });
  });

  it('follows TRUSTED_PROXIES and GEO_DEFAULT_COUNTRY', async () => {
    expect((await get(limited, '10.0.0.5', US_ADDRESS)).json()).toEqual({ isoCode: 'US', country: 'United States' });
    // Loopback is not trusted here: its header is ignored and the loopback address itself has no country.
    expect((await get(limited, '127.0.0.1', US_ADDRESS)).json()).toEqual({ isoCode: 'CA', country: 'Canada' });
  });

  it('is rate limited per visitor', async () => {
    for (let i = 0; i < 3; i++) expect((await get(limited, DE_ADDRESS)).statusCode).toBe(200);
    const res = await get(limited, DE_ADDRESS);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toEqual(expect.any(String));
    expect((await get(limited, US_ADDRESS)).statusCode).toBe(200);
  });
});
