import { MULTIPLIER_SCALE, toTenThousandths } from '../../shared/stakes';
import { MAX_ROWS, MIN_ROWS, PLINKO_RISKS, plinkoMultipliers, type PlinkoConfig, type PlinkoRisk } from './plinko';

export type PlinkoBoardMath = { rows: number; risk: PlinkoRisk; rtp: number; hitRate: number };

export function choosePaths(rows: number, slot: number): number {
  let paths = 1;
  for (let i = 0; i < slot; i += 1) paths = (paths * (rows - i)) / (i + 1);
  return paths;
}

/**
 * Every board a title offers with its exact RTP: slot k is reached by C(rows, k) of the 2^rows
 * equally likely paths, so RTP = Σ C(rows, k) × multiplier(k) / 2^rows, summed in exact integers
 * (ten-thousandths). Hits are the paths that return at least the stake.
 */
export function plinkoBoardMath(config: PlinkoConfig): PlinkoBoardMath[] {
  const boards: PlinkoBoardMath[] = [];
  for (let rows = MIN_ROWS; rows <= MAX_ROWS; rows += 1) {
    if (!config.tables[rows]) continue;
    for (const risk of PLINKO_RISKS) {
      let returned = 0;
      let hits = 0;
      plinkoMultipliers(config, rows, risk).forEach((multiplier, slot) => {
        returned += choosePaths(rows, slot) * toTenThousandths(multiplier);
        if (multiplier >= 1) hits += choosePaths(rows, slot);
      });
      boards.push({ rows, risk, rtp: returned / (2 ** rows * MULTIPLIER_SCALE), hitRate: hits / 2 ** rows });
    }
  }
  return boards;
}
