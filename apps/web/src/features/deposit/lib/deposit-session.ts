'use client';
import type { TCardGateway, TCouponValidationResponse, TCurrencyCode } from '@casino/contracts';
import { useSyncExternalStore } from 'react';
import type { FiatMethod } from './required-profile-fields';

/** docs/product.md, Numbers: what the dialog holds is cleared this long after it closes. */
export const RESET_DELAY_MS = 500;

export type CryptoTab = 'deposit' | 'buy';

/** Where the player is in the deposit dialog and what they have entered. */
export type DepositSession = {
  step: 'amount' | 'fiat' | 'crypto';
  /** undefined until the player picks one: the default wallet's currency shows meanwhile. */
  currency: TCurrencyCode | undefined;
  amount: string;
  promotionCoupon: string;
  isCouponShown: boolean;
  /**
   * The player's choice for the welcome offer: true for "No bonus", false for the offer, undefined while they
   * have not chosen (which takes no bonus: a bonus is only ever the player's explicit choice). Never true beside
   * a bonus code. The payment steps hold true or false: whether the deposit goes without the offer.
   */
  declineBonus: boolean | undefined;
  /** What the code typed gives, once the API has checked it; cleared when the code changes. */
  couponOffer: TCouponValidationResponse | undefined;
  /** Why the code typed cannot be used (the contract's or the API's words). */
  couponError: string | undefined;
  /** The fiat step's list of methods, or the method chosen. */
  fiatMethod: FiatMethod | undefined;
  /** Card gateways that failed for this deposit (also kept in the payment_config cookie). */
  failedGateways: TCardGateway[];
  cryptoTab: CryptoTab;
  /** The buy-crypto provider whose widget shows; undefined for the list. */
  buyProvider: string | undefined;
  /** False until the dialog has filled it in (from the cookie, the opening props). */
  isStarted: boolean;
};

export const INITIAL_SESSION: DepositSession = {
  step: 'amount',
  currency: undefined,
  amount: '',
  promotionCoupon: '',
  isCouponShown: false,
  declineBonus: undefined,
  couponOffer: undefined,
  couponError: undefined,
  fiatMethod: undefined,
  failedGateways: [],
  cryptoTab: 'deposit',
  buyProvider: undefined,
  isStarted: false,
};

// The dialog unmounts when it closes; the session outlives it for RESET_DELAY_MS, so closing by
// mistake and reopening at once finds everything as it was.
let session = INITIAL_SESSION;
let resetTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

export function getSession(): DepositSession {
  return session;
}

export function updateSession(change: Partial<DepositSession>) {
  session = { ...session, ...change };
  listeners.forEach((l) => l());
}

export function scheduleSessionReset() {
  clearTimeout(resetTimer);
  resetTimer = setTimeout(() => updateSession(INITIAL_SESSION), RESET_DELAY_MS);
}

export function cancelSessionReset() {
  clearTimeout(resetTimer);
}

export function useDepositSession(): DepositSession {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => session,
    () => INITIAL_SESSION,
  );
}
