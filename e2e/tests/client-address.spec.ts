import { expect, test } from '@playwright/test';
import { CLIENT_HEADERS, solveCaptcha } from '../support/http';
import { startStack, type Stack } from '../support/stack';

// HTTP through the web origin only, no browser: the stacks here are started with the settings each case needs.

const CURRENT_IP = '/ip-service/api/v1/user/currentIp';
const US_ADDRESS = '8.8.8.8';
const DE_ADDRESS = '194.25.2.129';
/** This machine, where the tests run: the address every request below really comes from. */
const OWN_ADDRESS = '127.0.0.1';
/** The country of addresses the geo-IP database cannot place, such as this machine's. */
const DEFAULT_COUNTRY = { isoCode: 'MT', country: 'Malta' };
const RATE_LIMIT = 5;

const forged = (address: string) => ({ 'x-forwarded-for': address });

test.describe('a visitor typing X-Forwarded-For', () => {
  let stack: Stack;
  test.beforeAll(async () => {
    stack = await startStack('forged-address', { PUBLIC_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) });
  });
  test.afterAll(() => stack?.stop());

  test('does not choose their country', async () => {
    for (const address of [US_ADDRESS, DE_ADDRESS, `${US_ADDRESS}, ${DE_ADDRESS}`]) {
      const res = await fetch(stack.webUrl + CURRENT_IP, { headers: forged(address) });
      expect(res.status, address).toBe(200);
      expect(await res.json(), address).toEqual(DEFAULT_COUNTRY);
    }
  });

  test('does not choose which page the web server sends', async () => {
    // US is restricted; this machine is placed in the default country, which is not.
    const html = await (await fetch(`${stack.webUrl}/`, { headers: forged(US_ADDRESS) })).text();
    expect(html).toMatch(/<header\b/);
    expect(html).not.toContain('Not available in');
  });

  test('does not get a fresh rate-limit bucket with each value', async () => {
    // Twice the limit and one more: even if the minute turns over midway, one of them is refused.
    const statuses: number[] = [];
    for (let i = 1; i <= 2 * RATE_LIMIT + 1; i++) {
      statuses.push((await fetch(stack.webUrl + CURRENT_IP, { headers: forged(`203.0.113.${i}`) })).status);
    }
    expect(statuses).toContain(429);
  });

  test('does not become the address stored with their sessions', async () => {
    const email = `forger.${Date.now()}@example.com`;
    const password = 'Violet-Harbour-42';
    const post = async (path: string, body: object, address: string) =>
      fetch(`${stack.webUrl}/user-service/api/v1${path}`, {
        method: 'POST',
        headers: { ...CLIENT_HEADERS, ...forged(address), 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, captcha: await solveCaptcha(stack.webUrl, forged(address)) }),
      });
    const signedUp = await post('/registration', { email, password, fullName: 'Fay Forger', terms: true, currency: 'EUR' }, US_ADDRESS);
    expect(signedUp.status, await signedUp.clone().text()).toBe(201);
    const signedIn = await post('/signin', { email, password }, DE_ADDRESS);
    expect(signedIn.status, await signedIn.clone().text()).toBe(200);

    // The player's own list of sessions shows where they really were, both times.
    const sid = /(?:^|;\s*)sid=([^;]+)/.exec(signedIn.headers.getSetCookie().join('; '))?.[1];
    const sessions = await fetch(`${stack.webUrl}/profile-service/api/v1/profile/session`, { headers: { cookie: `sid=${sid}` } });
    expect(sessions.status).toBe(200);
    expect(((await sessions.json()) as { ip: string }[]).map((s) => s.ip)).toEqual([OWN_ADDRESS, OWN_ADDRESS]);
    const rows = await stack.query<{ ip: string }>('SELECT s.ip FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1', [
      email,
    ]);
    expect(rows.map((r) => r.ip)).toEqual([OWN_ADDRESS, OWN_ADDRESS]);
  });
});

test.describe('behind a proxy the web server trusts (WEB_TRUSTED_PROXIES)', () => {
  let stack: Stack;
  test.beforeAll(async () => {
    // The tests play the proxy: their requests come from this machine, which the web server is told to trust.
    stack = await startStack('trusted-hop', {}, { WEB_TRUSTED_PROXIES: OWN_ADDRESS });
  });
  test.afterAll(() => stack?.stop());

  test("the address the proxy appended is the visitor's", async () => {
    const countryFor = async (headers: Record<string, string>) => (await fetch(stack.webUrl + CURRENT_IP, { headers })).json();
    expect(await countryFor(forged(US_ADDRESS))).toEqual({ isoCode: 'US', country: 'United States' });
    // What the visitor typed comes first; the proxy appends the address it saw.
    expect(await countryFor(forged(`${US_ADDRESS}, ${DE_ADDRESS}`))).toEqual({ isoCode: 'DE', country: 'Germany' });
    // A request the proxy forwarded without the header: the proxy itself is all the server knows.
    expect(await countryFor({})).toEqual(DEFAULT_COUNTRY);
  });

  test("pages follow the visitor's country: a restricted one gets the blocked-country page and nothing of the site", async () => {
    const page = async (address: string) => (await fetch(`${stack.webUrl}/games/all`, { headers: forged(address) })).text();
    const blocked = await page(US_ADDRESS);
    expect(blocked).toContain('Not available in United States');
    expect(blocked).not.toMatch(/<(header|footer|nav)\b/);
    const allowed = await page(`${US_ADDRESS}, ${DE_ADDRESS}`);
    expect(allowed).toMatch(/<header\b/);
    expect(allowed).not.toContain('Not available in');
  });
});
