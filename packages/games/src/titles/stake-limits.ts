import type { Title } from './index';

/** A title's smallest and largest bet of one round, in its configuration's minor units. */
export function stakeLimitsOf(title: Title): { minBet: bigint; maxBet: bigint } {
  switch (title.family) {
    case 'slots':
      return { minBet: title.config.minStake, maxBet: title.config.maxStake };
    case 'roulette':
      return { minBet: title.config.limits.minSpot, maxBet: title.config.limits.maxRound };
    default:
      return { minBet: title.config.limits.minBet, maxBet: title.config.limits.maxBet };
  }
}
