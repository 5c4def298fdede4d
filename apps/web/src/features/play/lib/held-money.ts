import type { TPlayRoundResponse, TPlaySession } from '@casino/contracts';
import { toDecimal, toMinor } from './decimal';

type Money = Pick<TPlaySession, 'balance' | 'totals'>;

/**
 * The balance and totals to show while a settled round is still being presented: the stake it took (what
 * the launch's stakes grew by; nothing for a free spin) and none of its result.
 */
export function stakeTaken(before: Money & { currency: string }, response: Pick<TPlayRoundResponse, 'totals'>): Money {
  const { currency } = before;
  const stake = toMinor(response.totals.staked, currency) - toMinor(before.totals.staked, currency);
  return {
    balance: toDecimal(toMinor(before.balance, currency) - stake, currency),
    totals: { staked: response.totals.staked, won: before.totals.won },
  };
}
