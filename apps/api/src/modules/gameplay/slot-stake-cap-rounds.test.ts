import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/app';
import { setMarketProfile } from '../../../test/market-profiles';
import { fundedPlayer, launch } from '../../../test/play';
import { checkLedger, getPlayerBalances } from '../wallet';

// The UK slot stake caps at our own slot rounds: the game offers only the stakes the cap allows, and a larger one is a
// 409 naming the cap, moving nothing. The date of birth is given on the profile page, as the player gives it.

const SLOT = 'lunarforge:LuckyLanterns'; // 10 lines: a spin stakes 10 coins
const spin = (coinValue: string) => ({ family: 'slots' as const, coinValue });
const birthdaySeconds = (years: number, now: Date) => Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()) / 1000;

describe('slot stake cap at real-money slot rounds', () => {
  let t: TestApp;
  useTestApp((started) => (t = started));
  const db = () => t.database.db;

  async function ukPlayer(age: number | null) {
    const player = await fundedPlayer(t.app, db(), 100_000n);
    await setMarketProfile(db(), player.user.id, 'uk', t.clock.now());
    if (age !== null) {
      const saved = await player.profile.put('/profile', { dateOfBirth: birthdaySeconds(age, t.clock.now()), receiveEmailPromo: false });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    return player;
  }

  it('offers a UK player of 40 stakes up to £5 in EUR and refuses a coin value above them with the cap named', async () => {
    const player = await ukPlayer(40);
    const play = await launch(player.game, SLOT, false);
    const session = await play.session();
    // 5.00 GBP is 5.97 EUR at the shipped rate: coin 0.50 (5.00 a spin) is the largest offered.
    expect(session.limits.maxBet).toBe('5.00');
    expect(session.view).toMatchObject({ family: 'slots', coinValues: expect.arrayContaining(['0.50']) });
    expect((session.view as { coinValues: string[] }).coinValues.at(-1)).toBe('0.50');
    const before = await getPlayerBalances(db(), player.user.id, 'EUR');
    const refused = await play.open(spin('0.75'));
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'Under the rules of your market (Great Britain) a slot stake is at most 5.00 GBP (5.97 EUR) per spin; this stake of 7.50 EUR is above it.',
    ]);
    expect(await getPlayerBalances(db(), player.user.id, 'EUR')).toEqual(before);
    expect((await play.open(spin('0.50'))).statusCode).toBe(200);
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('gives a player of 20 the £2 cap, and one without a date of birth the same, saying why', async () => {
    const young = await launch((await ukPlayer(20)).game, SLOT, false);
    expect((await young.session()).limits.maxBet).toBe('2.00');
    const refused = await young.open(spin('0.25'));
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'Under the rules of your market (Great Britain) a slot stake is at most 2.00 GBP (2.39 EUR) per spin for players aged 18 to 24; this stake of 2.50 EUR is above it.',
    ]);
    const unknown = await launch((await ukPlayer(null)).game, SLOT, false);
    expect((await unknown.session()).limits.maxBet).toBe('2.00');
    const refusedUnknown = await unknown.open(spin('0.25'));
    expect(refusedUnknown.json().message).toBe(
      'Under the rules of your market (Great Britain) a slot stake is at most 2.00 GBP (2.39 EUR) per spin until your date of birth is on your profile: players aged 18 to 24 have this lower cap; this stake of 2.50 EUR is above it.',
    );
    expect((await unknown.open(spin('0.20'))).statusCode).toBe(200);
  });

  it('leaves the stakes of a default-profile player and of the demo as they are', async () => {
    const player = await fundedPlayer(t.app, db(), 100_000n);
    const play = await launch(player.game, SLOT, false);
    expect((await play.session()).limits.maxBet).toBe('100.00');
    expect((await play.open(spin('0.75'))).statusCode).toBe(200);
    const demo = await launch((await ukPlayer(null)).game, SLOT, true);
    expect((await demo.session()).limits.maxBet).toBe('100.00');
  });
});
