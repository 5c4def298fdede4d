import { allSpots, coveredNumbers, POCKETS, ROULETTE_KINDS } from './layout';
import { spotMaximum, type RouletteConfig } from './roulette';

/**
 * Exact. For each pocket, the chips of one spin (at most maxRound) go first on the spots covering it that
 * return the most per chip (fewest numbers), each up to its own maximum: a fractional knapsack, which the
 * greedy order solves; the best pocket is the answer.
 */
export function rouletteMaxWin({ limits }: RouletteConfig): bigint {
  const spots = allSpots().sort((a, b) => ROULETTE_KINDS[a.kind].covers - ROULETTE_KINDS[b.kind].covers);
  let best = 0n;
  for (let pocket = 0; pocket < POCKETS; pocket += 1) {
    let budget = limits.maxRound;
    let win = 0n;
    for (const spot of spots) {
      const covers = coveredNumbers(spot);
      if (budget === 0n || !covers.includes(pocket)) continue;
      const chips = spotMaximum(limits, spot) < budget ? spotMaximum(limits, spot) : budget;
      win += chips * BigInt((POCKETS - 1) / covers.length);
      budget -= chips;
    }
    if (win > best) best = win;
  }
  return best;
}
