import type { TPlayerPromotion } from '@casino/contracts';
import { ProgressBar } from '@/components/ui/progress-bar';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { wageringProgress } from '../lib/wagering-progress';

/**
 * What is left, saying which stakes count (decision 023): only the bonus-funded part of a stake, and stakes take
 * money in the configured order, so real-money stakes made first do not move it.
 */
const REMAINING = {
  'real-first': 'promotions.wagering.remainingRealFirst',
  'bonus-first': 'promotions.wagering.remainingBonusFirst',
} as const satisfies Record<TPlayerPromotion['spendOrder'], string>;

/** The wagering requirement as a bar, in money and percent, with what is left to stake. */
export function WageringBar({ promotion }: { promotion: TPlayerPromotion }) {
  const progress = wageringProgress(promotion);
  const money = (amount: string) => formatMoney(amount, promotion.currency);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold">{t('promotions.wagering.title')}</span>
        <span className="tabular-nums" data-testid="wagering-figures">
          {t('promotions.wagering.figures', { wagered: money(progress.wagered), requirement: money(progress.requirement) })}{' '}
          <span className="font-semibold text-accent-2">{t('promotions.wagering.percent', { percent: progress.percent })}</span>
        </span>
      </div>
      <ProgressBar value={progress.percent} label={t('promotions.wagering.label', { name: promotion.displayName })} className="h-3" />
      <p className="text-xs text-muted">
        {progress.isMet ? t('promotions.wagering.met') : t(REMAINING[promotion.spendOrder], { amount: money(progress.remaining) })}
      </p>
    </div>
  );
}
