import { THUMBNAIL_ART_VERSION, ZGameLaunchResponse, ZPlaySession } from '@casino/contracts';
import { findTitle, provenRtp } from '@casino/games';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/app';
import { fundedPlayer, gameClientOf, launch, launchBody } from '../../../test/play';
import { startSelfExclusion } from '../responsible-gaming';

const SLOT = 'lunarforge:LuckyLanterns';
const US_ADDRESS = '8.8.8.8';

describe('game launch', () => {
  let t: TestApp;
  useTestApp((started) => (t = started));

  it('opens a demo for a visitor without a session: 1,000 EUR of demo credits and the proven RTP', async () => {
    const visitor = gameClientOf(t.app);
    const res = await visitor.post('/game', launchBody(SLOT, true));
    expect(res.statusCode).toBe(200);
    expect(ZGameLaunchResponse.parse(res.json()).url).toMatch(/^\/play\/[A-Za-z0-9_-]{43}$/);
    const { session } = await launch(visitor, SLOT, true);
    const s = ZPlaySession.parse(await session());
    expect(s).toMatchObject({ mode: 'demo', currency: 'EUR', balance: '1000.00', openRound: null, minCycleMs: 0 });
    expect(s.game).toEqual({
      id: SLOT,
      key: 'LuckyLanterns',
      name: 'Lucky Lanterns',
      provider: 'LunarForge',
      family: 'slots',
      rtp: provenRtp(findTitle('LuckyLanterns')!),
      volatility: 'medium',
      slug: 'lucky-lanterns',
      backdrop: `/cdn/backdrops/lunarforge/LuckyLanterns.webp?v=${THUMBNAIL_ART_VERSION}`,
    });
    // The backdrop is served, drawn from the title's theme.
    const backdrop = await t.app.inject({ method: 'GET', url: s.game.backdrop! });
    expect(backdrop.statusCode).toBe(200);
    expect(backdrop.headers['content-type']).toBe('image/webp');
    expect(s.limits).toMatchObject({ minBet: '0.10', maxBet: '100.00' });
    expect(s.totals).toEqual({ staked: '0.00', won: '0.00' });
  });

  it('needs a session for real money, and then plays in the default fund’s currency with 2.5 s slot cycles', async () => {
    expect((await gameClientOf(t.app).post('/game', launchBody(SLOT, false))).statusCode).toBe(401);
    const player = await fundedPlayer(t.app, t.database.db, 0n, 'USD');
    const { session } = await launch(player.game, SLOT, false);
    const s = await session();
    expect(s).toMatchObject({ mode: 'real', currency: 'USD', balance: '0.00', minCycleMs: 2_500 });
    // EUR cents converted at the stored rate, rounded up: never below the title's EUR minimum.
    expect(Number(s.limits.minBet)).toBeGreaterThanOrEqual(0.1);
    // A signed-in player's demo plays in the default fund's currency too, on 1,000 demo credits.
    const demo = await launch(player.game, SLOT, true);
    expect(await demo.session()).toMatchObject({ mode: 'demo', currency: 'USD', balance: '1000.00', minCycleMs: 0 });
  });

  it('refuses a self-excluded player and a blocked country (403), opening nothing', async () => {
    const excluded = await fundedPlayer(t.app, t.database.db, 0n);
    const before = await launch(excluded.game, SLOT, false);
    await startSelfExclusion(t.database.db, excluded.user.id, '6_MONTHS', t.clock.now());
    // Self-exclusion ends every session, so the launch and the open game are refused at the door.
    expect((await excluded.game.post('/game', launchBody(SLOT, false))).statusCode).toBe(401);
    expect((await before.open({ family: 'slots', coinValue: '0.01' })).statusCode).toBe(401);
    const abroad = await fundedPlayer(t.app, t.database.db, 0n);
    const fromUs = gameClientOf(t.app, abroad.account, US_ADDRESS);
    const blocked = await fromUs.post('/game', launchBody(SLOT, false));
    expect([blocked.statusCode, blocked.json().message]).toEqual([403, 'Real-money play is not available in United States.']);
    // Demo play needs no guard.
    expect((await fromUs.post('/game', launchBody(SLOT, true))).statusCode).toBe(200);
  });

  it('answers 404 for an unknown game, 409 for a title without an engine yet, 400 for a bad payload', async () => {
    const visitor = gameClientOf(t.app);
    const unknown = await visitor.post('/game', launchBody('lunarforge:NoSuchGame', true));
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'There is no such game in the catalogue.']);
    // Every seeded studio title has its engine: a catalogue row of the studio whose title has none yet.
    await t.database.db.execute(sql`
      INSERT INTO games (id, name, provider, launch_id, categories, rtp, volatility, min_bet_eur_cents, max_bet_eur_cents)
      VALUES ('emberoak:DerbyNight', 'Derby Night', 'EmberOak', 'emberoak-derby-night', ARRAY['virtual_sports'], 95.00, 'medium', 50, 20000)`);
    const engineless = await visitor.post('/game', launchBody('emberoak:DerbyNight', true));
    expect([engineless.statusCode, engineless.json().message]).toEqual([409, 'This game cannot be played yet.']);
    for (const body of [{}, { ...launchBody(SLOT, true), platform: 'mobile' }, { ...launchBody(SLOT, true), demo: 'yes' }]) {
      expect((await visitor.post('/game', body)).statusCode).toBe(400);
    }
  });
});
