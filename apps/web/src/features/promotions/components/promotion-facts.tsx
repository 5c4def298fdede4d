import type { TPlayerPromotion } from '@casino/contracts';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { isPositive } from '../lib/decimal';
import { formatDateTime } from '@/lib/format-date-time';

/** A promotion's terms as a definition list: bonus, free spins (and their slot), maximum stake, expiry. */
export function PromotionFacts({ promotion, showsRequirement = false }: { promotion: TPlayerPromotion; showsRequirement?: boolean }) {
  const { currency } = promotion;
  const facts: Array<{ key: string; label: string; value: ReactNode }> = [
    // An active bonus shows the money it holds now (spins' winnings, stakes in open rounds); others what was granted.
    { key: 'bonus', label: t('promotions.facts.bonus'), value: formatMoney(promotion.bonusBalance ?? promotion.bonusAmount, currency) },
    {
      key: 'spins',
      label: t('promotions.facts.freeSpins'),
      value:
        promotion.freeSpins > 0 && promotion.freeSpinsGame ? (
          <>
            {promotion.freeSpins}{' '}
            <Link href={`/game/${promotion.freeSpinsGame.slug}`} className="font-normal text-accent-2 underline-offset-2 hover:underline">
              {t('promotions.facts.onGame', { game: promotion.freeSpinsGame.name })}
            </Link>
          </>
        ) : (
          String(promotion.freeSpins)
        ),
    },
    ...(showsRequirement && isPositive(promotion.wageringRequirement)
      ? [{ key: 'wagering', label: t('promotions.facts.wagering'), value: formatMoney(promotion.wageringRequirement, currency) }]
      : []),
    {
      key: 'maxBet',
      label: t('promotions.facts.maximumBet'),
      value: promotion.maximumBet ? formatMoney(promotion.maximumBet, currency) : t('promotions.facts.noMaximumBet'),
    },
    { key: 'expires', label: t('promotions.facts.expires'), value: formatDateTime(promotion.expiresAt) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
      {facts.map(({ key, label, value }) => (
        <div key={key} data-testid={`fact-${key}`} className="min-w-0 rounded-xl bg-bg/50 px-3 py-2.5">
          <dt className="text-xs text-muted">{label}</dt>
          <dd className="mt-0.5 font-semibold break-words tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
