import type { TFund } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { lockedByBonus } from './locked-by-bonus';

const fund = (currency: TFund['currency'], totalBonus: string, heldWinnings: string): TFund => ({
  currency,
  default: true,
  totalMoney: '0',
  totalBonus,
  freeSpinWallet: { balance: '0', heldWinnings, winUnlockConfig: null },
});

describe('Locked By Bonus', () => {
  it('adds the held free-spin winnings to the bonus money', () => {
    expect(lockedByBonus(fund('EUR', '0.00', '0.00'))).toBe('0.00');
    expect(lockedByBonus(fund('EUR', '0.00', '1.30'))).toBe('1.30');
    expect(lockedByBonus(fund('EUR', '25.10', '0.20'))).toBe('25.30');
  });

  it('stays exact for zero-decimal and 18-decimal currencies', () => {
    expect(lockedByBonus(fund('JPY', '1500', '25'))).toBe('1525');
    expect(lockedByBonus(fund('ETH', '0.100000000000000001', '0.200000000000000002'))).toBe('0.300000000000000003');
  });

  it('is unknown when an amount is not money', () => {
    expect(lockedByBonus(fund('EUR', '', '1.00'))).toBeNull();
  });
});
