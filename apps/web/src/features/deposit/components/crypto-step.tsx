'use client';
import type { TCurrencyCode } from '@casino/contracts';
import { useId, useRef, type KeyboardEvent } from 'react';
import { ErrorState, LoadingState } from '@/components/ui/query-status';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { useCryptoDeposit } from '../api/create-crypto-deposit';
import { updateSession, type CryptoTab, type DepositSession } from '../lib/deposit-session';
import { BuyCrypto } from './buy-crypto';
import { CryptoAddress } from './crypto-address';
import { StepHeader } from './step-header';

const TABS: readonly CryptoTab[] = ['buy', 'deposit'];

/** docs/product.md, Deposits and withdrawals: the crypto step, tabs Buy crypto and Deposit. */
export function CryptoStep({ session, currency }: { session: DepositSession; currency: TCurrencyCode }) {
  const deposit = useCryptoDeposit(currency, { promotionCoupon: session.promotionCoupon, declineBonus: session.declineBonus ?? true });
  const id = useId();
  const tabRefs = useRef<Partial<Record<CryptoTab, HTMLButtonElement | null>>>({});
  const selected = session.cryptoTab;

  // Arrow keys move between tabs, as in every tab list (WAI-ARIA tabs pattern).
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = TABS[(TABS.indexOf(selected) + 1) % TABS.length]!;
    updateSession({ cryptoTab: next });
    tabRefs.current[next]?.focus();
  }

  return (
    <div className="flex flex-col">
      <StepHeader onBack={() => updateSession({ step: 'amount', buyProvider: undefined })}>
        {t('deposit.summary', { amount: session.amount, currency })}
      </StepHeader>
      <div
        role="tablist"
        aria-label={t('deposit.crypto.tabs')}
        onKeyDown={onKeyDown}
        className="mb-4 grid grid-cols-2 gap-1 rounded-xl bg-panel-2 p-1"
      >
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}-tab`}
            aria-selected={tab === selected}
            aria-controls={`${id}-${tab}-panel`}
            tabIndex={tab === selected ? 0 : -1}
            onClick={() => updateSession({ cryptoTab: tab })}
            className={cx(
              'h-10 rounded-lg text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-accent-2',
              tab === selected ? 'bg-accent text-white' : 'text-muted hover:text-white',
            )}
          >
            {t(`deposit.crypto.${tab}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${selected}-panel`} aria-labelledby={`${id}-${selected}-tab`}>
        {deposit.isPending ? (
          <LoadingState label={t('deposit.crypto.loading')} />
        ) : deposit.isError ? (
          <ErrorState message={t('deposit.crypto.loadFailed')} onRetry={() => void deposit.refetch()} />
        ) : selected === 'deposit' ? (
          <CryptoAddress deposit={deposit.data} currency={currency} />
        ) : (
          <BuyCrypto widgets={deposit.data.buyCryptoWidgets} currency={currency} provider={session.buyProvider} />
        )}
      </div>
    </div>
  );
}
