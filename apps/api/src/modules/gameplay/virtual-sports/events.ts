import { randomBytes } from 'node:crypto';
import type { TVirtualEvent, TVirtualMarket, TVirtualSelection } from '@casino/contracts';
import {
  checkPenaltyBet,
  checkRaceBet,
  drawVirtualEvent,
  FloatSource,
  generateFloats,
  hashServerSeed,
  penaltyBoard,
  raceBoard,
  settlePenalty,
  settleRace,
  virtualEventFloats,
  virtualEventTimes,
  type PenaltyConfig,
  type PenaltyEvent,
  type PenaltyMarket,
  type PenaltySelection,
  type RaceConfig,
  type RaceEvent,
  type RaceMarket,
  type RaceSelection,
  type VirtualEventSchedule,
  type VirtualSportsConfig,
  type VirtualSportsEvent,
} from '@casino/games';
import type { VirtualEventRow } from './repo';

// A virtual sports event from its seeds to what players see: the draw (field and result from one float
// stream), the board of prices, the status at a moment, and what a bet on it pays. Pure but for the seed.

export type Selection = { market: TVirtualMarket; pick: string; odds: number; placeOdds?: number };

const isPenalty = (config: VirtualSportsConfig): config is PenaltyConfig => config.sport === 'penalties';

/** The event's seeds: a fresh secret server seed, its hash published at once; the title key as client seed. */
export async function newEventSeeds(gameKey: string) {
  const serverSeed = randomBytes(32).toString('hex');
  return { serverSeed, serverSeedHash: await hashServerSeed(serverSeed), clientSeed: gameKey };
}

/** Field and result, drawn as the engine does from the event's float stream (nonce: the event number). */
export async function drawScheduledEvent(
  config: VirtualSportsConfig,
  seeds: { serverSeed: string; clientSeed: string },
  number: number,
): Promise<VirtualSportsEvent> {
  const floats = await generateFloats({ ...seeds, nonce: number }, virtualEventFloats(config));
  return isPenalty(config) ? drawVirtualEvent(config, new FloatSource(floats)) : drawVirtualEvent(config, new FloatSource(floats));
}

/** Every selection the event's book offers. */
export function boardOf(config: VirtualSportsConfig, event: VirtualSportsEvent): Selection[] {
  return isPenalty(config) ? penaltyBoard(config, event as PenaltyEvent) : raceBoard(config, event as RaceEvent);
}

/** Why a bet cannot be taken on this event (a sentence for the player, the field at fault), or null. */
export function checkEventBet(
  config: VirtualSportsConfig,
  event: VirtualSportsEvent,
  bet: { amount: bigint; market: TVirtualMarket; pick: string },
): { message: string; field: 'amount' | 'pick' } | null {
  const message = isPenalty(config)
    ? checkPenaltyBet(config, event as PenaltyEvent, { ...bet, market: bet.market as PenaltyMarket })
    : checkRaceBet(config, event as RaceEvent, { ...bet, market: bet.market as RaceMarket });
  if (message === null) return null;
  return { message, field: message.includes('selection') || message.includes('market') ? 'pick' : 'amount' };
}

/** What a bet pays when the event ends, stake included, in minor units; `board`: the event's, when settling many. */
export function payoutOf(
  config: VirtualSportsConfig,
  event: VirtualSportsEvent,
  bet: { amount: bigint; market: string; pick: string },
  board = boardOf(config, event),
): bigint {
  return isPenalty(config)
    ? settlePenalty(config, event as PenaltyEvent, { ...bet, market: bet.market as PenaltyMarket }, board as PenaltySelection[])
    : settleRace(config as RaceConfig, event as RaceEvent, { ...bet, market: bet.market as RaceMarket }, board as RaceSelection[]);
}

export const oddsText = (hundredths: number) => (hundredths / 100).toFixed(2);

export function selectionView(s: Selection): TVirtualSelection {
  return { market: s.market, pick: s.pick, odds: oddsText(s.odds), placeOdds: s.placeOdds === undefined ? null : oddsText(s.placeOdds) };
}

/** The names a board shows: the runners in race-card order, or the two teams. */
export const fieldNames = (event: VirtualSportsEvent): string[] =>
  'field' in event ? event.field.map((runner) => runner.name) : [event.home, event.away];

/** The field's model the board is priced from: the runners' strengths, or the two sides' scoring chances. */
export const fieldRatings = (event: VirtualSportsEvent): number[] =>
  'field' in event ? event.field.map((runner) => runner.strength) : [event.homeChance, event.awayChance];

export type EventStatus = TVirtualEvent['status'];

export function statusAt(times: { closesAt: Date; startsAt: Date; endsAt: Date }, now: Date): EventStatus {
  if (now < times.closesAt) return 'open';
  if (now < times.startsAt) return 'closed';
  return now < times.endsAt ? 'running' : 'finished';
}

/** Event `number`'s times by the schedule, as dates. */
export function timesOf(schedule: VirtualEventSchedule, number: number) {
  const times = virtualEventTimes(schedule, number);
  return { closesAt: new Date(times.closesAt), startsAt: new Date(times.startsAt), endsAt: new Date(times.endsAt) };
}

/** The event as every player sees it at `now`: the result from the off, the server seed once it has ended. */
export function eventView(config: VirtualSportsConfig, row: VirtualEventRow, now: Date): TVirtualEvent {
  const status = statusAt(row, now);
  const event = row.result as VirtualSportsEvent;
  return {
    number: row.number,
    status,
    closesAt: row.closesAt.toISOString(),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    field: fieldNames(event),
    ratings: fieldRatings(event),
    board: boardOf(config, event).map(selectionView),
    result: status === 'running' || status === 'finished' ? event : null,
    serverSeedHash: row.serverSeedHash,
    serverSeed: status === 'finished' ? row.serverSeed : null,
    clientSeed: row.clientSeed,
  };
}
