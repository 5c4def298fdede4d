import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotionsFileWith } from '../../../test/app';
import { grantOf, grantsOf, grantTestBonus, promotionTransfers } from '../../../test/bonus';
import { fillPaymentDetails } from '../../../test/payments';
import { signUpPlayer } from '../../../test/players';
import { fundOf, payByCard } from '../../../test/promotions';
import { rollbackOf, winOf, type SandboxAggregator, type WalletBody } from '../../../test/sandbox-aggregator';
import { createSeededRandom } from '../../../test/seeded-random';
import { gamePlayerOf, newGamePlayer, startWalletApi } from '../../../test/wallet-api';
import { gameWalletTransactions } from '../../db/schema/game-wallet';
import { toMajorUnits } from '../../lib/money';
import { checkLedger, getPlayerBalances } from '../wallet';

// Players sign up, make their first deposit by card all at once, and get the welcome bonus and free spins of
// their deposit's tier from the deposit_completed consumer, run by many callers at once. Then they play many
// mixed rounds (real and bonus stakes, raises, wins, rollbacks, stakes above the maximum bet, wagering
// completing for some) all at once through the wallet API. Afterwards the ledger is sound and every player's
// real and bonus money, free spins, wagering, grant status, Withdrawable and Locked By Bonus equal a
// recomputation from their deposit and rounds by the rules of docs/product.md, Promotions, and docs/decisions/023-wagering.md.
// A player's own rounds run one after the other (the split depends on their order); the players race each
// other on the house's accounts. The field plays once with the shipped real-money-first order and once, smaller,
// with the promotions file's `wagering.spendOrder: "bonus-first"`; the model follows the order.

const isPostgres = Boolean(process.env.TEST_DATABASE_URL);
/**
 * The field's size: embedded PGlite has one connection and runs a smoke test; on PostgreSQL the suite runs a
 * field that still outnumbers the connection pool (so players race), and BONUS_FIELD=full (npm run bench,
 * bench/bonus-concurrency.bench.ts) the full-size one.
 */
const size = <T>(smoke: T, suite: T, full: T) => (!isPostgres ? smoke : process.env.BONUS_FIELD === 'full' ? full : suite);
const FIELD_PLAYERS = size(4, 24, 100);
const FIELD_ROUNDS = size(12, 60, 200);
/** Players who play their bonus through; each needs about 60 rounds for it. */
const QUICK_PLAYERS = size(1, 3, 3);
/** The bonus-first field: the order changes only the split, so fewer players and rounds cover it. */
const BONUS_FIRST_PLAYERS = size(4, 16, 30);
const BONUS_FIRST_ROUNDS = size(12, 60, 100);
/** The expiry race needs players mid-round when the tick runs, not long careers. */
const EXPIRY_ROUNDS = size(12, 25, 50);
const MAX_BET = 500n; // 5 EUR in cents
const GAMES = [
  { code: 'LuckyLanterns', percent: 100n },
  { code: 'EmberDice', percent: 10n },
];

/** The first deposit's welcome tiers (docs/product.md, Promotions), each up to its EUR bound inclusive (cents). */
const FIRST_DEPOSIT_TIERS = [
  { id: 'welcome-1-up-to-16', upTo: 1_600n, percent: 50n, freeSpins: 100 },
  { id: 'welcome-1-up-to-50', upTo: 5_000n, percent: 125n, freeSpins: 125 },
  { id: 'welcome-1-up-to-100', upTo: 10_000n, percent: 200n, freeSpins: 150 },
  { id: 'welcome-1-above-100', upTo: null, percent: 200n, freeSpins: 150 },
];
const MAXIMUM_BONUS = 800_000n; // 8,000 EUR
const WAGERING_MULTIPLIER = 35n;
const SPIN_VALUE = 10n; // 0.10 EUR
/** A first deposit in each band of the tiers (cents). */
const DEPOSITS = [1_500n, 4_000n, 9_000n, 15_000n];

/** What a first deposit of `amount` EUR cents earns: percent × amount, capped. */
function welcomeOf(amount: bigint) {
  const tier = FIRST_DEPOSIT_TIERS.find((t) => t.upTo === null || amount <= t.upTo)!;
  const uncapped = (amount * tier.percent) / 100n;
  const bonus = uncapped < MAXIMUM_BONUS ? uncapped : MAXIMUM_BONUS;
  return { promotionId: tier.id, bonus, freeSpins: tier.freeSpins, requirement: bonus * WAGERING_MULTIPLIER };
}

/** One player's money as the rules say it must be. */
type Model = {
  isBonusFirst: boolean;
  real: bigint;
  bonus: bigint;
  freeSpin: bigint;
  isActive: boolean;
  wagered: bigint;
  requirement: bigint;
  percent: bigint;
};
type ModelRound = { staked: bigint; bonusStaked: bigint };

function modelBet(m: Model, round: ModelRound, amount: bigint): { status: string; bonusPart: bigint } {
  // The maximum holds for the round's stakes together, raises included.
  if (m.isActive && round.staked + amount > MAX_BET) return { status: 'BET_NOT_ALLOWED', bonusPart: 0n };
  if (m.real + m.bonus < amount) return { status: 'NOT_ENOUGH_MONEY', bonusPart: 0n };
  // The first money pays what it can, the other the rest.
  const bonusPart = m.isBonusFirst ? (amount < m.bonus ? amount : m.bonus) : amount - (amount < m.real ? amount : m.real);
  const realPart = amount - bonusPart;
  m.real -= realPart;
  m.bonus -= bonusPart;
  round.staked += amount;
  round.bonusStaked += bonusPart;
  if (m.isActive && bonusPart > 0n) {
    m.wagered += (bonusPart * m.percent) / 100n;
    if (m.wagered >= m.requirement) {
      m.real += m.bonus;
      m.bonus = 0n;
      // Completion gives the spins left back to the house (decision 025).
      m.freeSpin = 0n;
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

const eur = (cents: bigint) => toMajorUnits(cents, 'EUR');

/** The bonus shares and parts the player's wins and rollbacks did not pay because their round's bonus had ended. */
async function forfeitedPartsOf(db: WalletApi['database']['db'], playerId: string): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${gameWalletTransactions.forfeitedPart}), 0)::text` })
    .from(gameWalletTransactions)
    .where(eq(gameWalletTransactions.playerId, playerId));
  return BigInt(row!.total);
}

type WalletApi = Awaited<ReturnType<typeof startWalletApi>>;

/** The wallet API for the enclosing describe block, with the promotions file's spend order, and its sandbox aggregator. */
function useWalletApi(env: Record<string, string> = {}) {
  const started: { api?: WalletApi; aggregator?: SandboxAggregator } = {};
  beforeAll(async () => {
    started.api = await startWalletApi(env);
    started.aggregator = started.api.sandbox({ timeoutMs: 120_000 });
  });
  afterAll(() => started.api?.close());
  return () => ({ api: started.api!, aggregator: started.aggregator! });
}

/**
 * The field test: `PLAYERS` players deposit at once, then play `ROUNDS` rounds each at once; every answer, balance
 * and grant must equal the model's, which spends real money first or, with `isBonusFirst`, bonus money first.
 */
function itKeepsEveryPlayersMoneyExact(started: () => { api: WalletApi; aggregator: SandboxAggregator }, isBonusFirst: boolean) {
  const PLAYERS = isBonusFirst ? BONUS_FIRST_PLAYERS : FIELD_PLAYERS;
  const ROUNDS = isBonusFirst ? BONUS_FIRST_ROUNDS : FIELD_ROUNDS;
  const QUICK_ROUNDS = Math.max(ROUNDS, 80);

  /** A signed-up player with the profile details a card deposit needs. */
  async function payingPlayer() {
    const { user, profile } = await signUpPlayer(started().api.app);
    await fillPaymentDetails(profile);
    return { userId: user.id, profile };
  }

  it(
    `keeps every player's money exact over ${PLAYERS} players depositing, then playing ${ROUNDS} rounds at once, ${isBonusFirst ? 'bonus' : 'real'} money first`,
    { timeout: 300_000 },
    async () => {
      const { api, aggregator } = started();
      const seed = Date.now() % 2 ** 31;
      const rnd = createSeededRandom(seed);
      const db = api.database.db;
      // Sign-ups ten at a time: each solves a captcha, which on a busy machine a hundred at once would time out.
      const signedUp: Awaited<ReturnType<typeof payingPlayer>>[] = [];
      while (signedUp.length < PLAYERS)
        signedUp.push(...(await Promise.all(Array.from({ length: Math.min(10, PLAYERS - signedUp.length) }, payingPlayer))));
      const field = signedUp.map((player, i) => {
        const deposit = DEPOSITS[i % DEPOSITS.length]!;
        // Every band on both games (8 players), the 100 % slot on every eighth player's smallest deposit.
        const game = GAMES[(i + Math.floor(i / DEPOSITS.length)) % GAMES.length]!;
        // Those play their bonus through (see `play`), so some bonuses complete.
        const isQuick = i % 8 === 0 && i / 8 < QUICK_PLAYERS;
        return { ...player, deposit, game, isQuick, welcome: welcomeOf(deposit) };
      });

      // Everyone pays at once; the sandbox sends each notice right after its payment, as in the app, and each
      // player's credited deposit sets off a run of the consumer, racing the others' payments and runs.
      const depositIds = new Map<string, string>();
      const runs = await Promise.all(
        field.map(async (x) => {
          depositIds.set(x.userId, await payByCard(api.app, x.profile, eur(x.deposit)));
          await api.app.background.idle();
          return api.app.promotions.grantDepositBonuses();
        }),
      );
      // Each deposit was granted exactly once across the runs; a later run finds nothing left.
      const total = (key: 'seen' | 'granted') => runs.reduce((sum, r) => sum + r[key], 0);
      expect({ seen: total('seen'), granted: total('granted') }).toEqual({ seen: PLAYERS, granted: PLAYERS });
      expect(await api.app.promotions.grantDepositBonuses()).toEqual({ seen: 0, granted: 0 });

      // Each player's grant and fund as their deposit's tier says, then a game session to play it in.
      const players = await Promise.all(
        field.map(async (x) => {
          const { promotionId, bonus, freeSpins, requirement } = x.welcome;
          const grants = await grantsOf(db, x.userId);
          expect(grants, `player ${x.userId}`).toEqual([
            expect.objectContaining({
              depositId: depositIds.get(x.userId),
              depositNumber: 1,
              promotionId,
              currency: 'EUR',
              bonusAmount: bonus,
              freeSpins,
              wageringRequirement: requirement,
              wagered: 0n,
              status: 'active',
            }),
          ]);
          const freeSpin = BigInt(freeSpins) * SPIN_VALUE;
          expect(await fundOf(x.profile), `player ${x.userId}`).toMatchObject({
            totalMoney: eur(x.deposit),
            totalBonus: eur(bonus),
            freeSpinWallet: { balance: eur(freeSpin) },
          });
          const p = await gamePlayerOf(db, api.clock, x.userId, { gameCode: x.game.code });
          const model: Model = {
            isBonusFirst,
            real: x.deposit,
            bonus,
            freeSpin,
            isActive: true,
            wagered: 0n,
            requirement,
            percent: x.game.percent,
          };
          return { ...x, p, grantId: grants[0]!.id, model, splitRounds: 0 };
        }),
      );

      // Every call's answer must be the status the model expects at that point of the player's rounds.
      const mismatches: string[] = [];
      const expectStatus = (what: string, body: { status?: string }, status: string) => {
        if (body.status !== status) mismatches.push(`${what}: ${body.status} instead of ${status} (seed ${seed})`);
      };

      async function play(player: (typeof players)[number]) {
        const { p, model, isQuick } = player;
        const plan = createSeededRandom(rnd.int(0, 2 ** 31));
        for (let r = 0; r < (isQuick ? QUICK_ROUNDS : ROUNDS); r++) {
          // A quick player's bonus rounds: the maximum stake, lost while it takes real money and paid twice back
          // once it is all bonus money, so the requirement is met in about 60 rounds. Then they play as the others.
          // Their first stake is 2 EUR: with real money first, their 15 EUR deposit then runs out inside the fourth
          // stake (3 EUR real, 2 EUR bonus), so every such field has a split round whatever the seed, and 5.50 EUR
          // of their 7.50 EUR bonus is left for the maximum stakes that follow.
          const isStraight = isQuick && model.isActive;
          const round: ModelRound = { staked: 0n, bonusStaked: 0n };
          const straight = r === 0 ? 200n : MAX_BET;
          const opening = p.bet(String(isStraight ? straight : plan.int(50, 650)));
          const opened = modelBet(model, round, BigInt(opening.amount as string));
          expectStatus('bet', (await aggregator.bet(opening)).body, opened.status);
          if (opened.status !== 'OK') continue;
          if (opened.bonusPart > 0n && opened.bonusPart < BigInt(opening.amount as string)) player.splitRounds += 1;
          const raises: WalletBody[] = [];
          if (!isStraight && plan.chance(0.3)) {
            const raise = p.bet(String(plan.int(20, 400)), { round_id: opening.round_id });
            const raised = modelBet(model, round, BigInt(raise.amount as string));
            expectStatus('raise', (await aggregator.bet(raise)).body, raised.status);
            if (raised.status === 'OK') raises.push(raise);
          }
          if (!isStraight && plan.chance(0.15)) {
            modelRollback(model, round, BigInt(opening.amount as string), opened.bonusPart);
            expectStatus('rollback', (await aggregator.rollback(rollbackOf(opening))).body, 'OK');
          } else {
            for (const raise of raises) expectStatus('raise win', (await aggregator.win(winOf(raise, '0'))).body, 'OK');
            const straightWin = round.bonusStaked === round.staked ? round.staked * 2n : 0n;
            const win = isStraight ? straightWin : plan.chance(0.45) ? 0n : BigInt(plan.int(1, Number(round.staked) * 3));
            modelWin(model, round, win);
            expectStatus('win', (await aggregator.win(winOf(opening, win.toString(), undefined, { round_closed: true }))).body, 'OK');
          }
        }
      }
      await Promise.all(players.map(play));

      expect(mismatches).toEqual([]);
      expect(await checkLedger(db)).toMatchObject({ isSound: true });
      for (const { p, profile, model, grantId } of players) {
        const { real, bonus, freeSpin } = await getPlayerBalances(db, p.playerId, 'EUR');
        const grant = await grantOf(db, grantId);
        const what = `player ${p.playerId}, seed ${seed}`;
        expect({ real, bonus, freeSpin, status: grant.status, wagered: grant.wagered }, what).toEqual({
          real: model.real,
          bonus: model.bonus,
          freeSpin: model.freeSpin,
          status: model.isActive ? 'active' : 'completed',
          wagered: model.wagered,
        });
        // What the player is shown: Withdrawable is the real money, Locked By Bonus the bonus money (decision 023).
        expect((await profile.get('/profile/withdrawable')).json(), what).toEqual({ currency: 'EUR', withdrawable: eur(model.real) });
        expect(await fundOf(profile), what).toMatchObject({
          totalMoney: eur(model.real),
          totalBonus: eur(model.bonus),
          freeSpinWallet: { balance: eur(model.freeSpin) },
        });
      }
      // The field must have exercised both ends: some bonuses completed, some still running.
      const completed = players.filter((x) => !x.model.isActive).length;
      expect(completed, `seed ${seed}`).toBeGreaterThan(0);
      expect(completed, `seed ${seed}`).toBeLessThan(PLAYERS);
      // And stakes split between the two kinds of money: with real money first the quick players' careers make
      // sure of it; with bonus money first the smaller bonuses run out inside a stake in the suite's longer careers.
      if (!isBonusFirst || isPostgres)
        expect(
          players.reduce((sum, x) => sum + x.splitRounds, 0),
          `seed ${seed}`,
        ).toBeGreaterThan(0);
    },
  );
}

describe('seamless wallet: players with bonuses under concurrency', () => {
  const started = useWalletApi();
  itKeepsEveryPlayersMoneyExact(started, false);

  it('forfeits bonuses expiring while their players bet, win and roll back: no money is made or lost', { timeout: 300_000 }, async () => {
    const { api, aggregator } = started();
    const seed = Date.now() % 2 ** 31;
    const rnd = createSeededRandom(seed);
    const db = api.database.db;
    const field = [];
    for (let i = 0; i < FIELD_PLAYERS; i++) {
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
      // What the forfeit took, and the bonus shares of rounds settled after it, which went unpaid (decision 023).
      const forfeited =
        (await promotionTransfers(db, `bonus-forfeit:${x.grantId}`)).reduce((sum, t) => sum + t.amount, 0n) +
        (await forfeitedPartsOf(db, x.p.playerId));
      const what = `player ${x.p.playerId}, grant ${grant.status}, seed ${seed}`;
      // Bonus money exists only under an active grant; every cent is where the calls put it.
      if (grant.status !== 'active') expect(bonus, what).toBe(0n);
      expect(real + bonus + forfeited, what).toBe(x.paidIn - x.staked + x.won);
      if (grant.expiresAt.getTime() <= api.clock.now().getTime()) expect(grant.status, what).toMatch(/^(expired|completed)$/);
    }
  });
});

describe('seamless wallet: players with bonuses under concurrency, bonus money spent first', () => {
  const started = useWalletApi({ PROMOTIONS_FILE: promotionsFileWith({ spendOrder: 'bonus-first' }) });
  itKeepsEveryPlayersMoneyExact(started, true);
});
