'use client';
import Link from 'next/link';
import { useDefaultFund } from '@/features/wallet';
import { t } from '@/lib/i18n-site';
import { formatMoney } from '@/lib/money';

/** The default wallet's total money in its currency (EUR 0.00 until the funds load); opens the Wallet page. */
export function HeaderBalance() {
  const { fund, isLoaded } = useDefaultFund();
  return (
    <Link
      href="/profile/my-wallet"
      aria-busy={!isLoaded}
      className="flex h-10 min-w-0 items-center rounded-lg border border-line bg-bg/60 px-3 transition-colors hover:border-accent-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-2"
    >
      <span className="sr-only">{t('header.balance')}: </span>
      <span data-testid="header-balance" className="truncate text-sm font-semibold text-gold tabular-nums">
        {formatMoney(fund.totalMoney, fund.currency)}
      </span>
    </Link>
  );
}
