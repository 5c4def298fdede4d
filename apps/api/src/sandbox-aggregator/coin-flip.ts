import { randomInt } from 'node:crypto';

// Coin Flip, the sandbox's one game: a win pays twice the stake with probability 0.49, so its RTP is 98 %.

export const COIN_FLIP_WIN_CHANCE_PER_10000 = 4900;
export const COIN_FLIP_MULTIPLIER = 2n;

export type Outcome = 'win' | 'lose';

export function flipCoin(): Outcome {
  return randomInt(10_000) < COIN_FLIP_WIN_CHANCE_PER_10000 ? 'win' : 'lose';
}

export function payoutOf(outcome: Outcome, stake: bigint): bigint {
  return outcome === 'win' ? stake * COIN_FLIP_MULTIPLIER : 0n;
}

/** The stake buttons, in major units; a currency without decimals gets those it can hold. */
export const STAKE_PRESETS = ['0.10', '1', '5'] as const;
