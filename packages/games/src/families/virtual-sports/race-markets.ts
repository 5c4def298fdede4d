import { add, mul, ratio, type Rational } from '../../shared/rational';
import { checkStake } from '../../shared/stakes';
import { MIN_ODDS, payAt, price, returnOf } from './pricing';
import {
  forecastChance,
  placeChance,
  reverseForecastChance,
  topChance,
  winChance,
  type RaceConfig,
  type RaceEvent,
  type RaceMarket,
} from './race';

/**
 * A selection as the board shows it. Picks name runners by race-card number (1 first): win and each-way
 * "3"; forecast "3-5" (3 first, 5 second); reverse forecast "3-5" (lower number first, either order);
 * position "3:2" (runner 3 finishes second). Odds in hundredths; each-way's place half at `placeOdds`.
 */
export type RaceSelection = { market: RaceMarket; pick: string; odds: number; placeOdds?: number };

/** With the exact chances behind the prices (the place half's chance for each-way). */
export type PricedRaceSelection = RaceSelection & { chance: Rational; placeChance?: Rational };

export type RaceBet = { amount: bigint; market: RaceMarket; pick: string };

const pairs = (runners: number, ordered: boolean): [number, number][] =>
  Array.from({ length: runners }, (_, a) => Array.from({ length: runners }, (_, b): [number, number] => [a, b]))
    .flat()
    .filter(([a, b]) => (ordered ? a !== b : a < b));

const books = new WeakMap<RaceConfig, Map<string, PricedRaceSelection[]>>();

/**
 * Every selection the field's book offers, priced from the exact Harville chances at the title's factor,
 * in race-card order. Which runner holds which strength only renumbers the book, so it is worked out once
 * per multiset of strengths (sorted) and renumbered: a title has a few hundred at most.
 */
export function raceBook(config: RaceConfig, strengths: readonly number[]): PricedRaceSelection[] {
  const card = strengths.map((_, i) => i).sort((a, b) => strengths[a]! - strengths[b]! || a - b);
  const sorted = card.map((i) => strengths[i]!);
  const cache = books.get(config) ?? new Map<string, PricedRaceSelection[]>();
  books.set(config, cache);
  const key = sorted.join(',');
  const book = cache.get(key) ?? sortedBook(config, sorted);
  cache.set(key, book);
  const renumber = (n: string) => `${card[Number(n) - 1]! + 1}`;
  const numbers = (pick: string) => pick.split(/[-:]/).map(Number);
  return book
    .map((s) => {
      const [first, second] = s.pick.split(/[-:]/) as [string, string | undefined];
      if (s.market === 'position') return { ...s, pick: `${renumber(first)}:${second}` };
      if (second === undefined) return { ...s, pick: renumber(first) };
      const [a, b] = [renumber(first), renumber(second)];
      return { ...s, pick: s.market === 'reverseForecast' && Number(b) < Number(a) ? `${b}-${a}` : `${a}-${b}` };
    })
    .sort((x, y) => {
      const byMarket = config.markets.indexOf(x.market) - config.markets.indexOf(y.market);
      const [xs, ys] = [numbers(x.pick), numbers(y.pick)];
      return byMarket || xs[0]! - ys[0]! || (xs[1] ?? 0) - (ys[1] ?? 0);
    });
}

function sortedBook(config: RaceConfig, strengths: readonly number[]): PricedRaceSelection[] {
  const book: PricedRaceSelection[] = [];
  const offer = (market: RaceMarket, pick: string, chance: Rational) => {
    const odds = price(chance, config.bookRtp);
    if (odds !== null) book.push({ market, pick, odds, chance });
  };
  const runners = strengths.map((_, i) => i);
  for (const market of config.markets) {
    if (market === 'win') runners.forEach((i) => offer(market, `${i + 1}`, winChance(strengths, i)));
    if (market === 'forecast')
      pairs(strengths.length, true).forEach(([a, b]) => offer(market, `${a + 1}-${b + 1}`, forecastChance(strengths, a, b)));
    if (market === 'reverseForecast')
      pairs(strengths.length, false).forEach(([a, b]) => offer(market, `${a + 1}-${b + 1}`, reverseForecastChance(strengths, a, b)));
    if (market === 'position')
      runners.forEach((i) => runners.forEach((place) => offer(market, `${i + 1}:${place + 1}`, placeChance(strengths, i, place + 1))));
    if (market === 'eachWay' && config.eachWay) {
      const { places, fraction } = config.eachWay;
      for (const i of runners) {
        const chance = winChance(strengths, i);
        const odds = price(chance, config.bookRtp);
        const placed = topChance(strengths, i, places);
        const placeCap = price(placed, config.bookRtp);
        if (odds === null || placeCap === null) continue;
        // The place half at 1/fraction of the win odds, never above the place chance's own price.
        const placeOdds = Math.min(100 + Math.floor((odds - 100) / fraction), placeCap);
        if (placeOdds >= MIN_ODDS) book.push({ market, pick: `${i + 1}`, odds, placeOdds, chance, placeChance: placed });
      }
    }
  }
  return book;
}

/** What a selection returns per unit staked: chance × odds; each-way half of each part. */
export function selectionReturn(selection: PricedRaceSelection): Rational {
  const win = returnOf(selection.chance, selection.odds);
  if (selection.placeOdds === undefined) return win;
  return mul(add(win, returnOf(selection.placeChance!, selection.placeOdds)), ratio(1, 2));
}

/** The field's book as the board shows it (no chances). */
export const raceBoard = (config: RaceConfig, event: Pick<RaceEvent, 'field'>): RaceSelection[] =>
  raceBook(
    config,
    event.field.map((runner) => runner.strength),
  ).map(({ market, pick, odds, placeOdds }) => (placeOdds === undefined ? { market, pick, odds } : { market, pick, odds, placeOdds }));

const findSelection = (config: RaceConfig, event: Pick<RaceEvent, 'field'>, bet: Pick<RaceBet, 'market' | 'pick'>) =>
  raceBoard(config, event).find((s) => s.market === bet.market && s.pick === bet.pick);

/** Why the bet cannot be taken on this event's field (a sentence for the player), or null. */
export function checkRaceBet(config: RaceConfig, event: Pick<RaceEvent, 'field'>, bet: RaceBet): string | null {
  const stake = checkStake(config.limits, bet.amount);
  if (stake) return stake;
  if (!config.markets.includes(bet.market)) return 'This event offers no such market.';
  return findSelection(config, event, bet) ? null : 'This event offers no such selection.';
}

/** Whether a pick won, by the finishing order (race-card indices). */
function won(market: RaceMarket, pick: string, order: readonly number[], places: number): { win: boolean; place: boolean } {
  const [a, b] = pick.split(/[-:]/).map((n) => Number(n) - 1) as [number, number];
  switch (market) {
    case 'win':
      return { win: order[0] === a, place: false };
    case 'eachWay':
      return { win: order[0] === a, place: order.slice(0, places).includes(a) };
    case 'forecast':
      return { win: order[0] === a && order[1] === b, place: false };
    case 'reverseForecast':
      return { win: (order[0] === a && order[1] === b) || (order[0] === b && order[1] === a), place: false };
    case 'position':
      return { win: order[b] === a, place: false };
  }
}

/**
 * What a checked bet pays when the event ends, stake included, in minor units rounded down. Each-way
 * stakes half on each part: (stake × win odds if it won + stake × place odds if it placed) ÷ 2.
 * `board`: the event's, when the caller settles many bets of one event.
 */
export function settleRace(config: RaceConfig, event: RaceEvent, bet: RaceBet, board = raceBoard(config, event)): bigint {
  const selection = board.find((s) => s.market === bet.market && s.pick === bet.pick);
  if (!selection) throw new Error(`no selection ${bet.market} ${bet.pick} on this event`);
  const result = won(bet.market, bet.pick, event.order, config.eachWay?.places ?? 0);
  if (selection.placeOdds === undefined) return result.win ? payAt(bet.amount, selection.odds) : 0n;
  const odds = (result.win ? selection.odds : 0) + (result.place ? selection.placeOdds : 0);
  return payAt(bet.amount, odds) / 2n;
}
