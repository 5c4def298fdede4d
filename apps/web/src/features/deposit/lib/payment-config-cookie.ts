import { CARD_GATEWAYS, isCurrencyCode, type TCardGateway, type TCurrencyCode } from '@casino/contracts';
import { readCookie } from '@/lib/cookies';

export const PAYMENT_CONFIG_COOKIE = 'payment_config';
/** docs/product.md, Numbers: the payment cookie lives 20 minutes. */
export const PAYMENT_CONFIG_MAX_AGE_S = 20 * 60;

/**
 * The payment configuration cookie (docs/product.md, Deposits and withdrawals): the card gateways that failed (`tabs`) and the deposit
 * being made, so a reload keeps the failed tiers marked and the amount, currency and bonus choice filled in.
 */
export type PaymentConfig = {
  tabs: TCardGateway[];
  depositAmount: string;
  currency: TCurrencyCode;
  promotionCoupon: string;
  /** "No bonus" for this deposit. */
  declineBonus: boolean;
};

/** The cookie's value from a `document.cookie`-style string; undefined when absent or not one we wrote. */
export function readPaymentConfig(cookieHeader: string): PaymentConfig | undefined {
  const raw = readCookie(cookieHeader, PAYMENT_CONFIG_COOKIE);
  if (!raw) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { tabs, depositAmount, currency, promotionCoupon, declineBonus } = value as Record<string, unknown>;
  if (typeof currency !== 'string' || !isCurrencyCode(currency)) return undefined;
  const gateways: readonly string[] = CARD_GATEWAYS;
  const coupon = typeof promotionCoupon === 'string' && /^\d*$/.test(promotionCoupon) ? promotionCoupon : '';
  return {
    tabs: Array.isArray(tabs) ? tabs.filter((tab): tab is TCardGateway => typeof tab === 'string' && gateways.includes(tab)) : [],
    depositAmount: typeof depositAmount === 'string' && /^\d+(\.\d+)?$/.test(depositAmount) ? depositAmount : '',
    currency,
    promotionCoupon: coupon,
    // A code wins over a contradicting "No bonus": the API would refuse both.
    declineBonus: declineBonus === true && coupon === '',
  };
}

/** The Set-Cookie style string that `document.cookie` takes: 20 minutes, the whole site. */
export function paymentConfigCookie(config: PaymentConfig, now: Date, isSecure: boolean): string {
  const expires = new Date(now.getTime() + PAYMENT_CONFIG_MAX_AGE_S * 1000).toUTCString();
  const value = encodeURIComponent(JSON.stringify(config));
  return [
    `${PAYMENT_CONFIG_COOKIE}=${value}`,
    `Max-Age=${PAYMENT_CONFIG_MAX_AGE_S}`,
    `Expires=${expires}`,
    'Path=/',
    'SameSite=Lax',
    ...(isSecure ? ['Secure'] : []),
  ].join('; ');
}

/** Adds `gateway` to the failed ones of the cookie, keeping the deposit it failed for. */
export function withFailedGateway(config: PaymentConfig | undefined, deposit: Omit<PaymentConfig, 'tabs'>, gateway: TCardGateway) {
  // Failures of a deposit in another currency say nothing about this one.
  const earlier = config?.currency === deposit.currency ? config.tabs : [];
  return { ...deposit, tabs: earlier.includes(gateway) ? earlier : [...earlier, gateway] } satisfies PaymentConfig;
}
