import type { CRYPTO_CURRENCIES } from '@casino/contracts';

export type TCryptoCurrency = (typeof CRYPTO_CURRENCIES)[number];

/** How a currency is named to a player: DOG is only this platform's code, players know it as DOGE. */
export const CRYPTO_LABELS: Record<TCryptoCurrency, string> = {
  BTC: 'BTC',
  ETH: 'ETH',
  LTC: 'LTC',
  DOG: 'DOGE',
  USDT: 'USDT (ERC-20)',
  TRX: 'TRX',
  XRP: 'XRP',
  BCH: 'BCH',
};
