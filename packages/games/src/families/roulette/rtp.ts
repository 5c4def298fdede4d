import { FloatSource } from '../../fairness/float-source';
import { allSpots, POCKETS, type RouletteSpot } from './layout';
import { rouletteFamily, type RouletteConfig } from './roulette';

export type SpotMath = { spot: RouletteSpot; stake: bigint; returned: bigint; hits: number; rtp: number; hitRate: number };

/**
 * Every spot on the table, played alone against each of the 37 pockets through the engine: what
 * it returned in total and how many pockets won, exact; rtp = returned / (37 × stake).
 */
export function rouletteSpotMath(config: RouletteConfig, stake = 1n): SpotMath[] {
  return allSpots().map((spot) => {
    let returned = 0n;
    let hits = 0;
    for (let pocket = 0; pocket < POCKETS; pocket += 1) {
      // The middle of the pocket's share of [0, 1).
      const round = rouletteFamily.open(config, { spots: [{ ...spot, amount: stake }] }, new FloatSource([(pocket + 0.5) / POCKETS]));
      returned += round.win;
      if (round.win > 0n) hits += 1;
    }
    return { spot, stake, returned, hits, rtp: Number(returned) / (POCKETS * Number(stake)), hitRate: hits / POCKETS };
  });
}
