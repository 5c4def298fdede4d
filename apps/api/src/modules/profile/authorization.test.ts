import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createClient, PROFILE_API } from '../../../test/http';
import { multipartFile } from '../../../test/multipart';
import { signUpPlayer } from '../../../test/players';
import { profileRoutes } from './routes';

type Call = { method: 'GET' | 'PUT' | 'POST' | 'DELETE'; url: string; payload?: object; headers?: Record<string, string> };

/** Every route the module declares, as "METHOD /path" (HEAD twins of GET routes left out). */
async function declaredRoutes(t: TestApp): Promise<string[]> {
  const routes: string[] = [];
  const probe = Fastify();
  probe.decorate('config', t.app.config);
  probe.decorate('database', t.database);
  probe.decorate('clock', t.clock);
  probe.decorate('requirePlayer', t.app.requirePlayer);
  probe.setValidatorCompiler(validatorCompiler);
  probe.setSerializerCompiler(serializerCompiler);
  await probe.register(rateLimit, { global: false });
  probe.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
  });
  await probe.register(profileRoutes, { prefix: PROFILE_API, countedDeposits: async () => [] });
  await probe.ready();
  await probe.close();
  return routes.sort();
}

describe('profile service: only the session’s own player, and nothing without a session', () => {
  let t: TestApp;
  let documentsDir: string;
  let png: Buffer;
  beforeAll(async () => {
    documentsDir = await mkdtemp(path.join(tmpdir(), 'casino-documents-'));
    t = await createTestApp({ DOCUMENTS_DIR: documentsDir });
    png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await t.close();
    await rm(documentsDir, { recursive: true, force: true });
  });

  const sessionRoutes = (sessionId: string, uploadPng: Buffer): Call[] => {
    const file = multipartFile('bill.png', 'image/png', uploadPng);
    return [
      { method: 'GET', url: '/profile' },
      { method: 'PUT', url: '/profile', payload: { city: 'Intruder Town', receiveEmailPromo: true } },
      { method: 'PUT', url: '/profile/receive-email' },
      { method: 'GET', url: '/profile/session' },
      { method: 'DELETE', url: `/profile/session/${sessionId}` },
      { method: 'PUT', url: '/profile/self-exclude', payload: { selfExcludePeriod: 'PERMANENT' } },
      { method: 'GET', url: '/profile/id-verification' },
      { method: 'GET', url: '/profile/bill-verification' },
      { method: 'POST', url: '/profile/bill-verification', payload: file.payload, headers: file.headers },
      { method: 'GET', url: '/profile/safer-gambling' },
      { method: 'PUT', url: '/profile/safer-gambling/limits', payload: { limit: 'deposit_24h', value: '1.00' } },
      { method: 'POST', url: '/profile/safer-gambling/limits/confirm', payload: { limit: 'deposit_24h' } },
      { method: 'POST', url: '/profile/safer-gambling/no-deposit-limit' },
      { method: 'POST', url: '/profile/safer-gambling/time-out', payload: { period: { amount: 2, unit: 'days' } } },
      { method: 'POST', url: '/profile/safer-gambling/self-exclusion/lift' },
      { method: 'POST', url: `/profile/safer-gambling/interactions/${sessionId}/acknowledge` },
      { method: 'GET', url: '/profile/safer-gambling/reality-check' },
      { method: 'PUT', url: '/profile/safer-gambling/reality-check', payload: { minutes: 30 } },
      { method: 'POST', url: '/profile/safer-gambling/reality-check/answer', payload: { answer: 'continue' } },
    ];
  };

  it('covers every route of the module in this file', async () => {
    const calls = [...sessionRoutes('id', png), { method: 'DELETE', url: '/profile/unsubscribe/id' }];
    const asDeclared = calls.map((c) => `${c.method} ${PROFILE_API}${c.url.replace(/\/id(?=\/|$)/, '/:id')}`);
    expect(await declaredRoutes(t)).toEqual([...new Set(asDeclared)].sort());
  });

  it('documents every route in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    for (const route of await declaredRoutes(t)) {
      const [method, url] = route.split(' ') as [string, string];
      const openApiPath = url.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[openApiPath]?.[method.toLowerCase()], route).toBeDefined();
    }
  });

  it('answers 401 on every session route without a session (or with a dead cookie), before looking at the body', async () => {
    const { user, profile } = await signUpPlayer(t.app);
    const [mine] = (await profile.get('/profile/session')).json<{ id: string }[]>();
    const before = (await profile.get('/profile')).json();

    for (const cookie of [undefined, 'not-a-session-token-at-all-0123456789']) {
      const stranger = createClient(t.app, { base: PROFILE_API });
      if (cookie) stranger.cookies.sid = cookie;
      for (const call of sessionRoutes(mine!.id, png)) {
        const res = await stranger.request(call.method, call.url, call.payload, call.headers);
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
        expect(res.json()).toEqual({ message: 'Please sign in to continue.' });
        expect(JSON.stringify(res.json())).not.toContain(user.id);
      }
    }
    // The player's session, profile and (absent) documents are as they were.
    expect((await profile.get('/profile')).json()).toEqual(before);
    expect((await profile.get('/profile/session')).json()).toHaveLength(1);
    expect(await readdir(documentsDir)).toEqual([]);
  });

  it("answers 404 to another player's session id and leaves that session alive", async () => {
    const victim = await signUpPlayer(t.app);
    const attacker = await signUpPlayer(t.app);
    const [victimSession] = (await victim.profile.get('/profile/session')).json<{ id: string }[]>();

    const res = await attacker.profile.delete(`/profile/session/${victimSession!.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Session not found.' });
    // Same answer as for an id that exists nowhere.
    expect((await attacker.profile.delete('/profile/session/00000000-0000-4000-8000-000000000000')).json()).toEqual(res.json());

    expect((await victim.profile.get('/profile')).statusCode).toBe(200);
    expect((await attacker.profile.get('/profile/session')).json<{ id: string }[]>().map((s) => s.id)).not.toContain(victimSession!.id);
  });

  it("never shows one player another's profile or documents", async () => {
    const victim = await signUpPlayer(t.app);
    await victim.profile.put('/profile', { city: 'Victim City', receiveEmailPromo: true });
    const file = multipartFile('victim.png', 'image/png', png);
    expect((await victim.profile.request('POST', '/profile/bill-verification', file.payload, file.headers)).statusCode).toBe(201);

    const other = await signUpPlayer(t.app);
    const profile = (await other.profile.get('/profile')).json();
    expect(profile.email).toBe(other.email);
    expect(profile.userDetails.city).toBeNull();
    expect((await other.profile.get('/profile/bill-verification')).json()).toEqual({ status: 'NOT_SUBMITTED', documents: [] });
    expect((await other.profile.get('/profile/session')).json()).toHaveLength(1);
  });
});
