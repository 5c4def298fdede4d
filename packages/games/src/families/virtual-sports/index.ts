/**
 * Virtual sports: scheduled events (a horse race, a greyhound race, a speedway heat, a penalty
 * shoot-out) that every player bets on at fixed odds, settled when the event ends.
 *
 * Schedule (schedule.ts). Event k of a title starts k × interval seconds after the Unix epoch; betting
 * closes `closeSeconds` before the start; the event is shown for `runSeconds`, then bets settle.
 *
 * Provably fair. One event is one float stream (fairness/floats: server seed, client seed, nonce), in
 * this order: the field first (race: a Fisher–Yates pick of names, then each runner's strength tier;
 * shoot-out: the two teams, then each side's scoring chance), then the result. The field is published
 * when betting opens; the seed is revealed after the event, and eventFloats / drawEvent recompute both.
 *
 * Races (race.ts). Runner i's strength s_i is drawn uniformly from the title's tiers; its win chance is
 * p_i = s_i / Σs. The finishing order follows the Harville model: the winner with chance p_i, each next
 * place among those left in proportion to their strengths. So every chance the markets need is a closed
 * form of the strengths: forecast i-j = p_i · s_j / (Σs − s_i), place k by summing over who is ahead.
 *
 * Shoot-out (penalty.ts). Five kicks each in alternation, home first, stopping when one side cannot catch
 * up; then sudden death. Its chances (penalty-math.ts) are an exact enumeration of regulation and a closed
 * form of sudden death, truncated after `suddenDeathRounds` level rounds by a one-float decider.
 *
 * Prices (pricing.ts). A selection of exact chance q is priced bookRtp ÷ q rounded DOWN to the hundredth
 * (bookRtp in ten-thousandths: 9500 is 95 %, an overround of 5.26 %), offered from 1.01 to 1000.00. It returns
 * q × odds: at most the book's RTP, below it only by the rounding (less than q × 0.01). Each-way stakes
 * half on the win and half on a place at 1/fraction of the win odds for the first `places`, capped at the
 * place chance's own price so that half too returns at most the book's RTP.
 *
 * RTP (rtp.ts). A title states its book factor; virtualSportsMath adds per market, exactly, the least any
 * selection of any field returns and the average over the field's draw of a selection chosen at random.
 * Settlement: (event, bet) → payout in minor units, stake included, rounded down.
 */
import type { FloatSource } from '../../fairness/float-source';
import { drawPenalty, penaltyFloats, type PenaltyConfig, type PenaltyEvent } from './penalty';
import { drawRace, raceFloats, type RaceConfig, type RaceEvent } from './race';
import { penaltyMath, raceMath, type VirtualSportsMath } from './rtp';

export type VirtualSportsConfig = RaceConfig | PenaltyConfig;
export type VirtualSportsEvent = RaceEvent | PenaltyEvent;

const isPenalty = (config: VirtualSportsConfig): config is PenaltyConfig => config.sport === 'penalties';

/** How many floats one event may use: derive this many from its seeds. */
export const eventFloats = (config: VirtualSportsConfig): number => (isPenalty(config) ? penaltyFloats(config) : raceFloats(config));

/** The whole event (field and result) from its floats. */
export function drawEvent(config: RaceConfig, floats: FloatSource): RaceEvent;
export function drawEvent(config: PenaltyConfig, floats: FloatSource): PenaltyEvent;
export function drawEvent(config: VirtualSportsConfig, floats: FloatSource): VirtualSportsEvent {
  return isPenalty(config) ? drawPenalty(config, floats) : drawRace(config, floats);
}

const computed = new WeakMap<VirtualSportsConfig, VirtualSportsMath>();

/** The title's exact figures, computed once per configuration (the largest, Derby Day, in about a second). */
export function virtualSportsMath(config: VirtualSportsConfig): VirtualSportsMath {
  let math = computed.get(config);
  if (!math) {
    math = isPenalty(config) ? penaltyMath(config) : raceMath(config);
    computed.set(config, math);
  }
  return math;
}

/** The most one bet can pay: the longest price any field offers at the largest stake (each-way pays at most its win odds). */
export function virtualSportsMaxWin(config: VirtualSportsConfig): bigint {
  const longest = Math.max(...virtualSportsMath(config).markets.map((m) => m.highestOdds));
  return (config.limits.maxBet * BigInt(longest)) / 100n;
}

export * from './penalty';
export * from './penalty-markets';
export { penaltyOutcomes, type PenaltyOutcome } from './penalty-math';
export * from './pricing';
export * from './race';
export * from './race-markets';
export { type MarketMath, type VirtualSportsMath } from './rtp';
export * from './schedule';
