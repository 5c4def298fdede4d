'use client';
import { BET_HISTORY_EXPORT_MAX_ROWS } from '@casino/contracts';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { ErrorState, LoadingState } from '@/components/ui/query-status';
import { t } from '@/lib/i18n';
import { useBetHistory, useBetProviders } from '../api/get-bet-history';
import {
  exportCsvUrl,
  gameHistoryToSearch,
  isRangeValid,
  pageCount,
  parseGameHistoryFilter,
  type GameHistoryFilter,
} from '../lib/history-filter';
import { BetList } from './bet-list';
import { RecentRounds } from './recent-rounds';

/** /profile/game-history: the player's real-money rounds with date and studio filters, pages and a CSV export. */
export function GameHistory() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  // The filter starts from the URL and is copied back into it (replace), so it survives a reload and
  // the way back from a round's details.
  const [filter, setFilter] = useState(() => parseGameHistoryFilter(searchParams));
  const isValid = isRangeValid(filter);
  const history = useBetHistory(filter, isValid);
  const providers = useBetProviders();

  function changeFilter(patch: Partial<GameHistoryFilter>) {
    // A new filter starts again from its first page.
    const next = { ...filter, page: 0, ...patch };
    setFilter(next);
    const search = gameHistoryToSearch(next);
    router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false });
  }

  const hasFilter = Boolean(filter.from || filter.to || filter.provider);
  const providerOptions = [...new Set([...(providers.data ?? []), ...(filter.provider ? [filter.provider] : [])])];

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('gameHistory.title')}</h1>
        <p className="mt-2 text-sm text-muted">{t('gameHistory.intro')}</p>
      </header>

      <RecentRounds />

      <form
        aria-label={t('gameHistory.filters')}
        onSubmit={(event) => event.preventDefault()}
        className="grid grid-cols-2 items-end gap-4 rounded-2xl border border-line bg-panel p-4 sm:p-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
      >
        <TextField
          type="date"
          label={t('gameHistory.from')}
          value={filter.from}
          max={filter.to || undefined}
          error={isValid ? undefined : t('gameHistory.rangeInvalid')}
          onChange={(event) => changeFilter({ from: event.target.value })}
          className="[color-scheme:dark]"
        />
        <TextField
          type="date"
          label={t('gameHistory.to')}
          value={filter.to}
          min={filter.from || undefined}
          onChange={(event) => changeFilter({ to: event.target.value })}
          className="[color-scheme:dark]"
        />
        <div className="col-span-2 lg:col-span-1">
          <SelectField
            label={t('gameHistory.provider')}
            value={filter.provider}
            onChange={(event) => changeFilter({ provider: event.target.value })}
          >
            <option value="">{t('gameHistory.allProviders')}</option>
            {providerOptions.map((provider) => (
              <option key={provider} value={provider}>
                {provider}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="col-span-2 flex flex-col gap-1 lg:col-span-1">
          {/* A plain link: the browser downloads the CSV with the session cookie, as the server names it. */}
          <a
            href={isValid ? exportCsvUrl(filter) : undefined}
            aria-disabled={!isValid}
            download
            className={buttonClasses({ variant: 'secondary', className: !isValid ? 'pointer-events-none opacity-50' : undefined })}
          >
            {t('gameHistory.export')}
          </a>
        </div>
        <p className="col-span-2 text-xs text-muted lg:col-span-4">
          {t('gameHistory.exportHint', { max: BET_HISTORY_EXPORT_MAX_ROWS.toLocaleString('en') })}
        </p>
      </form>

      <section aria-label={t('gameHistory.results')} aria-busy={history.isFetching}>
        {!isValid ? null : history.isPending ? (
          <LoadingState label={t('gameHistory.loading')} />
        ) : history.isError ? (
          <ErrorState message={t('gameHistory.loadFailed')} onRetry={() => void history.refetch()} />
        ) : history.data.bets.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line bg-panel/60 px-4 py-10 text-center text-muted">
            {hasFilter || filter.page > 0 ? t('gameHistory.empty') : t('gameHistory.emptyAll')}
          </p>
        ) : (
          <div className="flex flex-col gap-4">
            <BetList caption={t('gameHistory.results')} bets={history.data.bets} filter={filter} />
            <Pager page={filter.page} total={history.data.total} onPage={(page) => changeFilter({ ...filter, page })} />
          </div>
        )}
      </section>
    </div>
  );
}

function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const pages = pageCount(total);
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('gameHistory.pager')} className="flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {t('gameHistory.previous')}
      </Button>
      <span className="text-sm text-muted" aria-live="polite">
        {t('gameHistory.page', { page: page + 1, pages })}
      </span>
      <Button variant="secondary" size="sm" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        {t('gameHistory.next')}
      </Button>
    </nav>
  );
}
