import { toMinor } from '../lib/decimal';

/** Where a win turns big or mega, as whole multiples of the stake: the one place these thresholds live. */
export const WIN_TIER_MULTIPLES = { big: 10n, mega: 50n } as const;

/**
 * How loud a settled bet sounds. Nothing back is `none`; a return of the stake or less is `return` (a quiet tick,
 * never celebrated, as the screens show it as "Returned"); more than the stake is a `win`, `big` from 10× the
 * stake and `mega` from 50×. Compared in minor units, never as floats.
 */
export type ResultTier = 'none' | 'return' | 'win' | 'big' | 'mega';

export function resultTier(stake: string, win: string, currency: string): ResultTier {
  const paid = toMinor(win, currency);
  const staked = toMinor(stake, currency);
  if (paid <= 0n) return 'none';
  if (paid <= staked) return 'return';
  // A bet of no stake (none is taken by the API; kept safe here) has no multiple to measure against.
  if (staked <= 0n) return 'win';
  if (paid >= staked * WIN_TIER_MULTIPLES.mega) return 'mega';
  if (paid >= staked * WIN_TIER_MULTIPLES.big) return 'big';
  return 'win';
}
