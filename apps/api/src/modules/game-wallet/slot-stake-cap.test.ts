import type { TCurrencyCode } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { birthDateYearsBefore, setBirthDate, setMarketProfile, setRate } from '../../../test/market-profiles';
import type { SandboxAggregator } from '../../../test/sandbox-aggregator';
import { gamePlayerOf, newGamePlayer, startWalletApi } from '../../../test/wallet-api';
import { checkLedger, getPlayerBalances } from '../wallet';

// The UK slot stake caps at the wallet (SI 2025/215, market-profiles.ts): £5 a spin, £2 from 18 to 24 by the date of
// birth, the lower one while the date of birth is unknown; in another currency the cap converted down at the site's rates.

const SLOT = 'LuckyLanterns';
const DICE = 'EmberDice';

describe('seamless wallet: the slot stake cap of the player’s market', () => {
  let api: Awaited<ReturnType<typeof startWalletApi>>;
  let aggregator: SandboxAggregator;
  beforeAll(async () => {
    api = await startWalletApi();
    aggregator = api.sandbox();
  });
  afterAll(async () => {
    expect(await checkLedger(api.database.db)).toMatchObject({ isSound: true });
    await api.close();
  });
  const db = () => api.database.db;

  /** A player of `profile` born on `birth` (null: unknown) with a session on `gameCode`. */
  async function player(
    profile: 'uk' | 'se' | 'default',
    birth: string | null,
    { gameCode = SLOT, currency = 'EUR' as TCurrencyCode } = {},
  ) {
    const p = await newGamePlayer(db(), api.clock, { funding: 100_000n, gameCode, currency });
    await setMarketProfile(db(), p.playerId, profile, api.clock.now());
    if (birth) await setBirthDate(db(), p.playerId, birth);
    return p;
  }
  const adult = () => birthDateYearsBefore(api.clock.now(), 40);
  const status = async (body: Parameters<SandboxAggregator['bet']>[0]) => ((await aggregator.bet(body)).body as { status: string }).status;

  it('takes a UK slot stake of exactly £5 and refuses one penny more, moving nothing (GBP at par with EUR)', async () => {
    await setRate(db(), 'GBP', '1');
    const p = await player('uk', adult());
    expect(await status(p.bet('500'))).toBe('OK');
    const before = await getPlayerBalances(db(), p.playerId, 'EUR');
    const refused = await aggregator.bet(p.bet('501'));
    expect(refused.body).toMatchObject({ status: 'BET_NOT_ALLOWED', balance: null });
    expect(await getPlayerBalances(db(), p.playerId, 'EUR')).toEqual(before);
    await setRate(db(), 'GBP', '0.8362');
  });

  it('converts the cap at the site’s rates, rounded down so it never passes £5', async () => {
    // 5.00 GBP at 0.8362 per EUR is 5.9794... EUR: 5.97 passes, 5.98 (5.0005 GBP) does not.
    const eur = await player('uk', adult());
    expect([await status(eur.bet('597')), await status(eur.bet('598'))]).toEqual(['OK', 'BET_NOT_ALLOWED']);
    // In USD at 1.0834: 5.00 GBP is 6.478... USD.
    const usd = await player('uk', adult(), { currency: 'USD' });
    expect([await status(usd.bet('647')), await status(usd.bet('648'))]).toEqual(['OK', 'BET_NOT_ALLOWED']);
  });

  it('caps only slots, and only under the UK profile', async () => {
    const dice = await player('uk', adult(), { gameCode: DICE });
    expect(await status(dice.bet('5000'))).toBe('OK');
    for (const profile of ['default', 'se'] as const) expect(await status((await player(profile, null)).bet('5000'))).toBe('OK');
  });

  it('gives a player of 24 the £2 cap and the same player the £5 one from their 25th birthday, at 00:00 UTC', async () => {
    // The 25th birthday is tomorrow (UTC): today the player is 24.
    const birth = birthDateYearsBefore(api.clock.now(), 25, { dayAfter: true });
    const p = await player('uk', birth);
    expect([await status(p.bet('239')), await status(p.bet('240'))]).toEqual(['OK', 'BET_NOT_ALLOWED']);
    const birthday = new Date(`${birthDateYearsBefore(api.clock.now(), 0, { dayAfter: true })}T00:00:00Z`);
    // The test clock runs on between calls: a minute before midnight leaves the bet time to land before it.
    api.clock.set(new Date(birthday.getTime() - 60_000));
    const lastMinute = await gamePlayerOf(db(), api.clock, p.playerId, { gameCode: SLOT });
    expect(await status(lastMinute.bet('240'))).toBe('BET_NOT_ALLOWED');
    api.clock.set(birthday);
    expect([await status(lastMinute.bet('597')), await status(lastMinute.bet('598'))]).toEqual(['OK', 'BET_NOT_ALLOWED']);
  });

  it('applies the £2 cap while the date of birth is unknown', async () => {
    const p = await player('uk', null);
    expect([await status(p.bet('239')), await status(p.bet('240'))]).toEqual(['OK', 'BET_NOT_ALLOWED']);
  });
});
