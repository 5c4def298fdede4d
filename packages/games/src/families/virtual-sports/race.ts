import type { FloatSource } from '../../fairness/float-source';
import { add, ratio, ZERO, type Rational } from '../../shared/rational';
import type { StakeLimits } from '../../shared/stakes';
import type { EventSchedule } from './schedule';

/** The race markets a title may offer; each is priced per selection from its exact Harville chance. */
export type RaceMarket = 'win' | 'eachWay' | 'forecast' | 'reverseForecast' | 'position';

/**
 * A race title: `runners` start each event, named from `names` (at least as many), each with a strength
 * drawn uniformly from `tiers` (positive integers; a runner's win chance is its strength over the field's
 * total). `bookRtp` is the price factor in ten-thousandths; each-way pays the place half at
 * 1/`fraction` of the win odds for the first `places` (capped at the place chance's own price).
 */
export type RaceConfig = {
  sport: 'horses' | 'greyhounds' | 'speedway';
  runners: number;
  names: readonly string[];
  tiers: readonly number[];
  bookRtp: number;
  markets: readonly RaceMarket[];
  eachWay?: { places: number; fraction: number };
  schedule: EventSchedule;
  limits: StakeLimits;
};

/** One event: the field in race-card order (runner 1 first) and the finishing order as race-card indices. */
export type RaceEvent = { field: { name: string; strength: number }[]; order: number[] };

/** Names, strengths, then the finishing order: all but the last place take a float. */
export const raceFloats = (config: RaceConfig): number => 3 * config.runners - 1;

/** `count` of `items` in the order a partial Fisher–Yates over the floats picks them. */
export function pickNames<T>(floats: FloatSource, items: readonly T[], count: number): T[] {
  const pool = [...items];
  for (let place = 0; place < count; place += 1) {
    const pick = place + floats.nextInt(pool.length - place);
    [pool[place], pool[pick]] = [pool[pick]!, pool[place]!];
  }
  return pool.slice(0, count);
}

/** The field from the event's first floats: public before the off, it reveals nothing of the result's floats. */
export function drawField(config: RaceConfig, floats: FloatSource): RaceEvent['field'] {
  const names = pickNames(floats, config.names, config.runners);
  return names.map((name) => ({ name, strength: config.tiers[floats.nextInt(config.tiers.length)]! }));
}

/**
 * The finishing order by the Harville model: the winner with chance strength ÷ total, then each next
 * place among those left in proportion to their strengths. A float becomes an integer below the
 * strength left, and the runner whose share of that range holds it takes the place.
 */
export function drawOrder(strengths: readonly number[], floats: FloatSource): number[] {
  const left = strengths.map((_, i) => i);
  const order: number[] = [];
  while (left.length > 1) {
    let ticket = floats.nextInt(left.reduce((total, i) => total + strengths[i]!, 0));
    const at = left.findIndex((i) => (ticket -= strengths[i]!) < 0);
    order.push(left.splice(at, 1)[0]!);
  }
  return [...order, left[0]!];
}

export function drawRace(config: RaceConfig, floats: FloatSource): RaceEvent {
  const field = drawField(config, floats);
  return {
    field,
    order: drawOrder(
      field.map((runner) => runner.strength),
      floats,
    ),
  };
}

/** The Harville chance that the race opens with exactly `prefix` (race-card indices) in that order. */
export function prefixChance(strengths: readonly number[], prefix: readonly number[]): Rational {
  let left = strengths.reduce((a, b) => a + b, 0);
  let num = 1n;
  let den = 1n;
  for (const i of prefix) {
    num *= BigInt(strengths[i]!);
    den *= BigInt(left);
    left -= strengths[i]!;
  }
  return ratio(num, den);
}

/** The chance that runner `runner` finishes in place `place` (1 = wins): every ordering of others ahead. */
export function placeChance(strengths: readonly number[], runner: number, place: number): Rational {
  const ahead = (prefix: number[]): Rational => {
    if (prefix.length === place - 1) return prefixChance(strengths, [...prefix, runner]);
    let total = ZERO;
    for (let i = 0; i < strengths.length; i += 1) if (i !== runner && !prefix.includes(i)) total = add(total, ahead([...prefix, i]));
    return total;
  };
  return ahead([]);
}

/** The chance of finishing in the first `places`. */
export function topChance(strengths: readonly number[], runner: number, places: number): Rational {
  let total = ZERO;
  for (let place = 1; place <= places; place += 1) total = add(total, placeChance(strengths, runner, place));
  return total;
}

export const winChance = (strengths: readonly number[], runner: number): Rational => prefixChance(strengths, [runner]);
export const forecastChance = (strengths: readonly number[], first: number, second: number): Rational =>
  prefixChance(strengths, [first, second]);
export const reverseForecastChance = (strengths: readonly number[], a: number, b: number): Rational =>
  add(forecastChance(strengths, a, b), forecastChance(strengths, b, a));
