import { t } from '@/lib/i18n';

/**
 * The default wallet's total money and currency in the header.
 * Placeholder until the wallet feature supplies the real balance.
 */
export function HeaderBalance() {
  return (
    <div className="flex h-10 min-w-0 items-center rounded-lg border border-line bg-bg/60 px-3">
      <span className="sr-only">{t('header.balance')}: </span>
      <span data-testid="header-balance" className="truncate text-sm font-semibold text-gold tabular-nums">
        {t('header.amount', { amount: '0.00', currency: 'EUR' })}
      </span>
    </div>
  );
}
