import { t } from '@/lib/i18n';
import { DEPOSIT_OFFERS, MAX_BONUS_EUR, formatWholeEuros, groupOffersByDeposit } from './deposit-offers';

/** One card per deposit (1st to 5th) with its bonus percentage and free spins. */
export function DepositOfferCards() {
  const groups = groupOffersByDeposit(DEPOSIT_OFFERS);
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {groups.map(({ depositNumber, offers }) => (
        <li
          key={depositNumber}
          className="flex flex-col gap-4 rounded-2xl border border-line bg-panel p-5 first:border-accent/60 first:bg-gradient-to-br first:from-accent/25 first:to-panel sm:first:col-span-2 lg:first:col-span-1 lg:first:row-span-2"
        >
          <div className="flex items-center justify-between gap-3">
            <h3 className="text-lg font-bold">{t(`pages.promotions.deposit${depositNumber}`)}</h3>
            <span className="rounded-full bg-panel-2 px-2.5 py-1 text-xs font-semibold text-muted">
              {t('pages.promotions.maxBonus', { amount: formatWholeEuros(MAX_BONUS_EUR) })}
            </span>
          </div>
          <ul className="flex flex-col gap-3">
            {offers.map((offer) => (
              <li key={`${offer.depositNumber}-${offer.upToEur ?? 'any'}`} className="rounded-xl bg-bg/50 px-4 py-3">
                {offer.upToEur ? (
                  <p className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">
                    {t('pages.promotions.depositUpTo', { amount: formatWholeEuros(offer.upToEur) })}
                  </p>
                ) : null}
                <p className="text-2xl font-black text-gold">{t('pages.promotions.bonusPercent', { percent: offer.bonusPercent })}</p>
                <p className="text-sm text-white/80">{t('pages.promotions.freeSpins', { count: offer.freeSpins })}</p>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
