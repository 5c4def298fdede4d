'use client';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/query-status';
import { useSignOut } from '@/features/auth';
import { EndExclusion } from '@/features/safer-gambling';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { useFunds } from '../api/get-funds';
import { byCurrencyOrder } from '../lib/currency-options';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalAddresses } from './withdrawal-addresses';

/**
 * All a self-excluded player, or one on a break, sees: why, their balances, the withdrawal form and, for an
 * indefinite exclusion, the way to ask to end it. The server allows such a session nothing else (decisions 006 and
 * 028), so no game, deposit or offer is offered here.
 */
export function PayoutOnlyPage({ reason }: { reason: string }) {
  const funds = useFunds();
  const signOut = useSignOut();
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('wallet.payoutOnly.title')}</h1>
        <p className="text-sm text-muted">{reason}</p>
        <p className="text-sm text-muted">{t('wallet.payoutOnly.intro')}</p>
      </header>
      <section aria-labelledby="payout-balances" className="flex flex-col gap-3">
        <h2 id="payout-balances" className="text-lg font-bold">
          {t('wallet.payoutOnly.balances')}
        </h2>
        {funds.isPending ? (
          <LoadingState label={t('wallet.loading')} />
        ) : funds.isError ? (
          <ErrorState message={t('wallet.loadFailed')} onRetry={() => void funds.refetch()} />
        ) : (
          <dl className="flex flex-col gap-2 rounded-2xl border border-line bg-panel p-5 text-sm">
            {byCurrencyOrder(funds.data).map((fund) => (
              <div key={fund.currency} className="flex items-center justify-between gap-4">
                <dt className="font-bold">{fund.currency}</dt>
                <dd className="tabular-nums">{formatMoney(fund.totalMoney, fund.currency)}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      {funds.data && funds.data.length > 0 && <WithdrawForm funds={byCurrencyOrder(funds.data)} />}
      <WithdrawalAddresses />
      <EndExclusion />
      <Button variant="secondary" className="self-start" onClick={() => void signOut()}>
        {t('wallet.payoutOnly.signOut')}
      </Button>
    </main>
  );
}
