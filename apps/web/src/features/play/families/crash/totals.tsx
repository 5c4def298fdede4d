import type { TPlaySession } from '@casino/contracts';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';

/**
 * The footer's side of a crash visit: what this launch's bets staked and what cash-outs paid, as the API
 * counted them after each bet, cash-out and bust (the footer's net is the difference).
 */
export function CrashTotals({ totals, currency }: { totals: TPlaySession['totals']; currency: string }) {
  return (
    <span className="flex gap-3">
      <span>
        {t('play.crash.staked')}{' '}
        <span data-testid="crash-staked" className="font-mono font-semibold text-white">
          {formatMoney(totals.staked, currency)}
        </span>
      </span>
      <span>
        {t('play.crash.cashedOutTotal')}{' '}
        <span data-testid="crash-cashed-out" className="font-mono font-semibold text-white">
          {formatMoney(totals.won, currency)}
        </span>
      </span>
    </span>
  );
}
