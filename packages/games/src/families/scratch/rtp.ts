import { totalWeight, type ScratchConfig } from './scratch';

/** The exact RTP and hit rate of a prize table: Σ weight × prize / Σ weight and Σ winning weight / Σ weight. */
export function scratchMath(config: ScratchConfig): { rtp: number; hitRate: number } {
  const total = totalWeight(config);
  const returned = config.prizes.reduce((sum, prize) => sum + prize.weight * prize.multiplier, 0);
  return { rtp: returned / total, hitRate: (total - config.loseWeight) / total };
}
