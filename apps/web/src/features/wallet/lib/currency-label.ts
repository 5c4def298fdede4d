import { CURRENCIES, type TCurrencyCode } from '@casino/contracts';
import { t } from '@/lib/i18n';

/** "Euro", "Bitcoin"... for people who do not read ISO codes. */
export function currencyName(code: TCurrencyCode): string {
  return t(`wallet.currencyName.${code}`);
}

/** Whether the currency's symbol is a sign rather than its code spelled again (TRX, XRP, BCH). */
export function hasOwnSymbol(code: TCurrencyCode): boolean {
  return CURRENCIES[code].symbol !== code;
}
