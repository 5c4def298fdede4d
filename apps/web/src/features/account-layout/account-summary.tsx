'use client';
import type { TFund } from '@casino/contracts';
import { useAuth } from '@/features/auth';
import { UserIcon } from '@/features/layout';
import { LoyaltyLevelCard } from '@/features/promotions';
import { useDefaultFund, useWithdrawable } from '@/features/wallet';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { openModal } from '@/lib/modal-store';
import { lockedByBonus } from './locked-by-bonus';

/**
 * The player at a glance: full name, the default fund's balance and currency, Deposit and the loyalty level. Wide
 * screens stack it in the sidebar with Withdrawable and Locked By Bonus under it; phones get one
 * compact band on top of the page.
 */
export function AccountSummary() {
  const { user } = useAuth();
  const { fund, isLoaded } = useDefaultFund();
  const balance = formatMoney(fund.totalMoney, fund.currency);

  return (
    <section
      aria-label={t('account.summary')}
      className="grid grid-cols-[1fr_auto] items-center gap-3 rounded-2xl border border-line bg-panel p-4 lg:flex lg:flex-col lg:items-stretch lg:gap-4 lg:p-5"
    >
      <div className="col-span-2 flex min-w-0 items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent/25 text-accent-2">
          <UserIcon />
        </span>
        <div className="min-w-0">
          <p className="text-xs text-muted">{t('account.player')}</p>
          <p className="line-clamp-2 font-semibold break-words">{user?.name}</p>
        </div>
      </div>

      <div className="min-w-0">
        <p className="text-xs text-muted">{t('account.balance')}</p>
        <p className="flex min-w-0 items-baseline gap-2" aria-busy={!isLoaded}>
          <span data-testid="account-balance" className="truncate text-xl font-bold text-gold tabular-nums">
            {balance}
          </span>
          <span className="rounded bg-panel-2 px-1.5 py-0.5 text-xs font-semibold text-white/80">{fund.currency}</span>
        </p>
      </div>

      <Button onClick={() => openModal('deposit')} className="lg:w-full">
        {t('account.deposit')}
      </Button>

      <div className="col-span-2 border-t border-line pt-3 lg:pt-4">
        <LoyaltyLevelCard />
      </div>

      <BalanceExtras fund={fund} />
    </section>
  );
}

/** Withdrawable (from the API) and Locked By Bonus (the default fund's bonus money and held free-spin winnings). */
function BalanceExtras({ fund }: { fund: TFund }) {
  const withdrawable = useWithdrawable();
  const locked = lockedByBonus(fund);
  return (
    <dl className="hidden flex-col gap-2 border-t border-line pt-4 text-sm lg:flex">
      <div className="flex items-baseline justify-between gap-3">
        <dt className="text-muted">{t('account.withdrawable')}</dt>
        <dd className="font-semibold tabular-nums" aria-busy={withdrawable.isPending}>
          {withdrawable.data ? formatMoney(withdrawable.data.withdrawable, withdrawable.data.currency) : '—'}
        </dd>
      </div>
      <div className="flex items-baseline justify-between gap-3">
        <dt className="text-muted">{t('account.lockedByBonus')}</dt>
        <dd className="font-semibold tabular-nums">{locked === null ? '—' : formatMoney(locked, fund.currency)}</dd>
      </div>
    </dl>
  );
}
