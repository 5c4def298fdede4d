import { add, mul, ratio, ZERO, type Rational } from '../../shared/rational';
import type { PenaltyConfig } from './penalty';
import { penaltyBook } from './penalty-markets';
import { returnOf } from './pricing';
import type { RaceConfig } from './race';
import { raceBook, selectionReturn } from './race-markets';

/**
 * Per market, over every field the title can draw: `lowest` the least any offered selection returns
 * (what every bet is guaranteed), `average` the exact expectation, over the field's draw, of a selection
 * chosen uniformly among those offered, and `highestOdds` the longest price (hundredths).
 */
export type MarketMath = { market: string; lowest: Rational; average: Rational; highestOdds: number };

/** A title's book factor (the return of every price before it is rounded down), and each market's figures. */
export type VirtualSportsMath = { bookRtp: Rational; markets: MarketMath[] };

type Book = { market: string; odds: number; back: Rational }[];

const lower = (a: Rational, b: Rational) => (a.num * b.den < b.num * a.den ? a : b);

function tally(bookRtp: number, fields: { chance: Rational; book: Book }[]): VirtualSportsMath {
  const markets = new Map<string, MarketMath>();
  for (const { chance, book } of fields) {
    for (const market of new Set(book.map((s) => s.market))) {
      const offered = book.filter((s) => s.market === market);
      const mean = mul(
        offered.reduce((total, s) => add(total, s.back), ZERO),
        ratio(1, offered.length),
      );
      const lowest = offered.map((s) => s.back).reduce(lower);
      const highestOdds = Math.max(...offered.map((s) => s.odds));
      const seen = markets.get(market) ?? { market, lowest, average: ZERO, highestOdds };
      markets.set(market, {
        market,
        lowest: lower(seen.lowest, lowest),
        average: add(seen.average, mul(chance, mean)),
        highestOdds: Math.max(seen.highestOdds, highestOdds),
      });
    }
  }
  return { bookRtp: ratio(bookRtp, 10_000), markets: [...markets.values()] };
}

/**
 * The tier multisets of a field and their chances: each runner's tier is uniform and independent, so a
 * multiset with counts c_1 … c_T comes up with chance n! / (c_1! … c_T!) / T^n. Which runner holds which
 * strength does not change what the book returns, only the race-card numbers.
 */
export function tierFields(tiers: readonly number[], runners: number): { strengths: number[]; chance: Rational }[] {
  const fields: { strengths: number[]; chance: Rational }[] = [];
  const factorial = (n: number): bigint => (n <= 1 ? 1n : BigInt(n) * factorial(n - 1));
  const walk = (from: number, strengths: number[]) => {
    if (strengths.length === runners) {
      const counts = tiers.map((tier) => strengths.filter((s) => s === tier).length);
      const ways = counts.reduce((den, c) => den * factorial(c), 1n);
      fields.push({ strengths, chance: ratio(factorial(runners), ways * BigInt(tiers.length) ** BigInt(runners)) });
      return;
    }
    for (let t = from; t < tiers.length; t += 1) walk(t, [...strengths, tiers[t]!]);
  };
  walk(0, []);
  return fields;
}

export function raceMath(config: RaceConfig): VirtualSportsMath {
  return tally(
    config.bookRtp,
    tierFields(config.tiers, config.runners).map(({ strengths, chance }) => ({
      chance,
      book: raceBook(config, strengths).map((s) => ({ market: s.market, odds: s.odds, back: selectionReturn(s) })),
    })),
  );
}

/** Every pair of scoring chances, each side's drawn uniformly from the tiers. */
export function penaltyMath(config: PenaltyConfig): VirtualSportsMath {
  const pairChance = ratio(1, config.chances.length ** 2);
  const fields = config.chances.flatMap((homeChance) =>
    config.chances.map((awayChance) => ({
      chance: pairChance,
      book: penaltyBook(config, { home: '', away: '', homeChance, awayChance }).map((s) => ({
        market: s.market,
        odds: s.odds,
        back: returnOf(s.chance, s.odds),
      })),
    })),
  );
  return tally(config.bookRtp, fields);
}
