import { randomUUID } from 'node:crypto';
import type { TCurrencyCode, TOpenRoundRequest, TPlayAction, TPlayRound, TPlayRoundResponse } from '@casino/contracts';
import { checkRounding, FloatSource, generateFloats, type RoundState } from '@casino/games';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { toMajorUnits } from '../../lib/money';
import { drawJackpot, feedJackpot, takesPart } from '../jackpots';
import { getPlayerBalances } from '../wallet';
import { findFamilyEntry } from './families/registry';
import { findLaunch, payDemoWin, takeDemoRaise, takeDemoStake } from './launches-repo';
import type { PlayContext } from './play-context';
import { payJackpotWin, payWin, raiseUuid, takeRaise, takeStake } from './round-money';
import { toPlayRound } from './round-view';
import {
  findOpenRound,
  findRevealedServerSeeds,
  findRoundByRequest,
  insertRound,
  lockRound,
  sumLaunchRounds,
  toStoredJson,
  updateRound,
  type RoundRow,
} from './rounds-repo';
import { takeNextFloats } from './service';
import { engineAction, engineBet, stakeOf } from './engine-bets';
import { checkAction, engineOf, enginePlayOf } from './title-play';
import { claimSlotSpin, spinTooSoon } from './slot-pacing';

// The round engine, server authoritative: the client sends decisions, the server draws the floats, runs the
// title's engine, stores the round with its steps and moves the money, all in ONE transaction per request,
// so a refusal anywhere (a bad bet, the wallet's NOT_ENOUGH_MONEY) leaves nothing behind, the nonce included.

const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>) => db.transaction((handle) => work(handle as unknown as Db));

/** Unique violations mean a concurrent request of the same player got there first; run again to see what it did. */
function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
}

export async function once<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return work();
  }
}

async function balanceOf(tx: Db, ctx: PlayContext): Promise<bigint> {
  if (ctx.launch.isDemo) return (await findLaunch(tx, ctx.launch.tokenHash))!.demoBalance!;
  // What the game may stake: real money, then bonus money (decision 023).
  const { real, bonus } = await getPlayerBalances(tx, ctx.launch.playerId!, ctx.currency);
  return real + bonus;
}

/** What this launch's rounds and bets, of every family, staked from the balance and paid into it. */
export async function launchTotals(db: Db, ctx: Pick<PlayContext, 'launch' | 'currency'>): Promise<TPlayRoundResponse['totals']> {
  const { staked, won } = await sumLaunchRounds(db, ctx.launch.id);
  return { staked: toMajorUnits(staked, ctx.currency), won: toMajorUnits(won, ctx.currency) };
}

/** The wallet (or demo credits) now and what this launch's rounds staked and won. */
export async function balanceAndTotals(tx: Db, ctx: PlayContext): Promise<Omit<TPlayRoundResponse, 'round'>> {
  return { balance: toMajorUnits(await balanceOf(tx, ctx), ctx.currency), totals: await launchTotals(tx, ctx) };
}

/**
 * A round as the client sees it, its server seed shown once its pair is revealed; a bet that joined a live
 * round or a scheduled event shows that one's seed, as its family reveals it.
 */
export async function playRoundOf(tx: Db, row: RoundRow): Promise<TPlayRound> {
  const live = findFamilyEntry(row.family)?.live;
  if (live) return toPlayRound(row, await live.revealed(tx, row));
  const seeds = await findRevealedServerSeeds(tx, row.seedPairId === null ? [] : [row.seedPairId]);
  return toPlayRound(row, { serverSeed: row.seedPairId === null ? null : (seeds.get(row.seedPairId) ?? null) });
}

async function roundResponse(tx: Db, ctx: PlayContext, row: RoundRow): Promise<TPlayRoundResponse> {
  return { round: await playRoundOf(tx, row), ...(await balanceAndTotals(tx, ctx)) };
}

/** A real-money wallet bet of a round as the jackpot sees it: what it staked, on which title, in which currency. */
const jackpotStakeOf = (row: RoundRow, amount: bigint, at: Date) => ({
  currency: row.currency as TCurrencyCode,
  gameKey: row.gameKey,
  playerId: row.playerId!,
  roundId: row.id,
  amount,
  at,
});

const openConflict = (ctx: PlayContext, open: RoundRow) =>
  conflict(`Your ${ctx.stated.name} round ${open.id} is still open: finish it before starting another.`);

/** Settles a finished round: the win to the wallet (or the demo credits), then the round's record. */
export async function settle(tx: Db, ctx: PlayContext, row: RoundRow, state: RoundState<unknown>, now: Date): Promise<RoundRow> {
  const balanceAfter = row.isDemo ? await payDemoWin(tx, ctx.launch.id, state.win) : await payWin(tx, ctx, row, state.win, now);
  // The rails rank what the round paid: a jackpot it won counts with its win.
  const winEurCents = row.isDemo ? null : ctx.toEurCents(state.win + row.jackpotWin);
  return updateRound(tx, row.id, {
    steps: toStoredJson(state.steps),
    status: 'settled',
    win: state.win,
    winEurCents,
    balanceAfter,
    settledAt: now,
  });
}

/**
 * A free spin's bet (decision 025): real money only, on the free-spins slot, with a spin left in the session's
 * currency; 409 otherwise. Stored with `free`, so the round shows as one.
 */
async function freeBetOf(tx: Db, ctx: PlayContext): Promise<{ coinValue: bigint; free: true; winsHeld?: true }> {
  if (ctx.launch.isDemo) throw badRequest('Free spins are played for real money, not in the demo.', 'bet.free');
  const round = await ctx.freeRounds(tx, { playerId: ctx.launch.playerId!, gameKey: ctx.launch.gameKey, currency: ctx.currency });
  if (!round) throw badRequest('This game has no free spins.', 'bet.free');
  if (round.left < 1) throw conflict('You have no free spins left on this game.');
  // A win held for a qualifying deposit moves no balance (wallet_api_call decides the same): the session's net skips it.
  return { coinValue: round.coinValue, free: true, ...(round.winsHeld ? { winsHeld: true as const } : {}) };
}

/**
 * Opens (and for single-shot games settles) a round. A resent requestId answers the round it opened, moving nothing.
 * A real-money slot spin sooner than the minimum cycle after the player's last one is refused (429, retryable).
 */
export function openRound(db: Db, ctx: PlayContext, request: TOpenRoundRequest, now: Date): Promise<TPlayRoundResponse> {
  const { launch, title, currency } = ctx;
  return once(() =>
    inTransaction(db, async (tx) => {
      const replay = await findRoundByRequest(tx, launch.id, request.requestId);
      if (replay) return roundResponse(tx, ctx, replay);
      const open = await findOpenRound(
        tx,
        launch.isDemo ? { demoLaunchId: launch.id } : { playerId: launch.playerId!, gameKey: launch.gameKey },
      );
      if (open) throw openConflict(ctx, open);

      const play = enginePlayOf(title);
      const family = play.engine;
      const free = request.bet.family === 'slots' && request.bet.free === true ? await freeBetOf(tx, ctx) : null;
      const bet = free ?? engineBet(title, request.bet, currency);
      // A free spin plays at the spin's coin value, which need not be one the player may choose (decision 025).
      const refusal = free ? null : (family.checkBet(title.config, bet) ?? checkRounding(title, bet));
      if (refusal) throw badRequest(refusal, 'bet');
      if (play.isPaced && !launch.isDemo) {
        const leftMs = await claimSlotSpin(tx, launch.playerId!, now, ctx.slotMinCycleMs);
        if (leftMs !== null) {
          // The same request sent twice at once: its twin took the cycle, and this one answers with its round.
          const twin = await findRoundByRequest(tx, launch.id, request.requestId);
          if (twin) return roundResponse(tx, ctx, twin);
          throw spinTooSoon(ctx.slotMinCycleMs, leftMs);
        }
      }
      const count = family.maxFloats(title.config, bet);

      let drawn: { floats: number[]; seedPairId: number | null; serverSeedHash: string; clientSeed: string; nonce: number };
      let jackpotFloat: number | null = null;
      if (launch.isDemo) {
        const seeds = await takeDemoStake(tx, launch.id, stakeOf(title, bet));
        if (!seeds) throw conflict('Not enough demo credits for this stake.');
        const fair = { serverSeed: seeds.serverSeed!, clientSeed: seeds.clientSeed!, nonce: seeds.nonce };
        drawn = { ...fair, serverSeedHash: seeds.serverSeedHash!, seedPairId: null, floats: await generateFloats(fair, count) };
      } else {
        const taken = await takeNextFloats(tx, launch.playerId!, count, now, takesPart(ctx.jackpots, launch.gameKey, currency));
        drawn = taken;
        jackpotFloat = taken.jackpotFloat;
      }
      const state = family.open(title.config, bet, new FloatSource(drawn.floats));
      let row = await insertRound(tx, {
        id: randomUUID(),
        launchId: launch.id,
        requestId: request.requestId,
        playerId: launch.playerId,
        gameKey: launch.gameKey,
        family: title.family,
        currency,
        isDemo: launch.isDemo,
        status: 'open',
        stake: state.stake,
        bet: toStoredJson(bet),
        steps: toStoredJson(state.steps),
        seedPairId: drawn.seedPairId,
        serverSeedHash: drawn.serverSeedHash,
        clientSeed: drawn.clientSeed,
        nonce: drawn.nonce,
        jackpotChanceOneIn: jackpotFloat === null ? null : ctx.jackpots.winChanceOneIn,
        createdAt: now,
      });
      let afterStake = launch.isDemo ? null : await takeStake(tx, ctx, row, now, { isFree: free !== null });
      // A free spin staked no money of the player's: it neither feeds nor draws the jackpot.
      if (afterStake !== null && free === null) {
        await feedJackpot(tx, ctx.jackpots, jackpotStakeOf(row, row.stake, now), `${row.id}:bet`);
        const won = jackpotFloat === null ? 0n : await drawJackpot(tx, ctx.jackpots, jackpotStakeOf(row, row.stake, now), jackpotFloat);
        if (won > 0n) {
          afterStake = await payJackpotWin(tx, ctx, row, won, now);
          row = await updateRound(tx, row.id, { steps: row.steps, jackpotWin: won, balanceAfter: afterStake });
        }
      }
      if (state.isFinished) row = await settle(tx, ctx, row, state, now);
      else if (afterStake !== null) row = await updateRound(tx, row.id, { steps: row.steps, balanceAfter: afterStake });
      return roundResponse(tx, ctx, row);
    }),
  );
}

/**
 * Takes what a decision adds to the round's stake (three card poker's play, craps odds, a blackjack double,
 * split or insurance) the way the opening stake was taken: from the demo credits, or as the round's next
 * numbered raise in the wallet, each checked against the balance. Not enough is a 409 and the round stays
 * open as it was. The round is locked, so two decisions on it count their raises one after the other.
 */
async function raise(tx: Db, ctx: PlayContext, row: RoundRow, amount: bigint, now: Date): Promise<RoundRow> {
  if (amount === 0n) return row;
  if (amount < 0n) throw new Error(`round ${row.id}: a decision cannot lower the stake`);
  const raises = row.raises + 1;
  let balanceAfter: bigint;
  if (row.isDemo) {
    const credits = await takeDemoRaise(tx, ctx.launch.id, amount);
    if (credits === undefined) throw conflict('Not enough demo credits for this stake.');
    balanceAfter = credits;
  } else {
    balanceAfter = await takeRaise(tx, ctx, row, amount, raises, now);
    // A raise is a stake too: it feeds the pool like the opening bet (the round drew for the jackpot when it opened).
    await feedJackpot(tx, ctx.jackpots, jackpotStakeOf(row, amount, now), raiseUuid(row.id, raises));
  }
  return updateRound(tx, row.id, { steps: row.steps, stake: row.stake + amount, raises, balanceAfter });
}

/**
 * A decision inside an open round (mines, video poker's draw, three card poker's play or fold, craps' roll or odds, blackjack's
 * hit, stand, double, split or insurance): no new floats, the stored board, deck, dice or shoe decide. A raise settles in the same
 * decision (three card poker's play) or keeps the round open (craps odds, blackjack's doubles and splits); the settlement closes
 * every raise's wallet bet either way. A real-money round is the player's on this title from any launch, so a new launch resumes it;
 * a demo round is its launch's.
 */
export function actOnRound(db: Db, ctx: PlayContext, roundId: string, action: TPlayAction, now: Date): Promise<TPlayRoundResponse> {
  const { launch, title } = ctx;
  return inTransaction(db, async (tx) => {
    const row = await lockRound(tx, roundId);
    const isOurs =
      row &&
      (launch.isDemo ? row.launchId === launch.id : !row.isDemo && row.playerId === launch.playerId && row.gameKey === launch.gameKey);
    if (!row || !isOurs) throw notFound('There is no such round in this game.');
    const family = engineOf(title);
    if (!family.act) throw conflict('This game has no decisions inside a round.');
    const state: RoundState<unknown> = {
      stake: row.stake,
      win: row.win,
      steps: row.steps as unknown[],
      isFinished: row.status === 'settled',
    };
    const decision = engineAction(action, ctx.currency);
    const refusal = checkAction(title, state, decision);
    if (refusal) throw row.status === 'settled' ? conflict(refusal) : badRequest(refusal, 'action');
    const next = family.act(title.config, state, decision);
    const raised = await raise(tx, ctx, row, next.stake - row.stake, now);
    const updated = next.isFinished
      ? await settle(tx, ctx, raised, next, now)
      : await updateRound(tx, raised.id, { steps: toStoredJson(next.steps) });
    return roundResponse(tx, ctx, updated);
  });
}
