import type { TPlayerPromotion } from '@casino/contracts';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { formatDateTime } from '@/lib/format-date-time';
import { StatusBadge } from './status-badge';

/** Promotions that are over: completed, forfeited, expired or rejected, newest first. */
export function FinishedList({ promotions }: { promotions: TPlayerPromotion[] }) {
  if (promotions.length === 0) return <p className="rounded-xl bg-panel-2 px-4 py-3 text-sm text-muted">{t('promotions.history.empty')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-line overflow-hidden rounded-2xl border border-line bg-panel">
      {promotions.map((promotion) => (
        <li
          key={promotion.id}
          className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 px-4 py-3 sm:grid-cols-[1fr_10rem_12rem_auto]"
        >
          <p className="min-w-0 font-semibold break-words">{promotion.displayName}</p>
          <div className="justify-self-end sm:order-last">
            <StatusBadge status={promotion.status} />
          </div>
          <p className="text-sm text-muted tabular-nums sm:text-white/90">
            {t('promotions.history.bonus', { amount: formatMoney(promotion.bonusAmount, promotion.currency) })}
            {promotion.freeSpins > 0 && ` · ${t('promotions.history.spins', { count: promotion.freeSpins })}`}
          </p>
          <p className="text-right text-xs text-muted sm:text-left sm:text-sm">
            <time dateTime={promotion.createdAt}>{formatDateTime(promotion.createdAt)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
