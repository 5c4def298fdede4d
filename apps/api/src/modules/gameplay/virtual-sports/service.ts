import type { TVirtualBet, TVirtualBetRequest, TVirtualMarket, TVirtualState } from '@casino/contracts';
import { checkRounding, nextOpenVirtualEvent, type Title, type VirtualEventSchedule, type VirtualSportsConfig } from '@casino/games';
import type { Db } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { toMajorUnits, toMinorUnits } from '../../../lib/money';
import type { PlayContext } from '../play-context';
import { launchTotals, once } from '../rounds';
import { findRoundByRequest, toStoredJson, type RoundRow } from '../rounds-repo';
import { betOwnerOf, findOpenBet, insertScheduledBet, launchBalance } from '../scheduled-bets';
import { boardOf, checkEventBet, drawScheduledEvent, eventView, newEventSeeds, oddsText, timesOf } from './events';
import { findBetsOn, findEventsBetween, insertOrFindEvent, lockEventForBet, type VirtualEventRow } from './repo';
import { settleDueEvents, virtualBetOf, type StoredVirtualBet } from './settle';

// A player's side of a virtual sports title: the events on the board (the last one off, the one taking bets
// and the next), the player's bets on them, and a bet on an open event. Every read settles the title's
// ended events first, so a bet never stays open because no instance was driving the schedule.

const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>) => db.transaction((handle) => work(handle as unknown as Db));

/** A virtual sports title's configuration, on the site's schedule when one is set for every title (tests). */
export function virtualConfigOf(title: Title, schedule: VirtualEventSchedule | null): VirtualSportsConfig {
  if (title.family !== 'virtualSports') throw notFound('This game has no scheduled events.');
  return schedule ? { ...title.config, schedule } : title.config;
}

/**
 * Event `number` of the title, stored with fresh seeds the first time it is asked for. Only an event still
 * taking bets is made: a seed is never drawn for an event whose betting has closed.
 */
export async function ensureEvent(db: Db, gameKey: string, config: VirtualSportsConfig, number: number, now: Date) {
  const times = timesOf(config.schedule, number);
  if (now >= times.closesAt) return undefined;
  const seeds = await newEventSeeds(gameKey);
  const result = toStoredJson(await drawScheduledEvent(config, seeds, number));
  return insertOrFindEvent(db, { gameKey, number, ...seeds, result, ...times });
}

/** The events a title's board shows at `now`: the two before the one taking bets (if stored), it, and the next. */
export async function boardEvents(db: Db, gameKey: string, config: VirtualSportsConfig, now: Date): Promise<VirtualEventRow[]> {
  const open = nextOpenVirtualEvent(config.schedule, now.getTime()).index;
  await ensureEvent(db, gameKey, config, open, now);
  await ensureEvent(db, gameKey, config, open + 1, now);
  return findEventsBetween(db, gameKey, timesOf(config.schedule, open - 2).startsAt, timesOf(config.schedule, open + 1).startsAt);
}

function betView(row: RoundRow): TVirtualBet {
  const bet = virtualBetOf(row);
  const major = (minor: bigint) => toMajorUnits(minor, row.currency as PlayContext['currency']);
  return {
    roundId: row.id,
    eventNumber: bet.eventNumber,
    market: bet.market as TVirtualMarket,
    pick: bet.pick,
    odds: oddsText(bet.odds),
    placeOdds: bet.placeOdds === null ? null : oddsText(bet.placeOdds),
    stake: major(row.stake),
    win: major(row.win),
    status: row.status,
  };
}

/** GET /play/{token}/virtual-sports: settles what has ended, then the board, the player's bets and the balance. */
export async function getVirtualState(db: Db, ctx: PlayContext, config: VirtualSportsConfig, now: Date): Promise<TVirtualState> {
  const gameKey = ctx.launch.gameKey;
  await settleDueEvents(db, ctx.wallet, gameKey, config, now);
  const events = await boardEvents(db, gameKey, config, now);
  const bets = await findBetsOn(
    db,
    events.map((e) => e.id),
    betOwnerOf(ctx.launch),
  );
  return {
    now: now.toISOString(),
    events: events.map((row) => eventView(config, row, now)),
    bets: bets.map(betView),
    balance: toMajorUnits(await launchBalance(db, ctx), ctx.currency),
    totals: await launchTotals(db, ctx),
  };
}

/** The open event a bet names, or why not: a 409 once its betting has closed, a 404 for one not on the board yet. */
async function openEventFor(tx: Db, ctx: PlayContext, config: VirtualSportsConfig, number: number, now: Date) {
  const open = nextOpenVirtualEvent(config.schedule, now.getTime()).index;
  if (number < open) throw conflict(`Betting on event ${number} has closed: bet on the next one.`);
  if (number > open + 1) throw notFound(`Event ${number} is not taking bets yet.`);
  const event = await ensureEvent(tx, ctx.launch.gameKey, config, number, now);
  const locked = event && (await lockEventForBet(tx, event.id));
  if (!locked || locked.settledAt !== null || now >= locked.closesAt)
    throw conflict(`Betting on event ${number} has closed: bet on the next one.`);
  return locked;
}

/**
 * POST /play/{token}/virtual-sports/bets: a selection of an open event at its price now, the stake taken
 * through the wallet (demo: the launch's credits). One open bet per player and title: it settles when its
 * event ends. A resent requestId answers the state, moving nothing.
 */
export async function placeVirtualBet(
  db: Db,
  ctx: PlayContext,
  config: VirtualSportsConfig,
  request: TVirtualBetRequest,
  now: Date,
): Promise<TVirtualState> {
  const { launch, currency } = ctx;
  const limits = (ctx.title as Extract<Title, { family: 'virtualSports' }>).config.limits;
  await settleDueEvents(db, ctx.wallet, launch.gameKey, config, now);
  await once(() =>
    inTransaction(db, async (tx) => {
      if (await findRoundByRequest(tx, launch.id, request.requestId)) return;
      const amount = toMinorUnits(request.amount, currency);
      const event = await openEventFor(tx, ctx, config, request.eventNumber, now);
      const drawn = event.result as Parameters<typeof boardOf>[1];
      const refusal = checkEventBet({ ...config, limits }, drawn, { amount, market: request.market, pick: request.pick });
      if (refusal) throw badRequest(refusal.message, refusal.field);
      // Wins are rounded down to the minor unit: a price that loses more than 0.1 pp of its return at this stake is refused.
      const rounding = checkRounding(ctx.title, { amount, market: request.market, pick: request.pick, event: drawn });
      if (rounding) throw badRequest(rounding, 'amount');
      const open = await findOpenBet(tx, launch);
      if (open) throw conflict(`Your bet on event ${virtualBetOf(open).eventNumber} is still open: it settles when that event ends.`);
      const selection = boardOf(config, drawn).find((s) => s.market === request.market && s.pick === request.pick)!;
      const stored: StoredVirtualBet = {
        amount: amount.toString(),
        eventId: event.id,
        eventNumber: event.number,
        market: request.market,
        pick: request.pick,
        odds: selection.odds,
        placeOdds: selection.placeOdds ?? null,
      };
      await insertScheduledBet(
        tx,
        ctx,
        {
          requestId: request.requestId,
          family: 'virtualSports',
          stake: amount,
          bet: stored,
          // The event's seeds: its hash was public before the bet, its server seed is shown once it has ended.
          fairness: { serverSeedHash: event.serverSeedHash, clientSeed: event.clientSeed, nonce: event.number },
        },
        now,
      );
    }),
  );
  return getVirtualState(db, ctx, config, now);
}
