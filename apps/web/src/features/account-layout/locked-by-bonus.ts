import type { TFund } from '@casino/contracts';
import { sumMoney } from '@/lib/money-arithmetic';

/**
 * Locked By Bonus of a fund: its bonus money plus the free-spin winnings held until the unlock deposit (they are
 * the player's once it is made, but not withdrawable before), summed exactly. Null when the fund's amounts are
 * not money.
 */
export function lockedByBonus(fund: TFund): string | null {
  return sumMoney([fund.totalBonus, fund.freeSpinWallet.heldWinnings], fund.currency);
}
