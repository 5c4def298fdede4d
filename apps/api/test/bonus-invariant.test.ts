import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TPlayAction, TPlayBet, TPlayerPromotion } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameRounds } from '../src/db/schema/gameplay';
import { withdrawals } from '../src/db/schema/payments';
import { createCoupon, parseCouponOptions } from '../src/modules/promotions';
import { checkLedger } from '../src/modules/wallet';
import { DATA_PROMOTIONS_FILE } from './app';
import { bonusInvariantViolations } from './bonus-invariant';
import { fillPaymentDetails, usePaymentsApp } from './payments';
import { gameClientOf, launch } from './play';
import { profileClientOf, signIn, signUpPlayer } from './players';
import { depositByCard } from './promotions';

// No sequence of player actions turns bonus money into withdrawable money before its wagering is met
// (bonus-invariant.ts): sequences of deposits, accepts, rejects, forfeits, withdrawals, rounds opened, played and
// settled, free spins, bonus codes and the clock running bonuses out, each step followed by the invariant and the
// ledger's soundness. A fixed seed and a bounded run in `npm test`; `npm run test:bonus-property -w apps/api` runs 200
// sequences per spend order from a random seed (BONUS_PROPERTY_RUNS and BONUS_PROPERTY_SEED set them; a failure
// prints the seed and the shortest sequence found).

const RUNS = Number(process.env.BONUS_PROPERTY_RUNS ?? 4);
const SEED = process.env.BONUS_PROPERTY_SEED === 'random' ? Date.now() : Number(process.env.BONUS_PROPERTY_SEED ?? 20261206);
const DAY_MS = 86_400_000;
const COUPON = '7731';

/** The shipped offers with wagering short enough for a sequence to complete a bonus, and every family counting. */
function promotionsFile(spendOrder: 'real-first' | 'bonus-first'): string {
  const file = JSON.parse(readFileSync(DATA_PROMOTIONS_FILE, 'utf8')) as { wagering: Record<string, unknown> };
  const contributionPercent = Object.fromEntries(Object.keys(file.wagering.contributionPercent as object).map((family) => [family, 100]));
  file.wagering = { ...file.wagering, multiplier: 1, spendOrder, contributionPercent };
  const changed = path.join(tmpdir(), `casino-bonus-property-${randomBytes(4).toString('hex')}.json`);
  writeFileSync(changed, JSON.stringify(file));
  return changed;
}

const GAMES = {
  mines: { key: 'bluefin:LighthouseMines', bet: (stake: string): TPlayBet => ({ family: 'mines', amount: stake, mines: 20 }) },
  videoPoker: { key: 'velvetreel:JacksOrBetterDeluxe', bet: (stake: string): TPlayBet => ({ family: 'videoPoker', amount: stake }) },
  blackjack: { key: 'velvetreel:VelvetBlackjack', bet: (stake: string): TPlayBet => ({ family: 'blackjack', amount: stake }) },
  threeCardPoker: { key: 'copperfox:ThreeCardShowdown', bet: (stake: string): TPlayBet => ({ family: 'threeCardPoker', ante: stake }) },
  slots: {
    key: 'lunarforge:LuckyLanterns',
    bet: (stake: string): TPlayBet => ({ family: 'slots', coinValue: stake === '5.00' ? '0.50' : '0.10' }),
  },
} as const;
type Game = keyof typeof GAMES;

/** What a player may do next; `pick` and `choice` select among what is there when the step runs. */
type Action =
  | { kind: 'deposit'; amount: string; noBonus: boolean }
  | { kind: 'accept' | 'reject'; pick: number }
  | { kind: 'rejectAll' | 'forfeit' | 'cancelWithdrawal' | 'settle' | 'coupon' }
  | { kind: 'withdraw'; amount: string; confirm: boolean }
  | { kind: 'open'; game: Game; stake: string }
  | { kind: 'act'; pick: number; choice: number }
  | { kind: 'freeSpins'; count: number }
  | { kind: 'expire'; days: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      amount: fc.constantFrom('20.00', '50.00', '120.00'),
      noBonus: fc.boolean(),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constantFrom('accept' as const, 'reject' as const), pick: fc.nat(3) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('forfeit' as const) }) },
  fc.record({ kind: fc.constantFrom('rejectAll' as const, 'cancelWithdrawal' as const, 'coupon' as const) }),
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('settle' as const) }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('withdraw' as const), amount: fc.constantFrom('20.00', '45.00'), confirm: fc.boolean() }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('open' as const),
      game: fc.constantFrom(...(Object.keys(GAMES) as Game[])),
      stake: fc.constantFrom('1.00', '5.00'),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('act' as const), pick: fc.nat(4), choice: fc.nat(31) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('freeSpins' as const), count: fc.integer({ min: 1, max: 6 }) }) },
  fc.record({ kind: fc.constant('expire' as const), days: fc.constantFrom(1, 8, 31) }),
);

/** A decision for an open round of `family`, chosen by `choice`; the server refuses one that does not apply. */
function decisionOf(family: string, choice: number): TPlayAction {
  switch (family) {
    case 'mines':
      return choice % 4 === 0 ? { kind: 'cashOut' } : { kind: 'reveal', tile: choice % 25 };
    case 'videoPoker':
      return { kind: 'draw', hold: [0, 1, 2, 3, 4].map((bit) => ((choice >> bit) & 1) === 1) };
    case 'threeCardPoker':
      return choice % 2 === 0 ? { kind: 'play' } : { kind: 'fold' };
    default:
      return ([{ kind: 'hit' }, { kind: 'stand' }, { kind: 'double' }, { kind: 'split' }, { kind: 'insurance', take: false }] as const)[
        choice % 5
      ]!;
  }
}
/** Decisions that end any round, tried in turn until one is taken. */
const ENDINGS: TPlayAction[] = [
  { kind: 'reveal', tile: 0 },
  { kind: 'cashOut' },
  { kind: 'draw', hold: [true, true, true, true, true] },
  { kind: 'fold' },
  { kind: 'insurance', take: false },
  { kind: 'stand' },
];

describe.each(['real-first', 'bonus-first'] as const)('bonus money stays bonus money until wagered (%s)', (spendOrder) => {
  const ctx = usePaymentsApp({ PROMOTIONS_FILE: promotionsFile(spendOrder) });
  const db = () => ctx.t.database.db;

  /** A signed-in player with payment details, and their game launches (made again after the clock jumps). */
  async function newPlayer() {
    const signed = await signUpPlayer(ctx.t.app);
    await fillPaymentDetails(signed.profile);
    let game = gameClientOf(ctx.t.app, signed.account);
    let launches = new Map<Game, Awaited<ReturnType<typeof launch>>>();
    const player = {
      id: signed.user.id,
      profile: signed.profile,
      async play(name: Game) {
        if (!launches.has(name)) launches.set(name, await launch(game, GAMES[name].key, false));
        return launches.get(name)!;
      },
      /** After a jump of the clock the session and launches have lapsed: sign in again, as the player would. */
      async signInAgain() {
        const res = await signIn(ctx.t.app, signed.account, signed.email, signed.password);
        if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
        Object.assign(player.profile.cookies, profileClientOf(ctx.t.app, signed.account).cookies);
        game = gameClientOf(ctx.t.app, signed.account);
        launches = new Map();
      },
    };
    return player;
  }
  type Player = Awaited<ReturnType<typeof newPlayer>>;

  const statuses: number[] = [];
  const answer = async <R extends { statusCode: number }>(call: Promise<R>): Promise<R> => {
    const res = await call;
    statuses.push(res.statusCode);
    return res;
  };
  const promotionsOf = async (p: Player) => (await p.profile.get('/profile/promotion')).json<TPlayerPromotion[]>();
  const openRoundsOf = (p: Player) =>
    db()
      .select({ id: gameRounds.id, family: gameRounds.family })
      .from(gameRounds)
      .where(and(eq(gameRounds.playerId, p.id), eq(gameRounds.status, 'open'), eq(gameRounds.isDemo, false)));
  /** The game of an open round: one title per family here. */
  const gameOf = (family: string) => family as Game;

  async function settleAll(p: Player) {
    for (const round of await openRoundsOf(p)) {
      const play = await p.play(gameOf(round.family));
      for (let step = 0; step < 100; step += 1) {
        const res = await answer(play.act(round.id, ENDINGS[step % ENDINGS.length]!));
        if (res.statusCode === 200 && res.json<{ round: { status: string } }>().round.status === 'settled') break;
      }
    }
  }

  async function run(p: Player, step: Action): Promise<void> {
    switch (step.kind) {
      case 'deposit':
        await depositByCard(ctx, p.profile, step.amount, 'EUR', undefined, { declineBonus: step.noBonus });
        await ctx.t.app.promotions.grantDepositBonuses();
        return;
      case 'accept':
      case 'reject': {
        const pending = (await promotionsOf(p)).filter((promotion) => promotion.status === 'pending');
        const chosen = pending[step.pick % Math.max(pending.length, 1)];
        if (!chosen) return;
        if (step.kind === 'accept') await answer(p.profile.post('/profile/promotion', { id: chosen.id }));
        else await answer(p.profile.delete(`/profile/promotion?id=${chosen.id}`));
        return;
      }
      case 'rejectAll':
        await answer(p.profile.delete('/profile/promotion'));
        return;
      case 'forfeit': {
        const active = (await promotionsOf(p)).find((promotion) => promotion.status === 'active');
        if (active) await answer(p.profile.delete(`/profile/promotion?id=${active.id}`));
        return;
      }
      case 'withdraw':
        await answer(p.profile.post('/profile/skrill/withdraw', { amount: step.amount, currency: 'EUR', forfeitBonus: step.confirm }));
        return;
      case 'cancelWithdrawal': {
        const [pending] = await db()
          .select({ id: withdrawals.id })
          .from(withdrawals)
          .where(and(eq(withdrawals.userId, p.id), eq(withdrawals.status, 'pending')));
        if (pending) await answer(p.profile.delete(`/profile/withdrawal/${pending.id}`));
        return;
      }
      case 'open':
        // A player's slot spins are the minimum slot cycle apart at least (as the game client paces them).
        if (step.game === 'slots') ctx.t.clock.advance(ctx.t.app.config.slotMinCycleMs);
        await answer((await p.play(step.game)).open(GAMES[step.game].bet(step.stake)));
        return;
      case 'act': {
        const open = await openRoundsOf(p);
        const round = open[step.pick % Math.max(open.length, 1)];
        if (round) await answer((await p.play(gameOf(round.family))).act(round.id, decisionOf(round.family, step.choice)));
        return;
      }
      case 'settle':
        await settleAll(p);
        return;
      case 'freeSpins': {
        const play = await p.play('slots');
        for (let i = 0; i < step.count; i += 1) {
          ctx.t.clock.advance(ctx.t.app.config.slotMinCycleMs);
          await answer(play.open({ family: 'slots', coinValue: '0.01', free: true }));
        }
        return;
      }
      case 'coupon':
        await answer(p.profile.put('/profile/redeem-promotion-coupon', { promotionCoupon: COUPON }));
        return;
      case 'expire':
        ctx.t.clock.advance(step.days * DAY_MS);
        await ctx.t.app.promotions.expireBonuses();
        await p.signInAgain();
        return;
    }
  }

  it(
    `holds after every step of ${RUNS} generated sequences`,
    async () => {
      const parsed = parseCouponOptions(
        COUPON,
        { name: 'Code 7731', redemption: true, 'bonus-eur': '10', 'free-spins': '5', uses: 'unlimited', 'per-player': '3' },
        ctx.t.clock.now(),
      );
      if ('problems' in parsed) throw new Error(parsed.problems.join('; '));
      await createCoupon(db(), parsed.coupon);

      await fc.assert(
        fc.asyncProperty(fc.array(action, { minLength: 8, maxLength: 30 }), async (steps) => {
          const p = await newPlayer();
          // Every sequence starts from a first deposit and its welcome bonus: most actions need money to act on.
          const start: Action = { kind: 'deposit', amount: '50.00', noBonus: false };
          for (const [index, step] of [start, ...steps].entries()) {
            await run(p, step);
            const after = `after step ${index + 1} (${JSON.stringify(step)})`;
            expect(
              statuses.filter((status) => status >= 500),
              after,
            ).toEqual([]);
            expect(await bonusInvariantViolations(db(), p.id), after).toEqual([]);
            expect(await checkLedger(db()), after).toMatchObject({ isSound: true });
          }
        }),
        { seed: SEED, numRuns: RUNS },
      );
    },
    30 * 60_000,
  );
});
