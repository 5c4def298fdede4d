import type { TWelcomeOfferSummary } from '@casino/contracts';
import { t } from '@/lib/i18n';
import { formatEurFigure } from '@/lib/welcome-offer';
import { bandLabel } from './welcome-offer';

/** One card per deposit (1st to 5th) with its bonus percentage and free spins, as the operator's file sets them. */
export function DepositOfferCards({ offer }: { offer: TWelcomeOfferSummary }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {offer.deposits.map((deposit) => (
        <li
          key={deposit.depositNumber}
          className="flex flex-col gap-4 rounded-2xl border border-line bg-panel p-5 first:border-accent/60 first:bg-gradient-to-br first:from-accent/25 first:to-panel sm:first:col-span-2 lg:first:col-span-1 lg:first:row-span-2"
        >
          <div className="flex items-center justify-between gap-3">
            <h3 className="text-lg font-bold">{deposit.displayName}</h3>
            <span className="rounded-full bg-panel-2 px-2.5 py-1 text-xs font-semibold text-muted">
              {t('pages.promotions.maxBonus', { amount: formatEurFigure(deposit.maximumBonusEur) })}
            </span>
          </div>
          <ul className="flex flex-col gap-3">
            {deposit.tiers.map((tier, index) => {
              const band = bandLabel(deposit, index);
              return (
                <li key={tier.id} className="rounded-xl bg-bg/50 px-4 py-3">
                  {band ? (
                    <p className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">
                      {t(`pages.promotions.${band.key}`, { amount: band.amount })}
                    </p>
                  ) : null}
                  <p className="text-2xl font-black text-gold">{t('pages.promotions.bonusPercent', { percent: tier.bonusPercent })}</p>
                  <p className="text-sm text-white/80">{t('pages.promotions.freeSpins', { count: tier.freeSpins })}</p>
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ul>
  );
}
