import { MULTIPLIER_SCALE } from '../../shared/stakes';
import { MAX_MINES, minesMultiplier, survivalOdds, TILES, type MinesConfig } from './mines';

export type MinesStrategyMath = { mines: number; safe: number; multiplier: number; hitRate: number; rtp: number };

/**
 * Every strategy a player can follow — m mines, cash out after k safe tiles — with its exact RTP:
 * the multiplier times the chance of k safe tiles in a row, both exact integers until the division.
 */
export function minesStrategyMath(config: MinesConfig): MinesStrategyMath[] {
  const strategies: MinesStrategyMath[] = [];
  for (let mines = 1; mines <= MAX_MINES; mines += 1) {
    for (let safe = 1; safe <= TILES - mines; safe += 1) {
      const multiplier = minesMultiplier(config, mines, safe);
      const { ways, of } = survivalOdds(mines, safe);
      const rtp = Number(BigInt(multiplier) * ways) / Number(BigInt(MULTIPLIER_SCALE) * of);
      strategies.push({ mines, safe, multiplier, hitRate: Number(ways) / Number(of), rtp });
    }
  }
  return strategies;
}
