import { paidMinimum, type Title } from '@casino/games';
import type { EurCentsConverter } from '../../games';

/**
 * A title whose configuration has `limits.minBet` and `limits.maxBet`, converted from EUR cents. The converted
 * minimum moves up to the first stake some bet is paid in full at (rounding.ts in games).
 */
export function limitsInCurrency<T extends Title>(title: T, convert: EurCentsConverter): T {
  const { minBet, maxBet } = (title.config as { limits: { minBet: bigint; maxBet: bigint } }).limits;
  const limits = { minBet: paidMinimum(title, convert(minBet)), maxBet: convert(maxBet) };
  return { ...title, config: { ...title.config, limits } };
}
