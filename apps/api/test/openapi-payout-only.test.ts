import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT_ONLY_REFUSAL } from '../src/plugins/session';
import { createTestApp, type TestApp } from './app';
import { listOperations, urlOf, type Operation } from './fuzz/openapi-operations';
import { sampleOf } from './fuzz/schema-sample';
import { CLIENT_HEADERS, createClient, randomIp } from './http';
import { signIn, signUpPlayer } from './players';

/** Operations answering a payout-only session with its refusal, at least: a walk that reached no route must not pass. */
const MIN_REFUSING = 40;

type Responses = Record<string, OpenAPIV3.ResponseObject>;

/** Every operation of the document is sent a plausible request in a payout-only session (decision 006). */
describe('the OpenAPI document lists the payout-only 403 where a payout-only session gets it', () => {
  let t: TestApp;
  let doc: OpenAPIV3.Document;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    doc = t.app.swagger() as OpenAPIV3.Document;
    const player = await signUpPlayer(t.app);
    expect((await player.profile.put('/profile/self-exclude', { selfExcludePeriod: '6_MONTHS' })).statusCode).toBe(200);
    const browser = createClient(t.app);
    expect((await signIn(t.app, browser, player.email, player.password)).json()).toHaveProperty('payoutOnly');
    cookie = Object.entries(browser.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  });
  afterAll(() => t.close());

  const responsesOf = (o: Operation) => (doc.paths[o.path]![o.method.toLowerCase() as 'get']!.responses ?? {}) as Responses;
  const listsRefusal = (o: Operation) => responsesOf(o)['403']?.description.includes(PAYOUT_ONLY_REFUSAL) === true;

  async function send(operation: Operation) {
    const segments = Object.fromEntries(
      operation.parameters.filter((p) => p.in === 'path').map((p) => [p.name, encodeURIComponent(String(sampleOf(p.schema, p.name)))]),
    );
    const body = operation.body?.contentType === 'application/json' ? sampleOf(operation.body.schema) : undefined;
    return t.app.inject({
      method: operation.method,
      url: urlOf(operation, segments),
      headers: { ...CLIENT_HEADERS, cookie, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { payload: JSON.stringify(body) }),
      remoteAddress: randomIp(),
    });
  }

  it('on every operation that refuses it, and on none that lets the session through', async () => {
    // Signing out ends the session: it goes last.
    const operations = listOperations(doc).sort((a, b) => Number(a.path.endsWith('/signout')) - Number(b.path.endsWith('/signout')));
    const undocumented: string[] = [];
    const wronglyDocumented: string[] = [];
    let refusing = 0;
    for (const operation of operations) {
      const res = await send(operation);
      const name = `${operation.method} ${operation.path} → ${res.statusCode}`;
      if (res.statusCode === 403 && res.json<{ message: string }>().message === PAYOUT_ONLY_REFUSAL) {
        refusing++;
        if (!listsRefusal(operation)) undocumented.push(name);
      } else if (res.statusCode < 300 && listsRefusal(operation)) {
        wronglyDocumented.push(name);
      }
    }
    expect({ undocumented, wronglyDocumented }).toEqual({ undocumented: [], wronglyDocumented: [] });
    expect(refusing).toBeGreaterThanOrEqual(MIN_REFUSING);
  });

  it('with the refusal body: a message', () => {
    const operation = listOperations(doc).find((o) => o.method === 'GET' && o.path.endsWith('/profile/promotion'))!;
    expect(responsesOf(operation)['403']?.content?.['application/json']?.schema).toMatchObject({
      type: 'object',
      properties: { message: { type: 'string' } },
      required: ['message'],
    });
  });
});
