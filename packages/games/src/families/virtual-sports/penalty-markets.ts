import type { Rational } from '../../shared/rational';
import { checkStake } from '../../shared/stakes';
import { payAt, price } from './pricing';
import type { PenaltyConfig, PenaltyEvent, PenaltyField } from './penalty';
import { penaltyOutcomes, totalChance, type PenaltyOutcome } from './penalty-math';

export type PenaltyMarket = 'winner' | 'correctScore' | 'total';

/**
 * A selection as the board shows it: winner "home" / "away"; correct score "4-3" (home first, five kicks
 * each at most) or "home-sd" / "away-sd" (won in sudden death); total "over" / "under" the line + 0.5.
 */
export type PenaltySelection = { market: PenaltyMarket; pick: string; odds: number };
export type PricedPenaltySelection = PenaltySelection & { chance: Rational };
export type PenaltyBet = { amount: bigint; market: PenaltyMarket; pick: string };

/** Which selection of each market an ending wins. */
export function winningPicks(config: Pick<PenaltyConfig, 'totalLine'>, o: Omit<PenaltyOutcome, 'chance'>): Record<PenaltyMarket, string> {
  const winner = o.homeGoals > o.awayGoals ? 'home' : 'away';
  return {
    winner,
    correctScore: o.suddenDeath ? `${winner}-sd` : `${o.homeGoals}-${o.awayGoals}`,
    total: o.homeGoals + o.awayGoals > config.totalLine ? 'over' : 'under',
  };
}

const books = new WeakMap<PenaltyConfig, Map<string, PricedPenaltySelection[]>>();

/** Every selection the event's book offers, priced from the exact chances of the endings; once per pair of chances. */
export function penaltyBook(config: PenaltyConfig, field: PenaltyField): PricedPenaltySelection[] {
  const cache = books.get(config) ?? new Map<string, PricedPenaltySelection[]>();
  books.set(config, cache);
  const key = `${field.homeChance}-${field.awayChance}`;
  const book = cache.get(key) ?? pricedBook(config, field);
  cache.set(key, book);
  return book;
}

function pricedBook(config: PenaltyConfig, field: PenaltyField): PricedPenaltySelection[] {
  const outcomes = penaltyOutcomes(config, field);
  // Winner, total, then the correct scores in the order the enumeration meets them.
  const picks = new Map<string, PenaltyMarket>([
    ['winner home', 'winner'],
    ['winner away', 'winner'],
    ['total over', 'total'],
    ['total under', 'total'],
  ]);
  for (const outcome of outcomes) picks.set(`correctScore ${winningPicks(config, outcome).correctScore}`, 'correctScore');
  const book: PricedPenaltySelection[] = [];
  for (const [key, market] of picks) {
    const pick = key.slice(market.length + 1);
    const chance = totalChance(outcomes, (o) => winningPicks(config, o)[market] === pick);
    const odds = price(chance, config.bookRtp);
    if (odds !== null) book.push({ market, pick, odds, chance });
  }
  return book;
}

export const penaltyBoard = (config: PenaltyConfig, field: PenaltyField): PenaltySelection[] =>
  penaltyBook(config, field).map(({ market, pick, odds }) => ({ market, pick, odds }));

/** Why the bet cannot be taken on this event (a sentence for the player), or null. */
export function checkPenaltyBet(config: PenaltyConfig, field: PenaltyField, bet: PenaltyBet): string | null {
  const stake = checkStake(config.limits, bet.amount);
  if (stake) return stake;
  return penaltyBoard(config, field).some((s) => s.market === bet.market && s.pick === bet.pick)
    ? null
    : 'This event offers no such selection.';
}

/** What a checked bet pays when the shoot-out ends, stake included, in minor units rounded down. */
export function settlePenalty(config: PenaltyConfig, event: PenaltyEvent, bet: PenaltyBet, board = penaltyBoard(config, event)): bigint {
  const selection = board.find((s) => s.market === bet.market && s.pick === bet.pick);
  if (!selection) throw new Error(`no selection ${bet.market} ${bet.pick} on this event`);
  return winningPicks(config, event)[bet.market] === bet.pick ? payAt(bet.amount, selection.odds) : 0n;
}
