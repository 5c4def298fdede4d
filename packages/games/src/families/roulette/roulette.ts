import type { GameFamily } from '../../family';
import { checkSpot, coveredNumbers, pocketColour, POCKETS, ROULETTE_KINDS, spotKey, type PocketColour, type RouletteSpot } from './layout';

/**
 * Table limits in the round's currency (titles state them in the reference currency; the platform
 * converts them). A spot covering n numbers takes at most n × maxStraight, so the largest win is
 * the same on every spot; the chips of one spin add up to at most maxRound.
 */
export type RouletteLimits = { minSpot: bigint; maxStraight: bigint; maxRound: bigint };
export type RouletteConfig = { limits: RouletteLimits };

export type RouletteBetSpot = RouletteSpot & { amount: bigint };
export type RouletteBet = { spots: RouletteBetSpot[] };
/** Where the ball landed and what each spot of the bet returned (stake included), in the bet's order. */
export type RouletteStep = { pocket: number; colour: PocketColour; wins: bigint[] };

/** A spot covering n numbers returns 36/n times its amount: n/37 × 36/n = 36/37 on every spot. */
const RETURNED_POCKETS = POCKETS - 1;

export function spotMaximum(limits: RouletteLimits, spot: RouletteSpot): bigint {
  const byCover = limits.maxStraight * BigInt(ROULETTE_KINDS[spot.kind].covers);
  return byCover < limits.maxRound ? byCover : limits.maxRound;
}

export const rouletteFamily: GameFamily<RouletteConfig, RouletteBet, RouletteStep> = {
  id: 'roulette',

  checkBet({ limits }, bet) {
    if (!Array.isArray(bet.spots) || bet.spots.length === 0) return 'Place at least one chip.';
    const placed = new Set<string>();
    let total = 0n;
    for (const spot of bet.spots) {
      const wrongSpot = checkSpot(spot);
      if (wrongSpot) return wrongSpot;
      const { name } = ROULETTE_KINDS[spot.kind];
      if (typeof spot.amount !== 'bigint' || spot.amount < limits.minSpot)
        return `${name}: the chips are below the table minimum for a spot.`;
      if (spot.amount > spotMaximum(limits, spot)) return `${name}: the chips are above the table maximum for that spot.`;
      const key = spotKey(spot);
      if (placed.has(key)) return `${name}: that spot is in the bet twice; put all its chips on it once.`;
      placed.add(key);
      total += spot.amount;
    }
    return total > limits.maxRound ? 'The chips on the table are above the maximum for one spin.' : null;
  },

  maxFloats: () => 1,

  open(_config, bet, floats) {
    const pocket = floats.nextInt(POCKETS);
    const wins = bet.spots.map((spot) => {
      const covered = coveredNumbers(spot);
      return covered.includes(pocket) ? spot.amount * BigInt(RETURNED_POCKETS / covered.length) : 0n;
    });
    const sum = (amounts: bigint[]) => amounts.reduce((a, b) => a + b, 0n);
    return {
      stake: sum(bet.spots.map((spot) => spot.amount)),
      win: sum(wins),
      steps: [{ pocket, colour: pocketColour(pocket), wins }],
      isFinished: true,
    };
  },
};
