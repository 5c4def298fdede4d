import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantOf, grantTestBonus, promotionTransfers } from '../../../test/bonus';
import { rollbackOf, winOf, type SandboxAggregator, type WalletBody } from '../../../test/sandbox-aggregator';
import { createSeededRandom } from '../../../test/seeded-random';
import { newGamePlayer, startWalletApi, type GamePlayer } from '../../../test/wallet-api';
import { checkLedger, getPlayerBalances } from '../wallet';

// Players with a bonus each play many mixed rounds (real and bonus stakes, raises, wins, rollbacks, stakes above
// the maximum bet, wagering completing for some) all at once through the wallet API. Afterwards the ledger is
// sound and every player's real and bonus money, wagering and grant status equal a recomputation of their rounds
// by the rules of docs/decisions/023-wagering.md. A player's own rounds run one after the other (the split
// depends on their order); the players race each other on the house's accounts.

const isPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** Embedded PGlite has one connection: it runs a smaller field as a smoke test. */
const PLAYERS = isPostgres ? 100 : 4;
const ROUNDS = isPostgres ? 200 : 12;
/** The expiry race needs players mid-round when the tick runs, not long careers. */
const EXPIRY_ROUNDS = isPostgres ? 50 : 12;
const MAX_BET = 500n; // 5 EUR in cents
const GAMES = [
  { code: 'LuckyLanterns', percent: 100n },
  { code: 'EmberDice', percent: 10n },
];

/** One player's money as the rules say it must be. */
type Model = { real: bigint; bonus: bigint; isActive: boolean; wagered: bigint; requirement: bigint; percent: bigint };
type ModelRound = { staked: bigint; bonusStaked: bigint };

function modelBet(m: Model, round: ModelRound, amount: bigint): { status: string; bonusPart: bigint } {
  if (m.isActive && amount > MAX_BET) return { status: 'BET_NOT_ALLOWED', bonusPart: 0n };
  if (m.real + m.bonus < amount) return { status: 'NOT_ENOUGH_MONEY', bonusPart: 0n };
  const realPart = amount < m.real ? amount : m.real;
  const bonusPart = amount - realPart;
  m.real -= realPart;
  m.bonus -= bonusPart;
  round.staked += amount;
  round.bonusStaked += bonusPart;
  if (m.isActive && bonusPart > 0n) {
    m.wagered += (bonusPart * m.percent) / 100n;
    if (m.wagered >= m.requirement) {
      m.real += m.bonus;
      m.bonus = 0n;
      m.isActive = false;
    }
  }
  return { status: 'OK', bonusPart };
}

function modelWin(m: Model, round: ModelRound, amount: bigint): void {
  const share = m.isActive && round.staked > 0n ? (amount * round.bonusStaked) / round.staked : 0n;
  m.bonus += share;
  m.real += amount - share;
}

function modelRollback(m: Model, round: ModelRound, amount: bigint, bonusPart: bigint): void {
  const back = m.isActive ? bonusPart : 0n;
  m.bonus += back;
  m.real += amount - back;
  round.staked -= amount;
  round.bonusStaked -= bonusPart;
}

describe('seamless wallet: players with bonuses under concurrency', () => {
  let api: Awaited<ReturnType<typeof startWalletApi>>;
  let aggregator: SandboxAggregator;
  beforeAll(async () => {
    api = await startWalletApi();
    aggregator = api.sandbox({ timeoutMs: 120_000 });
  });
  afterAll(() => api.close());

  it(
    `keeps every player's real and bonus money exact over ${PLAYERS} players × ${ROUNDS} rounds at once`,
    { timeout: 300_000 },
    async () => {
      const seed = Date.now() % 2 ** 31;
      const rnd = createSeededRandom(seed);
      const db = api.database.db;
      const players: { p: GamePlayer; model: Model; grantId: string }[] = [];
      for (let i = 0; i < PLAYERS; i++) {
        const game = GAMES[i % GAMES.length]!;
        // The first player of each game plays bonus money from the start towards a small requirement, so some bonuses complete.
        const isQuick = i < GAMES.length;
        const real = isQuick ? 0n : BigInt(rnd.int(0, 3_000));
        const bonus = BigInt(rnd.int(1_000, 5_000));
        const requirement = isQuick ? 100n : bonus * BigInt(rnd.int(1, 6));
        const p = await newGamePlayer(db, api.clock, { funding: real, gameCode: game.code });
        const grant = await grantTestBonus(db, { userId: p.playerId, bonus, requirement, now: api.clock.now() });
        players.push({ p, grantId: grant.id, model: { real, bonus, isActive: true, wagered: 0n, requirement, percent: game.percent } });
      }

      // Every call's answer must be the status the model expects at that point of the player's rounds.
      const mismatches: string[] = [];
      const expectStatus = (what: string, body: { status?: string }, status: string) => {
        if (body.status !== status) mismatches.push(`${what}: ${body.status} instead of ${status} (seed ${seed})`);
      };

      async function play({ p, model }: (typeof players)[number]) {
        const plan = createSeededRandom(rnd.int(0, 2 ** 31));
        for (let r = 0; r < ROUNDS; r++) {
          const round: ModelRound = { staked: 0n, bonusStaked: 0n };
          const opening = p.bet(String(plan.int(50, 650)));
          const opened = modelBet(model, round, BigInt(opening.amount as string));
          expectStatus('bet', (await aggregator.bet(opening)).body, opened.status);
          if (opened.status !== 'OK') continue;
          const raises: WalletBody[] = [];
          if (plan.chance(0.3)) {
            const raise = p.bet(String(plan.int(20, 400)), { round_id: opening.round_id });
            const raised = modelBet(model, round, BigInt(raise.amount as string));
            expectStatus('raise', (await aggregator.bet(raise)).body, raised.status);
            if (raised.status === 'OK') raises.push(raise);
          }
          if (plan.chance(0.15)) {
            modelRollback(model, round, BigInt(opening.amount as string), opened.bonusPart);
            expectStatus('rollback', (await aggregator.rollback(rollbackOf(opening))).body, 'OK');
          } else {
            for (const raise of raises) expectStatus('raise win', (await aggregator.win(winOf(raise, '0'))).body, 'OK');
            const win = plan.chance(0.45) ? 0n : BigInt(plan.int(1, Number(round.staked) * 3));
            modelWin(model, round, win);
            expectStatus('win', (await aggregator.win(winOf(opening, win.toString(), undefined, { round_closed: true }))).body, 'OK');
          }
        }
      }
      await Promise.all(players.map(play));

      expect(mismatches).toEqual([]);
      expect(await checkLedger(db)).toMatchObject({ isSound: true });
      for (const { p, model, grantId } of players) {
        const { real, bonus } = await getPlayerBalances(db, p.playerId, 'EUR');
        const grant = await grantOf(db, grantId);
        expect({ real, bonus, status: grant.status, wagered: grant.wagered }, `player ${p.playerId}, seed ${seed}`).toEqual({
          real: model.real,
          bonus: model.bonus,
          status: model.isActive ? 'active' : 'completed',
          wagered: model.wagered,
        });
      }
      // The field must have exercised both ends: some bonuses completed, some still running.
      const completed = players.filter((x) => !x.model.isActive).length;
      expect(completed, `seed ${seed}`).toBeGreaterThan(0);
    },
  );

  it('forfeits bonuses expiring while their players bet, win and roll back: no money is made or lost', { timeout: 300_000 }, async () => {
    const seed = Date.now() % 2 ** 31;
    const rnd = createSeededRandom(seed);
    const db = api.database.db;
    const field = [];
    for (let i = 0; i < PLAYERS; i++) {
      const real = BigInt(rnd.int(0, 2_000));
      const bonus = BigInt(rnd.int(1_000, 5_000));
      const p = await newGamePlayer(db, api.clock, { funding: real, gameCode: GAMES[i % GAMES.length]!.code });
      // Half the grants are already due: the expiry tick races their players' calls.
      const validityMs = i % 2 === 0 ? -1_000 : 86_400_000;
      const grant = await grantTestBonus(db, { userId: p.playerId, bonus, requirement: bonus * 3n, now: api.clock.now(), validityMs });
      field.push({ p, grantId: grant.id, paidIn: real + bonus, staked: 0n, won: 0n });
    }

    await Promise.all(
      field.map(async (x) => {
        const plan = createSeededRandom(rnd.int(0, 2 ** 31));
        for (let r = 0; r < EXPIRY_ROUNDS; r++) {
          // The expiry tick, run now and then from every player's loop: it races the other players' calls.
          if (plan.chance(0.1)) await api.app.promotions.expireBonuses();
          const bet = x.p.bet(String(plan.int(50, 500)));
          if ((await aggregator.bet(bet)).body.status !== 'OK') continue;
          x.staked += BigInt(bet.amount as string);
          if (plan.chance(0.2)) {
            if ((await aggregator.rollback(rollbackOf(bet))).body.status === 'OK') x.staked -= BigInt(bet.amount as string);
          } else {
            const win = BigInt(plan.int(0, 1_000));
            if ((await aggregator.win(winOf(bet, win.toString(), undefined, { round_closed: true }))).body.status === 'OK') x.won += win;
          }
        }
      }),
    );
    await api.app.promotions.expireBonuses();

    expect(await checkLedger(db)).toMatchObject({ isSound: true });
    for (const x of field) {
      const grant = await grantOf(db, x.grantId);
      const { real, bonus } = await getPlayerBalances(db, x.p.playerId, 'EUR');
      const forfeited = (await promotionTransfers(db, `bonus-forfeit:${x.grantId}`)).reduce((sum, t) => sum + t.amount, 0n);
      const what = `player ${x.p.playerId}, grant ${grant.status}, seed ${seed}`;
      // Bonus money exists only under an active grant; every cent is where the calls put it.
      if (grant.status !== 'active') expect(bonus, what).toBe(0n);
      expect(real + bonus + forfeited, what).toBe(x.paidIn - x.staked + x.won);
      if (grant.expiresAt.getTime() <= api.clock.now().getTime()) expect(grant.status, what).toMatch(/^(expired|completed)$/);
    }
  });
});
