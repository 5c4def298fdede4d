import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { solveCaptcha } from './captcha';
import { listOperations, urlOf, type Operation } from './fuzz/openapi-operations';
import { createProber, freshHole, jsonBody, type Probe } from './fuzz/probes';
import { fieldsOf, isText, withField } from './fuzz/schema-sample';
import { CLIENT_HEADERS, USER_API } from './http';
import { signUp } from './players';
import { createSeededRandom } from './seeded-random';

// Walks the app's own OpenAPI document, so a route added later is fuzzed without touching this file.

/** The API has this many operations today: a document that lost them (a broken swagger set-up) must not pass. */
const MIN_OPERATIONS = 52;
/** Fixed, so a failure is reproduced by running the test again; FUZZ_SEED explores other values. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_611);
const NUL_TEXT = 'a\u0000b';
/**
 * The suite sends each probe once, visitor and player taking turns; FUZZ_BOTH_MODES=1 sends every probe in both
 * modes (twice the requests: npm run bench, bench/openapi-fuzz.bench.ts).
 */
const BOTH_MODES = process.env.FUZZ_BOTH_MODES === '1';

type Mode = 'visitor' | 'player';

describe('the OpenAPI document, every operation sent bad input', () => {
  const random = createSeededRandom(SEED);
  let t: TestApp;
  let documentsDir: string;
  let operations: Operation[];
  let playerCookie = '';
  let emails = 0;

  beforeAll(async () => {
    documentsDir = await mkdtemp(path.join(tmpdir(), 'casino-fuzz-'));
    // The smallest captcha work the API allows: a captcha is solved for every request that carries one.
    t = await createTestApp({ DOCUMENTS_DIR: documentsDir, CAPTCHA_MAX_NUMBER: '10' });
    operations = listOperations(t.app.swagger() as OpenAPIV3.Document);
  });
  afterAll(async () => {
    await t.close();
    await rm(documentsDir, { recursive: true, force: true });
  });

  /**
   * Body fields filled afresh for each request, so a request gets past them to the field being
   * fuzzed: a captcha is accepted once, an e-mail address registers once.
   */
  const freshFields: Record<string, () => Promise<string>> = {
    captcha: () => solveCaptcha(t.app),
    email: async () => `fuzz-${++emails}@example.com`,
  };
  const { baseOf, probesOf } = createProber(random, Object.keys(freshFields));

  async function fillFreshFields(payload: Probe['payload']) {
    if (typeof payload !== 'string') return payload;
    for (const [name, fresh] of Object.entries(freshFields)) {
      if (payload.includes(freshHole(name))) payload = payload.replace(freshHole(name), JSON.stringify(await fresh()));
    }
    return payload;
  }

  /** A signed-in player's cookie; a new player when the last one signed out, excluded themself or lost the session. */
  async function livePlayerCookie(): Promise<string> {
    const check = await t.app.inject({
      method: 'POST',
      url: `${USER_API}/isAuthenticated`,
      headers: { ...CLIENT_HEADERS, cookie: playerCookie },
    });
    if (playerCookie && check.json<{ authenticated: boolean }>().authenticated) return playerCookie;
    const { client } = await signUp(t.app);
    playerCookie = Object.entries(client.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    return playerCookie;
  }

  /** Sent as the web client sends it (with the CSRF header), from a new address each time so no rate limit answers first. */
  async function send(operation: Operation, probe: Probe, cookie: string) {
    const headers = { ...CLIENT_HEADERS, ...probe.headers, cookie: [cookie, probe.headers?.cookie].filter(Boolean).join('; ') };
    const remoteAddress = `10.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`;
    const payload = await fillFreshFields(probe.payload);
    return t.app.inject({ method: operation.method, url: probe.url, payload, headers, remoteAddress });
  }

  it(`finds at least ${MIN_OPERATIONS} operations in the document`, () => {
    expect(operations.length).toBeGreaterThanOrEqual(MIN_OPERATIONS);
  });

  it('answers no bad input with a 5xx, with or without a session', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const [turn, mode] of (['visitor', 'player'] as Mode[]).entries()) {
      for (const [o, operation] of operations.entries()) {
        const cookie = mode === 'player' ? await livePlayerCookie() : '';
        for (const [i, probe] of probesOf(operation).entries()) {
          if (!BOTH_MODES && (o + i) % 2 !== turn) continue;
          const res = await send(operation, probe, cookie);
          sent++;
          if (res.statusCode >= 500) failures.push(`${mode} ${operation.method} ${operation.path} ${probe.label} → ${res.statusCode}`);
        }
      }
    }
    console.info(`OpenAPI fuzz (seed ${SEED}): ${operations.length} operations, ${sent} requests, ${failures.length} answered 5xx`);
    expect(failures.join('\n')).toBe('');
  });

  it('refuses NUL in every text parameter and body field with a 400 naming it', async () => {
    const failures: string[] = [];
    // The signed seamless-wallet protocol answers every outcome with 200 and a status (its own tests
    // cover WRONG_SYNTAX); every other operation answers bad input with the API's 400.
    const checked = operations.filter((o) => !o.tags.includes('wallet-api'));
    expect(checked.length).toBeGreaterThanOrEqual(MIN_OPERATIONS);
    for (const operation of checked) {
      const base = baseOf(operation);
      const cookie = await livePlayerCookie();
      const probes: (Probe & { field: string })[] = operation.parameters.map((p) => ({
        label: `${p.in} ${p.name}`,
        field: p.name,
        url:
          p.in === 'path'
            ? urlOf(operation, { ...base.segments, [p.name]: encodeURIComponent(NUL_TEXT) })
            : urlOf(operation, base.segments, `${p.name}=${encodeURIComponent(NUL_TEXT)}`),
        ...jsonBody(base.body),
      }));
      const textFields = operation.body ? fieldsOf(operation.body.schema).filter((f) => isText(f.schema)) : [];
      for (const { path: fieldPath } of textFields) {
        const payload = JSON.stringify(withField(base.body, fieldPath, NUL_TEXT));
        probes.push({ label: `body ${fieldPath.join('.')}`, field: fieldPath.join('.'), url: base.url, ...jsonBody(base.body, payload) });
      }
      for (const probe of probes) {
        const res = await send(operation, probe, cookie);
        const named = res.statusCode === 400 && res.json<{ errors?: { field: string }[] }>().errors?.some((e) => e.field === probe.field);
        if (!named) failures.push(`${operation.method} ${operation.path} ${probe.label} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures.join('\n')).toBe('');
  });
});
