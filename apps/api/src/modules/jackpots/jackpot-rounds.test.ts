import { ZBetHistoryResponse, ZJackpotList, ZPlayRoundResponse, ZSeedRotation, type TPlayRoundResponse } from '@casino/contracts';
import { hashServerSeed, isJackpotWin, jackpotFloat } from '@casino/games';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/app';
import { fundedPlayer, gameClientOf, launch } from '../../../test/play';
import { useTempDir } from '../../../test/temp-dir';
import type { Db } from '../../db/client';
import { checkLedger, getPlayerBalances, listJackpotPools } from '../wallet';

// Real-money rounds on a participating slot, through the play API, with a jackpot won 1 time in 4 so that a fixed
// seed pair wins it within a few stakes: the pool grows by exactly the share, a win pays exactly the pool.

const TITLE = 'lunarforge:LuckyLanterns';
/** 10 lines × 0.15: a stake of 1.50, whose 2.5 % share (3.75 cents) is rounded down to 3. */
const BET = { family: 'slots', coinValue: '0.15' } as const;
const STAKE = 150n;
const SHARE = 3n;
const SEED = 1_000n;
const ONE_IN = 4;
const CLIENT_SEED = 'jackpot-test-client';

const SETTINGS = {
  name: 'Test Jackpot',
  contributionBasisPoints: 250,
  winChanceOneIn: ONE_IN,
  titles: ['LuckyLanterns'],
  pools: [{ currency: 'EUR', seed: String(SEED), cap: '1000000' }],
};

const cents = (major: string) => BigInt(major.replace('.', ''));

/** The first server seed (of a fixed list) whose pair loses the jackpot at nonces 0-2 and wins it at a later nonce. */
async function seedWinningLate(): Promise<{ serverSeed: string; winningNonce: number }> {
  for (let i = 0; ; i += 1) {
    const serverSeed = `jackpot-test-seed-${i}`;
    for (let nonce = 0; nonce < 50; nonce += 1) {
      if (isJackpotWin(await jackpotFloat({ serverSeed, clientSeed: CLIENT_SEED, nonce }), ONE_IN)) {
        if (nonce >= 3) return { serverSeed, winningNonce: nonce };
        break;
      }
    }
  }
}

async function poolOf(db: Db): Promise<bigint> {
  return (await listJackpotPools(db)).find((p) => p.currency === 'EUR')!.balance;
}

async function jackpotTransfers(db: Db): Promise<{ key: string; kind: string; amount: bigint }[]> {
  const result = await db.execute(sql`SELECT idempotency_key, kind, amount FROM ledger_transfers WHERE source = 'jackpot' ORDER BY id`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    key: String(r.idempotency_key),
    kind: String(r.kind),
    amount: BigInt(String(r.amount)),
  }));
}

describe('jackpot rounds', () => {
  const files = useTempDir('jackpots-');
  beforeAll(() => files.writeJson('jackpots.json', SETTINGS));
  let t: TestApp;
  useTestApp(
    (started) => (t = started),
    () => ({ JACKPOTS_FILE: files.fileIn('jackpots.json') }),
  );
  const db = () => t.database.db;
  const realBalance = async (playerId: string) => (await getPlayerBalances(db(), playerId, 'EUR')).real;

  it('opens the configured pool with its seed, taken from the house once', async () => {
    expect(await poolOf(db())).toBe(SEED);
    expect(await jackpotTransfers(db())).toEqual([{ key: 'EUR:opening-seed', kind: 'jackpot_seed', amount: SEED }]);
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });

  it('demo rounds never touch the pool', async () => {
    const before = await jackpotTransfers(db());
    const play = await launch(gameClientOf(t.app), TITLE, true);
    for (let i = 0; i < 3; i += 1) expect((await play.open(BET)).statusCode).toBe(200);
    expect(await poolOf(db())).toBe(SEED);
    expect(await jackpotTransfers(db())).toEqual(before);
  });

  it('stakes feed the pool by exactly their share until a fixed seed pair wins it, which pays exactly the pool and seeds it again', async () => {
    const { serverSeed, winningNonce } = await seedWinningLate();
    const player = await fundedPlayer(t.app, db(), 100_000n);
    // The player's first pair, fixed: the rounds draw their floats and the jackpot draw from it.
    const fixed = await db().execute(
      sql`INSERT INTO fair_seed_pairs (player_id, server_seed, server_seed_hash, client_seed, created_at)
          VALUES (${player.user.id}, ${serverSeed}, ${await hashServerSeed(serverSeed)}, ${CLIENT_SEED}, ${t.clock.now()}) RETURNING id`,
    );
    expect((fixed as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    const play = await launch(player.game, TITLE, false);

    let expectedPool = await poolOf(db());
    let expectedBalance = 100_000n;
    let winner: TPlayRoundResponse | undefined;
    for (let nonce = 0; nonce <= winningNonce; nonce += 1) {
      t.clock.advance(t.app.config.slotMinCycleMs);
      const res = await play.open(BET);
      expect(res.statusCode, res.body).toBe(200);
      const answer = ZPlayRoundResponse.parse(res.json());
      expect(answer.round.fairness.nonce).toBe(nonce);
      expect(cents(answer.round.stake)).toBe(STAKE);
      expectedPool += SHARE;
      expectedBalance += cents(answer.round.win) - STAKE;
      if (nonce < winningNonce) {
        expect(answer.round.jackpotWin).toBeUndefined();
        expect(await poolOf(db())).toBe(expectedPool);
      } else {
        winner = answer;
      }
      expect(await checkLedger(db())).toMatchObject({ isSound: true });
    }

    // The winning round: the whole pool (its own share included) paid on top of the game's win, the seed put back.
    const won = expectedPool;
    expect(winner!.round.jackpotWin).toBe((Number(won) / 100).toFixed(2));
    expect(await poolOf(db())).toBe(SEED);
    expect(await realBalance(player.user.id)).toBe(expectedBalance + won);
    expect(cents(winner!.balance)).toBe(expectedBalance + won);
    const roundId = winner!.round.id;
    expect((await jackpotTransfers(db())).slice(-3)).toEqual([
      { key: `${roundId}:bet:contribution`, kind: 'jackpot_contribution', amount: SHARE },
      { key: `${roundId}:jackpot-win`, kind: 'jackpot_win', amount: won },
      { key: `${roundId}:jackpot-seed`, kind: 'jackpot_seed', amount: SEED },
    ]);
    expect(await checkLedger(db())).toMatchObject({ isSound: true });

    // Bet history shows the jackpot with the round.
    const history = ZBetHistoryResponse.parse((await player.profile.get('/history/bet?size=50&page=0')).json());
    expect(history.bets.find((b) => b.roundId === roundId)?.jackpotWin).toBe(winner!.round.jackpotWin);
    expect(history.bets.filter((b) => b.jackpotWin !== undefined)).toHaveLength(1);
    // And so does the CSV export, in a column of its own.
    const csv = (await player.profile.get('/history/bet/export')).body.split('\r\n');
    expect(csv[0]!.split(',')).toContain('Jackpot win');
    const jackpotColumn = csv[0]!.split(',').indexOf('Jackpot win');
    expect(csv.find((l) => l.startsWith(roundId))?.split(',')[jackpotColumn]).toBe(winner!.round.jackpotWin);

    // Once the pair is revealed, anyone recomputes the draw from the round's seeds and nonce.
    const rotation = ZSeedRotation.parse((await player.profile.post('/fairness/rotate')).json());
    expect(rotation.revealed.serverSeed).toBe(serverSeed);
    const float = await jackpotFloat({ serverSeed, clientSeed: CLIENT_SEED, nonce: winner!.round.fairness.nonce });
    expect(isJackpotWin(float, ONE_IN)).toBe(true);
  });

  it('the public list shows the pool as it grows', async () => {
    const list = async () => ZJackpotList.parse((await gameClientOf(t.app).get('/jackpots')).json()).jackpots;
    const before = await poolOf(db());
    expect(await list()).toEqual([{ id: 'jackpot-eur', name: 'Test Jackpot', amount: (Number(before) / 100).toFixed(2), currency: 'EUR' }]);
    const player = await fundedPlayer(t.app, db(), 10_000n);
    const play = await launch(player.game, TITLE, false);
    const round = ZPlayRoundResponse.parse((await play.open(BET)).json()).round;
    const after = round.jackpotWin === undefined ? before + SHARE : SEED;
    expect(await poolOf(db())).toBe(after);
    // Held briefly: the same answer until the next check (2 s), then the new amount.
    expect((await list())[0]!.amount).toBe((Number(before) / 100).toFixed(2));
    t.clock.advance(2_000);
    expect((await list())[0]!.amount).toBe((Number(after) / 100).toFixed(2));
  });

  it('the game session states the jackpot of a participating title, and none for another title or currency', async () => {
    const player = await fundedPlayer(t.app, db(), 1_000n);
    const session = await (await launch(player.game, TITLE, false)).session();
    expect(session.jackpot).toEqual({
      name: 'Test Jackpot',
      contributionPercent: '2.50',
      chanceOneIn: ONE_IN,
      amount: (Number(await poolOf(db())) / 100).toFixed(2),
    });
    expect((await (await launch(player.game, 'lunarforge:LunarRoulette', false)).session()).jackpot).toBeUndefined();
    const dollars = await fundedPlayer(t.app, db(), 1_000n, 'USD');
    expect((await (await launch(dollars.game, TITLE, false)).session()).jackpot).toBeUndefined();
  });

  it('a currency without a pool feeds nothing and draws nothing', async () => {
    const before = await jackpotTransfers(db());
    const player = await fundedPlayer(t.app, db(), 10_000n, 'USD');
    const play = await launch(player.game, TITLE, false);
    const res = await play.open({ family: 'slots', coinValue: '0.17' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await jackpotTransfers(db())).toEqual(before);
    expect(await checkLedger(db())).toMatchObject({ isSound: true });
  });
});
