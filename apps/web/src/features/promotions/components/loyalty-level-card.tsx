'use client';
import { ProgressBar } from '@/components/ui/progress-bar';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { useLoyaltyLevel } from '../api/get-loyalty-level';
import { loyaltyProgress } from '../lib/loyalty-progress';

/** The player's loyalty level and how much more real-money wagering reaches the next one. */
export function LoyaltyLevelCard() {
  const loyalty = useLoyaltyLevel();
  if (loyalty.isError) {
    return (
      <p className="text-xs text-muted">
        {t('promotions.loyalty.loadFailed')}{' '}
        <button
          type="button"
          onClick={() => void loyalty.refetch()}
          className="font-semibold text-accent-2 underline-offset-2 hover:underline"
        >
          {t('promotions.loyalty.retry')}
        </button>
      </p>
    );
  }
  if (!loyalty.data) {
    return (
      <p className="text-xs text-muted" aria-busy="true">
        {t('promotions.loyalty.loading')}
      </p>
    );
  }
  const level = loyalty.data;
  const progress = loyaltyProgress(level);
  return (
    <div data-testid="loyalty-level" className="flex flex-col gap-1.5">
      <p className="flex items-baseline justify-between gap-3 text-sm">
        <span className="text-muted">{t('promotions.loyalty.label')}</span>
        <span className="font-semibold text-gold">{t('promotions.loyalty.level', { level: level.level, name: level.name })}</span>
      </p>
      {progress.isTop ? (
        <p className="text-xs text-muted">{t('promotions.loyalty.top')}</p>
      ) : (
        <>
          <ProgressBar value={progress.percent} label={t('promotions.loyalty.progressLabel', { name: progress.nextName })} />
          <p className="text-xs text-muted">
            {t('promotions.loyalty.toNext', { amount: formatMoney(progress.remainingEur, 'EUR'), name: progress.nextName })}
          </p>
        </>
      )}
    </div>
  );
}
