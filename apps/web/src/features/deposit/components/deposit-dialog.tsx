'use client';
import { CURRENCIES } from '@casino/contracts';
import { useEffect } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { DepositLimitChoice } from '@/features/safer-gambling';
import { useDefaultFund } from '@/features/wallet';
import { t } from '@/lib/i18n';
import { closeModal } from '@/lib/modal-store';
import {
  cancelSessionReset,
  getSession,
  scheduleSessionReset,
  updateSession,
  useDepositSession,
  type CryptoTab,
} from '../lib/deposit-session';
import { readPaymentConfig } from '../lib/payment-config-cookie';
import { AmountStep } from './amount-step';
import { CryptoStep } from './crypto-step';
import { FiatStep } from './fiat-step';

export type DepositDialogProps = {
  /** The crypto step's first tab (docs/product.md, Deposits and withdrawals): Deposit unless Buy crypto is asked for. */
  tab?: CryptoTab;
  /** A bonus code to deposit with (the bonus code page's "Deposit with this code"): the field opens filled in. */
  promotionCoupon?: string;
};

/**
 * The deposit dialog (docs/product.md, Deposits and withdrawals): the deposit limit where the market asks for one first,
 * the amount, then the fiat methods or the crypto address and providers.
 */
export function DepositDialog({ tab = 'deposit', promotionCoupon }: DepositDialogProps) {
  const session = useDepositSession();
  const { fund } = useDefaultFund();
  const currency = session.currency ?? fund.currency;

  useEffect(() => {
    cancelSessionReset();
    const coupon = promotionCoupon
      ? { promotionCoupon, isCouponShown: true, declineBonus: false, couponOffer: undefined, couponError: undefined }
      : undefined;
    if (getSession().isStarted) {
      updateSession({ cryptoTab: tab, ...coupon });
      return;
    }
    // A card payment that failed before a reload: its amount, currency and failed providers come back.
    const saved = readPaymentConfig(document.cookie);
    updateSession({
      isStarted: true,
      cryptoTab: tab,
      ...(saved && {
        currency: saved.currency,
        amount: saved.depositAmount,
        promotionCoupon: saved.promotionCoupon,
        isCouponShown: saved.promotionCoupon !== '',
        declineBonus: saved.declineBonus,
        failedGateways: saved.tabs,
      }),
      ...coupon,
    });
  }, [tab, promotionCoupon]);

  function close() {
    closeModal();
    scheduleSessionReset();
  }

  return (
    <Dialog title={t('deposit.title')} onClose={close}>
      {/* Where the player's market requires it, a deposit limit (or the choice of none) comes before any deposit. */}
      <DepositLimitChoice>
        {session.step === 'amount' || !session.isStarted ? (
          <AmountStep session={session} currency={currency} />
        ) : CURRENCIES[currency].fiat ? (
          <FiatStep session={session} currency={currency} />
        ) : (
          <CryptoStep session={session} currency={currency} />
        )}
      </DepositLimitChoice>
    </Dialog>
  );
}
