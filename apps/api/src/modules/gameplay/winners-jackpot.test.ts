import { ZPlayRoundResponse, ZWinnerList, type TPlayRound } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/app';
import { createClient } from '../../../test/http';
import { fundedPlayer, gameClientOf, launch } from '../../../test/play';
import { useTempDir } from '../../../test/temp-dir';
import { gameRounds } from '../../db/schema/gameplay';

// The winners rails count a jackpot won with the round's win: with a chance of 1 in 1 every real-money spin wins
// the pool, so a spin's rail entry is its game win plus the pool, marked as a jackpot.

const WINNERS = '/game-aggregator-service/api/v1/winners';
const TITLE = 'lunarforge:LuckyLanterns';
const BET = { family: 'slots', coinValue: '0.15' } as const;
/** A pool far above any win of a 1.50 spin, so it tops the rail. */
const SEED = 500_000n;

const SETTINGS = {
  name: 'Rail Jackpot',
  contributionBasisPoints: 100,
  winChanceOneIn: 1,
  titles: ['LuckyLanterns'],
  pools: [{ currency: 'EUR', seed: String(SEED), cap: '10000000' }],
};

const cents = (major: string) => BigInt(major.replace('.', ''));
const major = (minor: bigint) => `${minor / 100n}.${(minor % 100n).toString().padStart(2, '0')}`;

describe('winners rails with a jackpot won', () => {
  const files = useTempDir('jackpot-rails-');
  beforeAll(() => files.writeJson('jackpots.json', SETTINGS));
  let t: TestApp;
  useTestApp(
    (started) => (t = started),
    () => ({ JACKPOTS_FILE: files.fileIn('jackpots.json') }),
  );
  const rail = async (path: string) => {
    const res = await createClient(t.app, { base: WINNERS }).get(path);
    expect(res.statusCode, res.body).toBe(200);
    return ZWinnerList.parse(res.json()).winners;
  };

  let round: TPlayRound;
  beforeAll(async () => {
    const player = await fundedPlayer(t.app, t.database.db, 10_000n);
    const res = await (await launch(player.game, TITLE, false)).open(BET);
    expect(res.statusCode, res.body).toBe(200);
    round = ZPlayRoundResponse.parse(res.json()).round;
  });

  it('the spin won the pool, and its draw is named with the round', () => {
    expect(round.status).toBe('settled');
    // The seed plus the spin's own 1 % share of 1.50.
    expect(round.jackpotWin).toBe(major(SEED + 1n));
    expect(round.jackpotDraw).toEqual({ chanceOneIn: 1 });
  });

  it('latest and top show the round with its win and the jackpot together, marked as a jackpot, whatever the game won', async () => {
    const paid = major(cents(round.win) + cents(round.jackpotWin!));
    const entry = {
      gameId: TITLE,
      nickName: expect.stringMatching(/^.\*\*\*$/),
      amount: paid,
      currency: 'EUR',
      wonAt: round.settledAt,
      hasJackpot: true,
    };
    expect(await rail('/latest')).toEqual([expect.objectContaining(entry)]);
    expect(await rail('/top')).toEqual([expect.objectContaining(entry)]);
    // Ranked across currencies by what the round paid, in EUR at the day's rate: here the amount itself.
    const [stored] = await t.database.db
      .select({ winEurCents: gameRounds.winEurCents })
      .from(gameRounds)
      .where(eq(gameRounds.id, round.id));
    expect(stored!.winEurCents).toBe(cents(paid));
  });

  it('a demo spin draws nothing and never reaches the rails', async () => {
    const res = await (await launch(gameClientOf(t.app), TITLE, true)).open(BET);
    const demo = ZPlayRoundResponse.parse(res.json()).round;
    expect(demo.jackpotDraw).toBeUndefined();
    expect(demo.jackpotWin).toBeUndefined();
    expect(await rail('/latest')).toHaveLength(1);
  });
});
