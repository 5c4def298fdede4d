import { randomUUID } from 'node:crypto';
import { ZPlayRoundResponse, type TPlaySession } from '@casino/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/app';
import { fundedPlayer, gameClientOf, launch } from '../../../test/play';
import { signIn } from '../../../test/players';
import { createClient } from '../../../test/http';
import { gameRounds } from '../../db/schema/gameplay';
import { checkLedger, getPlayerBalances } from '../wallet';

// The minimum slot cycle (2.5 s by default) is the server's rule: spins sent straight to the API, from any tab
// or launch of the player, are refused (429, retryable) until the cycle since their last accepted spin is over.

const LANTERNS = 'lunarforge:LuckyLanterns';
const OTHER_SLOT = 'velvetreel:NeonNights';
const SPIN = { family: 'slots', coinValue: '0.01' } as const;
const TOO_SOON = /^Spins are at most one every 2\.5 seconds\. Try again in \d(\.\d)? s\.$/;

describe('the minimum slot cycle, kept by the server', () => {
  let t: TestApp;
  useTestApp((started) => (t = started));
  const db = () => t.database.db;
  const roundsOf = async (playerId: string) =>
    (await db().select({ n: count() }).from(gameRounds).where(eq(gameRounds.playerId, playerId)))[0]!.n;

  it('refuses a spin sooner than 2.5 s after the last with a retryable 429, and takes it once the cycle is over', async () => {
    const player = await fundedPlayer(t.app, db(), 10_000n);
    const play = await launch(player.game, LANTERNS, false);
    expect((await play.session()).minCycleMs).toBe(2_500);
    expect((await play.open(SPIN)).statusCode).toBe(200);
    const before = await getPlayerBalances(db(), player.user.id, 'EUR');

    // Ten spins sent at once after it, as a script would: all refused, nothing moved.
    for (let i = 0; i < 10; i++) {
      const res = await play.open(SPIN);
      expect(res.statusCode, res.body).toBe(429);
      expect(res.json().message).toMatch(TOO_SOON);
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3);
    }
    expect(await getPlayerBalances(db(), player.user.id, 'EUR')).toEqual(before);
    expect(await roundsOf(player.user.id)).toBe(1);

    t.clock.advance(2_500);
    expect((await play.open(SPIN)).statusCode).toBe(200);
    // Just before the end of the next cycle (the test clock runs on between requests, hence the range).
    t.clock.advance(2_000);
    const late = await play.open(SPIN);
    expect([late.statusCode, late.headers['retry-after']]).toEqual([429, '1']);
    expect(late.json().message).toMatch(/ Try again in 0\.[1-5] s\.$/);
    t.clock.advance(500);
    const res = await play.open(SPIN);
    expect(res.statusCode, res.body).toBe(200);
    expect(await roundsOf(player.user.id)).toBe(3);
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('counts every launch, tab and slot of the player, and a resent request still answers its round', async () => {
    const player = await fundedPlayer(t.app, db(), 10_000n);
    // A second browser signed in as the same player: another session, another launch, another slot.
    const elsewhere = createClient(t.app);
    expect((await signIn(t.app, elsewhere, player.email, player.password)).statusCode).toBe(200);
    const first = await launch(player.game, LANTERNS, false);
    const second = await launch(gameClientOf(t.app, elsewhere), OTHER_SLOT, false);

    const requestId = randomUUID();
    const spun = await first.open(SPIN, requestId);
    expect(spun.statusCode, spun.body).toBe(200);
    expect((await second.open(SPIN)).statusCode).toBe(429);
    expect((await first.open(SPIN)).statusCode).toBe(429);
    // The same request again (its answer was lost): the round it opened, not a refusal.
    const resent = await first.open(SPIN, requestId);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(ZPlayRoundResponse.parse(resent.json()).round.id).toBe(ZPlayRoundResponse.parse(spun.json()).round.id);

    t.clock.advance(2_500);
    expect((await second.open(SPIN)).statusCode).toBe(200);
    expect(await roundsOf(player.user.id)).toBe(2);
  });

  it('lets one of two spins sent at the same instant from two sessions through, and refuses the other', async () => {
    const player = await fundedPlayer(t.app, db(), 10_000n);
    const elsewhere = createClient(t.app);
    expect((await signIn(t.app, elsewhere, player.email, player.password)).statusCode).toBe(200);
    const plays = [await launch(player.game, LANTERNS, false), await launch(gameClientOf(t.app, elsewhere), LANTERNS, false)];
    for (let attempt = 0; attempt < 5; attempt++) {
      const answers = await Promise.all(plays.map((play) => play.open(SPIN)));
      expect(answers.map((a) => a.statusCode).sort(), answers.map((a) => a.body).join('\n')).toEqual([200, 429]);
      t.clock.advance(2_500);
    }
    expect(await roundsOf(player.user.id)).toBe(5);
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('uses nothing up with a refused bet: the next proper spin goes through at once', async () => {
    const player = await fundedPlayer(t.app, db(), 10_000n);
    const play = await launch(player.game, LANTERNS, false);
    const bad = await play.open({ family: 'slots', coinValue: '999.00' });
    expect(bad.statusCode).toBe(400);
    expect((await play.open(SPIN)).statusCode).toBe(200);
  });

  it('leaves the demo to its own pace: no money is at stake and its client spins faster', async () => {
    const demo = await launch(gameClientOf(t.app), LANTERNS, true);
    expect((await demo.session()).minCycleMs).toBe(0);
    for (let i = 0; i < 3; i++) expect((await demo.open(SPIN)).statusCode).toBe(200);
  });
});

describe('the minimum slot cycle, set by the operator', () => {
  let t: TestApp;
  useTestApp((started) => (t = started), { SLOT_MIN_CYCLE_MS: '4000' });

  it('is what the session tells the client and what the server keeps', async () => {
    const player = await fundedPlayer(t.app, t.database.db, 10_000n);
    const play = await launch(player.game, LANTERNS, false);
    expect((await play.session()).minCycleMs satisfies TPlaySession['minCycleMs']).toBe(4_000);
    expect((await play.open(SPIN)).statusCode).toBe(200);
    t.clock.advance(2_500);
    const res = await play.open(SPIN);
    expect([res.statusCode, res.headers['retry-after']]).toEqual([429, '2']);
    expect(res.json().message).toMatch(/^Spins are at most one every 4 seconds\. Try again in 1\.[1-5] s\.$/);
    t.clock.advance(1_500);
    expect((await play.open(SPIN)).statusCode).toBe(200);
  });
});
