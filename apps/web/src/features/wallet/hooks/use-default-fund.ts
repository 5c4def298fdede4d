'use client';
import { DEFAULT_CURRENCY, type TFund } from '@casino/contracts';
import { useFunds } from '../api/get-funds';

/** What the header shows before the funds arrive (docs/product.md, Wallet and money): EUR with nothing in it. */
const PLACEHOLDER_FUND: TFund = {
  currency: DEFAULT_CURRENCY,
  default: true,
  totalMoney: '0.00',
  totalBonus: '0.00',
  freeSpinWallet: { balance: '0.00', heldWinnings: '0.00', winUnlockConfig: null },
};

/** The fund flagged default; EUR with 0.00 until the funds load. */
export function useDefaultFund(): { fund: TFund; isLoaded: boolean } {
  const { data: funds } = useFunds();
  const fund = funds?.find((f) => f.default);
  return { fund: fund ?? PLACEHOLDER_FUND, isLoaded: fund !== undefined };
}
