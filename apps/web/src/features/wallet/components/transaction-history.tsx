'use client';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { t } from '@/lib/i18n';
import { useTransactions } from '../api/get-transactions';
import { historyFilterToSearch, isRangeValid, parseHistoryFilter, type HistoryFilter } from '../lib/history-filter';
import { HistoryFilters } from './history-filters';
import { ErrorState, LoadingState } from '@/components/ui/query-status';
import { TransactionList } from './transaction-list';

/** /profile/my-wallet/transaction-history: deposits or withdrawals, fiat or crypto, in a date range. */
export function TransactionHistory() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  // The filter starts from the URL and is copied back into it (replace, no history entries), so it
  // survives a reload and can be bookmarked. The controls follow local state, which changes at once;
  // the URL catches up a moment later.
  const [filter, setFilter] = useState(() => parseHistoryFilter(searchParams, new Date()));
  const isValid = isRangeValid(filter);
  const transactions = useTransactions(filter, isValid);

  function changeFilter(patch: Partial<HistoryFilter>) {
    const next = { ...filter, ...patch };
    setFilter(next);
    router.replace(`${pathname}?${historyFilterToSearch(next)}`, { scroll: false });
  }

  const caption = t('wallet.history.results', {
    type: filter.type === 'deposit' ? t('wallet.history.deposits') : t('wallet.history.withdrawals'),
    kind: filter.kind === 'fiat' ? t('wallet.history.fiat') : t('wallet.history.crypto'),
  });

  return (
    <div className="flex flex-col gap-6">
      <header>
        <Link
          href="/profile/my-wallet"
          className="text-sm font-semibold text-accent-2 underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none"
        >
          <span aria-hidden="true">← </span>
          {t('wallet.history.backToWallet')}
        </Link>
        <h1 className="mt-2 text-2xl font-extrabold tracking-tight sm:text-3xl">{t('wallet.history.title')}</h1>
        <p className="mt-2 text-sm text-muted">{t('wallet.history.intro')}</p>
      </header>

      <HistoryFilters filter={filter} onChange={changeFilter} rangeError={isValid ? undefined : t('wallet.history.rangeInvalid')} />

      <section aria-label={caption} aria-busy={transactions.isFetching}>
        {!isValid ? null : transactions.isPending ? (
          <LoadingState label={t('wallet.history.loading')} />
        ) : transactions.isError ? (
          <ErrorState message={t('wallet.history.loadFailed')} onRetry={() => void transactions.refetch()} />
        ) : transactions.data.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line bg-panel/60 px-4 py-10 text-center text-muted">
            {t('wallet.history.empty')}
          </p>
        ) : (
          <TransactionList caption={caption} items={transactions.data} />
        )}
      </section>
    </div>
  );
}
