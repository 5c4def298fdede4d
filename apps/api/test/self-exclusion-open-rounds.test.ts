import { ZPlayRoundResponse, type TPlayBet, type TPlayRound } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameRounds } from '../src/db/schema/gameplay';
import { checkLedger, getPlayerBalances } from '../src/modules/wallet';
import { useTestApp, type TestApp } from './app';
import { createClient, PROFILE_API } from './http';
import { fundedPlayer, launch, walletBetsOf } from './play';

// A round left open when the player self-excludes ends as the exclusion starts, by its family's rule, so no
// money stays held in a round the player can no longer reach (decision 006).

const OPEN_FAMILIES: { game: string; bet: TPlayBet }[] = [
  // From 10.00 every mine count is paid to the cent (below, rounding refuses three mines).
  { game: 'bluefin:LighthouseMines', bet: { family: 'mines', amount: '10.00', mines: 3 } },
  { game: 'velvetreel:JacksOrBetterDeluxe', bet: { family: 'videoPoker', amount: '0.10' } },
  { game: 'copperfox:ThreeCardShowdown', bet: { family: 'threeCardPoker', ante: '1.00' } },
  { game: 'velvetreel:CasinoHoldem', bet: { family: 'casinoHoldem', ante: '1.00' } },
  { game: 'copperfox:CrapsCanyon', bet: { family: 'craps', line: 'pass', amount: '1.00' } },
  { game: 'velvetreel:VelvetBlackjack', bet: { family: 'blackjack', amount: '1.00' } },
];

type Play = Awaited<ReturnType<typeof launch>>;

const roundOf = (res: { statusCode: number; body: string; json(): unknown }): TPlayRound => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return ZPlayRoundResponse.parse(res.json()).round;
};

/** Opens rounds until one stays open (a natural blackjack or a come-out decision settles at once). */
async function openRoundOf(play: Play, bet: TPlayBet): Promise<TPlayRound> {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const round = roundOf(await play.open(bet));
    if (round.status === 'open') return round;
  }
  throw new Error(`no ${bet.family} round stayed open`);
}

describe('rounds open when the player self-excludes', () => {
  let t: TestApp;
  useTestApp((started) => (t = started));
  const db = () => t.database.db;

  async function excludeWithOpenRound(family: (typeof OPEN_FAMILIES)[number], before?: (play: Play, round: TPlayRound) => Promise<void>) {
    const player = await fundedPlayer(t.app, db(), 10_000n);
    const play = await launch(player.game, family.game, false);
    const round = await openRoundOf(play, family.bet);
    await before?.(play, round);
    const profile = createClient(t.app, { base: PROFILE_API, ip: player.account.ip });
    Object.assign(profile.cookies, player.account.cookies);
    const excluded = await profile.put('/profile/self-exclude', { selfExcludePeriod: '6_MONTHS' });
    expect(excluded.statusCode, excluded.body).toBe(200);
    const [row] = await db().select().from(gameRounds).where(eq(gameRounds.id, round.id));
    return { player, row: row! };
  }

  it.each(OPEN_FAMILIES)('$bet.family: the round is settled, no stake stays held, the ledger is sound', async (family) => {
    const { player, row } = await excludeWithOpenRound(family);
    expect(row.status).toBe('settled');
    expect((await walletBetsOf(db(), row.id)).filter((bet) => !bet.isSettled)).toEqual([]);
    // Nothing more was staked for the player: the wallet holds what every round of theirs left.
    const rounds = await db().select().from(gameRounds).where(eq(gameRounds.playerId, player.user.id));
    expect(rounds.filter((r) => r.status !== 'settled')).toEqual([]);
    const { real } = await getPlayerBalances(db(), player.user.id, 'EUR');
    expect(real).toBe(rounds.reduce((left, r) => left - r.stake + r.win + r.jackpotWin, 10_000n));
    expect(row.stake).toBe({ mines: 1000n, videoPoker: 10n }[family.bet.family as string] ?? 100n);
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('mines: with no tile open the stake comes back; after a safe tile the win is collected', async () => {
    const untouched = await excludeWithOpenRound(OPEN_FAMILIES[0]!);
    expect(untouched.row.win).toBe(untouched.row.stake);

    // Reveals tiles until one is safe and the round is still open (a mine ends it at once).
    let opened = false;
    for (let attempt = 0; attempt < 10 && !opened; attempt += 1) {
      const { row } = await excludeWithOpenRound(OPEN_FAMILIES[0]!, async (play, round) => {
        const revealed = roundOf(await play.act(round.id, { kind: 'reveal', tile: 0 }));
        opened = revealed.status === 'open';
      });
      if (opened) expect(row.win).toBeGreaterThan(row.stake);
    }
    expect(opened).toBe(true);
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('ends the open round of an account found to be the same excluded person by name and date of birth', async () => {
    const birth = { dateOfBirth: Date.UTC(1980, 1, 2) / 1000, receiveEmailPromo: false };
    const first = await fundedPlayer(t.app, db(), 0n);
    const firstProfile = createClient(t.app, { base: PROFILE_API, ip: first.account.ip });
    Object.assign(firstProfile.cookies, first.account.cookies);
    expect((await firstProfile.put('/profile', birth)).statusCode).toBe(200);
    expect((await firstProfile.put('/profile/self-exclude', { selfExcludePeriod: '6_MONTHS' })).statusCode).toBe(200);

    // The same person under another address, with a round open before the date of birth tells who they are.
    const second = await fundedPlayer(t.app, db(), 10_000n);
    const play = await launch(second.game, OPEN_FAMILIES[0]!.game, false);
    const round = await openRoundOf(play, OPEN_FAMILIES[0]!.bet);
    const secondProfile = createClient(t.app, { base: PROFILE_API, ip: second.account.ip });
    Object.assign(secondProfile.cookies, second.account.cookies);
    expect((await secondProfile.put('/profile', birth)).statusCode).toBe(403);

    const [row] = await db().select().from(gameRounds).where(eq(gameRounds.id, round.id));
    expect([row!.status, row!.win]).toEqual(['settled', row!.stake]);
    expect(await getPlayerBalances(db(), second.user.id, 'EUR')).toMatchObject({ real: 10_000n });
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });
});
