'use client';
import Link from 'next/link';
import { Button, buttonClasses } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { openModal } from '@/lib/modal-store';
import { useFunds } from '../api/get-funds';
import { useMakeDefault } from '../hooks/use-make-default';
import { byCurrencyOrder } from '../lib/currency-options';
import { FundCard } from './fund-card';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalAddresses } from './withdrawal-addresses';
import { ErrorState, LoadingState } from '@/components/ui/query-status';

/** /profile/my-wallet: every fund the player holds, adding a currency and choosing the default. */
export function WalletOverview() {
  const funds = useFunds();
  const { busyCurrency, isPending, makeDefault } = useMakeDefault();

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('wallet.title')}</h1>
          <p className="mt-2 max-w-xl text-sm text-muted">{t('wallet.intro')}</p>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
          <Link href="/profile/my-wallet/transaction-history" className={buttonClasses({ variant: 'secondary' })}>
            {t('wallet.transactionHistory')}
          </Link>
          <Button onClick={() => openModal('currency-chooser')}>{t('wallet.addCurrency')}</Button>
        </div>
      </header>

      <section aria-labelledby="wallets-heading">
        <h2 id="wallets-heading" className="sr-only">
          {t('wallet.wallets')}
        </h2>
        {funds.isPending ? (
          <LoadingState label={t('wallet.loading')} />
        ) : funds.isError ? (
          <ErrorState message={t('wallet.loadFailed')} onRetry={() => void funds.refetch()} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {byCurrencyOrder(funds.data).map((fund) => (
              <li key={fund.currency}>
                <FundCard
                  fund={fund}
                  isBusy={isPending}
                  isSwitching={busyCurrency === fund.currency}
                  onMakeDefault={() => makeDefault(fund)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      {funds.data && funds.data.length > 0 && <WithdrawForm funds={byCurrencyOrder(funds.data)} />}
      <WithdrawalAddresses />
    </div>
  );
}
