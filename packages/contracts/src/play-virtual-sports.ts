import { z } from 'zod';
import { ZAmount } from './money';

// Virtual sports: scheduled events (a race, a penalty shoot-out) every player of a title bets on at fixed
// odds, settled when the event ends. Bets go to /play/{token}/virtual-sports, not to rounds; a bet is a
// round of family 'virtualSports' in history and recall. Odds are decimal strings ("4.75"); money is
// major-unit decimal strings of the session's currency.

const int = z.number().int();
const ZHash = z.string().regex(/^[0-9a-f]{64}$/);
const ZOdds = z.string().regex(/^\d+\.\d{2}$/);

export const VIRTUAL_SPORTS = ['horses', 'greyhounds', 'speedway', 'penalties'] as const;
export const VIRTUAL_MARKETS = ['win', 'eachWay', 'forecast', 'reverseForecast', 'position', 'winner', 'correctScore', 'total'] as const;
export const ZVirtualMarket = z.enum(VIRTUAL_MARKETS);
export type TVirtualMarket = z.infer<typeof ZVirtualMarket>;

/** The game view: the sport, the markets offered, each-way terms and the book's margin (event times come with each event). */
export const ZVirtualSportsView = z.object({
  family: z.literal('virtualSports'),
  sport: z.enum(VIRTUAL_SPORTS),
  markets: z.array(ZVirtualMarket),
  eachWay: z.object({ places: int, fraction: int }).nullable(),
  /** The overround in percent with two decimals ("5.26"). */
  overround: z.string(),
  /** Penalties: total goals over or under this + 0.5. */
  totalLine: int.nullable(),
});

/** A selection of an event's book; `placeOdds` is each-way's place half. */
export const ZVirtualSelection = z.object({ market: ZVirtualMarket, pick: z.string(), odds: ZOdds, placeOdds: ZOdds.nullable() });
export type TVirtualSelection = z.infer<typeof ZVirtualSelection>;

/** The drawn event, as the engine draws it (race-card indices from 0; strengths and chances included). */
export const ZVirtualRaceEvent = z.object({
  field: z.array(z.object({ name: z.string(), strength: int })),
  order: z.array(int),
});
export const ZVirtualPenaltyEvent = z.object({
  home: z.string(),
  away: z.string(),
  homeChance: int,
  awayChance: int,
  kicks: z.array(z.object({ side: z.enum(['home', 'away']), scored: z.boolean() })),
  homeGoals: int,
  awayGoals: int,
  suddenDeath: z.boolean(),
});
export const ZVirtualDrawnEvent = z.union([ZVirtualRaceEvent, ZVirtualPenaltyEvent]);
export type TVirtualDrawnEvent = z.infer<typeof ZVirtualDrawnEvent>;

export const VIRTUAL_EVENT_STATUSES = ['open', 'closed', 'running', 'finished'] as const;

/**
 * One event as every player sees it. Open: bets taken until `closesAt`; closed: waiting for the off at
 * `startsAt`; running until `endsAt`, when bets settle. The field is public from the start; `result` (the
 * drawn event) from the off, when no bet can be taken any more; `serverSeed` once it has ended.
 */
export const ZVirtualEvent = z.object({
  number: int,
  status: z.enum(VIRTUAL_EVENT_STATUSES),
  closesAt: z.iso.datetime(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** Race: the runners in race-card order (number 1 first); penalties: the two teams, home first. */
  field: z.array(z.string()),
  /**
   * The field's model, public with it: race, each runner's strength (win chance: its share of the total);
   * penalties, each side's chance of scoring a kick in hundredths, home first. The board's prices follow
   * from it, and the client checks a stake against rounding with it.
   */
  ratings: z.array(int),
  board: z.array(ZVirtualSelection),
  result: ZVirtualDrawnEvent.nullable(),
  serverSeedHash: ZHash,
  serverSeed: ZHash.nullable(),
  clientSeed: z.string(),
});
export type TVirtualEvent = z.infer<typeof ZVirtualEvent>;

/** A player's bet on an event. */
export const ZVirtualBet = z.object({
  roundId: z.uuid(),
  eventNumber: int,
  market: ZVirtualMarket,
  pick: z.string(),
  odds: ZOdds,
  placeOdds: ZOdds.nullable(),
  stake: z.string(),
  win: z.string(),
  status: z.enum(['open', 'settled']),
});
export type TVirtualBet = z.infer<typeof ZVirtualBet>;

/** GET /play/{token}/virtual-sports and the answer to a bet: the last event off, the open one and the next. */
export const ZVirtualState = z.object({
  now: z.iso.datetime(),
  events: z.array(ZVirtualEvent),
  /** The player's bets on those events, newest first. */
  bets: z.array(ZVirtualBet),
  balance: z.string(),
  /** What this launch's bets staked and won, as GET /play/{token} counts them: the shell's net this session. */
  totals: z.object({ staked: z.string(), won: z.string() }),
});
export type TVirtualState = z.infer<typeof ZVirtualState>;

/** POST /play/{token}/virtual-sports/bets: one selection of an open event at the stake given. */
export const ZVirtualBetRequest = z.object({
  requestId: z.uuid(),
  eventNumber: int.positive(),
  market: ZVirtualMarket,
  pick: z.string().regex(/^[A-Za-z0-9:-]{1,10}$/, 'must be a selection of the event such as 3, 3-5 or home'),
  amount: ZAmount,
});
export type TVirtualBetRequest = z.infer<typeof ZVirtualBetRequest>;

/** A bet as a round: the selection taken, and once settled, the event as drawn (what verification recomputes). */
export const ZVirtualRoundBet = z.object({
  amount: z.string(),
  eventNumber: int,
  market: ZVirtualMarket,
  pick: z.string(),
  odds: ZOdds,
  placeOdds: ZOdds.nullable(),
});
export const ZVirtualStep = z.object({ event: ZVirtualDrawnEvent });
export type TVirtualStep = z.infer<typeof ZVirtualStep>;
