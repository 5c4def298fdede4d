import { createHash } from 'node:crypto';
import type { TFairnessResponse, TSeedRotation } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createClient, PROFILE_API, type Client } from '../../../test/http';
import { signUpPlayer } from '../../../test/players';
import { fairSeedPairs } from '../../db/schema/gameplay';
import { takeNextFloats } from './service';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const HEX64 = /^[0-9a-f]{64}$/;

describe('provably fair seeds: /profile-service/api/v1/fairness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const fairness = async (profile: Client) => {
    const res = await profile.get('/fairness');
    expect(res.statusCode).toBe(200);
    return res.json<TFairnessResponse>();
  };
  const rotate = async (profile: Client) => {
    const res = await profile.post('/fairness/rotate');
    expect(res.statusCode).toBe(200);
    return res.json<TSeedRotation>();
  };
  const serverSeedsOf = async (playerId: string) =>
    t.database.db.select({ serverSeed: fairSeedPairs.serverSeed }).from(fairSeedPairs).where(eq(fairSeedPairs.playerId, playerId));

  it('starts a pair on the first visit: a hashed server seed, a random client seed, nonce 0', async () => {
    const { profile } = await signUpPlayer(t.app);
    const first = await fairness(profile);
    expect(first.active).toEqual({
      serverSeedHash: expect.stringMatching(HEX64),
      clientSeed: expect.stringMatching(/^[0-9a-f]{32}$/),
      nonce: 0,
    });
    expect(first.previous).toEqual([]);
    // The same pair on the next visit, not a new one.
    expect(await fairness(profile)).toEqual(first);
    const res = await profile.get('/fairness');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('shows the SHA-256 of the server seed it reveals on rotation', async () => {
    const { profile } = await signUpPlayer(t.app);
    const shown = (await fairness(profile)).active;
    const rotation = await rotate(profile);
    expect(rotation.revealed.serverSeed).toMatch(HEX64);
    expect(sha256(rotation.revealed.serverSeed)).toBe(shown.serverSeedHash);
    expect(rotation.revealed).toMatchObject({ serverSeedHash: shown.serverSeedHash, clientSeed: shown.clientSeed, finalNonce: 0 });
    // The new pair keeps the player's client seed, with a new server seed.
    expect(rotation.active).toEqual({ serverSeedHash: expect.stringMatching(HEX64), clientSeed: shown.clientSeed, nonce: 0 });
    expect(rotation.active.serverSeedHash).not.toBe(shown.serverSeedHash);
    const after = await fairness(profile);
    expect(after.active).toEqual(rotation.active);
    expect(sha256(after.previous[0]!.serverSeed)).toBe(shown.serverSeedHash);
  });

  it('never sends a server seed before its rotation', async () => {
    const { user, profile } = await signUpPlayer(t.app);
    const bodies: string[] = [];
    const send = async (call: Promise<{ body: string }>) => bodies.push((await call).body);
    await send(profile.get('/fairness'));
    await takeNextFloats(t.database.db, user.id, 3, t.clock.now());
    await send(profile.get('/fairness'));
    await send(profile.put('/fairness/client-seed', { clientSeed: '' }));
    await send(profile.put('/fairness/client-seed', { clientSeed: 'my own seed' }));
    const beforeRotate = bodies.length;
    await send(profile.post('/fairness/rotate'));
    await send(profile.get('/fairness'));

    const [, second, active] = await t.database.db
      .select({ serverSeed: fairSeedPairs.serverSeed, revealedAt: fairSeedPairs.revealedAt })
      .from(fairSeedPairs)
      .where(eq(fairSeedPairs.playerId, user.id))
      .orderBy(fairSeedPairs.id);
    expect(active!.revealedAt).toBeNull();
    // The active pair's seed is in no answer; the second pair's only from its rotation on.
    expect(bodies.filter((body) => body.includes(active!.serverSeed))).toEqual([]);
    expect(bodies.slice(0, beforeRotate).filter((body) => body.includes(second!.serverSeed))).toEqual([]);
    expect(bodies[beforeRotate]).toContain(second!.serverSeed);
    // Scanned as JSON too: no serverSeed key outside the revealed pairs.
    for (const body of bodies) {
      const json = JSON.parse(body) as { active?: object };
      expect(json.active ?? {}).not.toHaveProperty('serverSeed');
    }
  });

  it('changes the client seed by rotating: the old pair is revealed, the new one starts at nonce 0', async () => {
    const { user, profile } = await signUpPlayer(t.app);
    const before = (await fairness(profile)).active;
    await takeNextFloats(t.database.db, user.id, 1, t.clock.now());
    const res = await profile.put('/fairness/client-seed', { clientSeed: 'Lucky seed 🍀 #7' });
    expect(res.statusCode).toBe(200);
    const { revealed, active } = res.json<TSeedRotation>();
    expect(revealed).toMatchObject({ serverSeedHash: before.serverSeedHash, clientSeed: before.clientSeed, finalNonce: 1 });
    expect(active).toEqual({ serverSeedHash: expect.stringMatching(HEX64), clientSeed: 'Lucky seed 🍀 #7', nonce: 0 });
    expect(active.serverSeedHash).not.toBe(before.serverSeedHash);
    // 64 characters is the most, counted as characters.
    const longest = 'é'.repeat(63) + '🍀';
    const ok = await profile.put('/fairness/client-seed', { clientSeed: longest });
    expect(ok.statusCode).toBe(200);
    expect((await fairness(profile)).active.clientSeed).toBe(longest);
  });

  it.each([
    ['empty', ''],
    ['65 characters', 'a'.repeat(65)],
    ['NUL', 'seed\u0000'],
    ['a tab', 'my\tseed'],
    ['a newline', 'my\nseed'],
    ['a bell', '\u0007'],
    ['DEL', 'seed\u007f'],
    ['a zero-width joiner', 'se\u200ded'],
    ['a line separator', 'se\u2028ed'],
    ['a number', 42],
    ['nothing', undefined],
  ])('refuses a client seed with %s (400 naming clientSeed), changing nothing', async (_label, clientSeed) => {
    const { user, profile } = await signUpPlayer(t.app);
    const before = await fairness(profile);
    const seeds = await serverSeedsOf(user.id);
    const res = await profile.put('/fairness/client-seed', { clientSeed });
    expect(res.statusCode).toBe(400);
    const { message, errors } = res.json<{ message: string; errors: { field: string }[] }>();
    expect(message).toMatch(/client seed|text/i);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((e) => e.field === 'clientSeed')).toBe(true);
    expect(await fairness(profile)).toEqual(before);
    expect(await serverSeedsOf(user.id)).toEqual(seeds);
  });

  it('resets the nonce on rotation and lists the revealed pair, dated by the clock', async () => {
    const { user, profile } = await signUpPlayer(t.app);
    for (let i = 0; i < 3; i += 1) await takeNextFloats(t.database.db, user.id, 1, t.clock.now());
    const before = (await fairness(profile)).active;
    expect(before.nonce).toBe(3);
    // Ten minutes ahead of the system clock: the reveal is dated by the app's clock.
    t.clock.advance(10 * 60_000);
    const from = t.clock.now();
    const rotation = await rotate(profile);
    const revealedAt = new Date(rotation.revealed.revealedAt);
    expect(revealedAt >= from && revealedAt <= t.clock.now()).toBe(true);
    expect(rotation.revealed).toEqual({
      serverSeed: expect.stringMatching(HEX64),
      serverSeedHash: before.serverSeedHash,
      clientSeed: before.clientSeed,
      finalNonce: 3,
      revealedAt: rotation.revealed.revealedAt,
    });
    expect(rotation.active.nonce).toBe(0);
    expect(await fairness(profile)).toEqual({ active: rotation.active, previous: [rotation.revealed] });
  });

  it('lists the 20 newest revealed pairs, newest first', async () => {
    const { profile } = await signUpPlayer(t.app);
    const revealed = [];
    for (let i = 0; i < 21; i += 1) {
      t.clock.advance(1000);
      revealed.push((await rotate(profile)).revealed);
    }
    const { previous } = await fairness(profile);
    expect(previous).toEqual(revealed.reverse().slice(0, 20));
  });

  it('needs a session, and the CSRF header to change anything', async () => {
    const stranger = createClient(t.app, { base: PROFILE_API });
    expect((await stranger.get('/fairness')).statusCode).toBe(401);
    expect((await stranger.post('/fairness/rotate')).statusCode).toBe(401);
    const { profile } = await signUpPlayer(t.app);
    const before = await fairness(profile);
    const forged = await profile.request('POST', '/fairness/rotate', undefined, { 'x-requested-with': '' });
    expect(forged.statusCode).toBe(403);
    expect(await fairness(profile)).toEqual(before);
  });
});
