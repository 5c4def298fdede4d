import type { Metadata } from 'next';
import Link from 'next/link';
import {
  DepositOfferCards,
  MAX_BONUS_EUR,
  PROMOTION_DEPOSIT_LIMIT,
  SignUpCta,
  WELCOME_OFFER,
  formatWholeEuros,
} from '@/features/marketing';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('pages.promotions.title'), description: t('pages.promotions.description') };

export default function PromotionsPage() {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-4 py-8 sm:px-6 lg:py-12">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('pages.promotions.title')}</h1>
        <p className="mt-3 max-w-2xl text-muted">{t('pages.promotions.intro')}</p>
      </header>

      <section
        aria-labelledby="welcome-offer"
        className="relative isolate overflow-hidden rounded-2xl border border-gold/40 bg-panel p-6 sm:p-10"
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_100%_0%,rgb(245_196_81/0.25),transparent_55%),linear-gradient(135deg,#221a4d,#131a33)]"
        />
        <p className="text-xs font-bold tracking-[0.2em] text-gold uppercase">{t('pages.promotions.welcomeEyebrow')}</p>
        <h2 id="welcome-offer" className="mt-2 text-3xl font-black tracking-tight sm:text-5xl">
          {t('home.heroTitle', { amount: formatWholeEuros(WELCOME_OFFER.bonusEur), spins: WELCOME_OFFER.freeSpins })}
        </h2>
        <p className="mt-4 max-w-2xl text-white/80">{t('pages.promotions.welcomeText')}</p>
      </section>

      <section aria-labelledby="deposit-offers" className="flex flex-col gap-4">
        <div>
          <h2 id="deposit-offers" className="text-2xl font-bold tracking-tight">
            {t('pages.promotions.tiersTitle')}
          </h2>
          <p className="mt-2 max-w-3xl text-sm text-muted">
            {t('pages.promotions.tiersText', {
              limit: PROMOTION_DEPOSIT_LIMIT,
              max: formatWholeEuros(MAX_BONUS_EUR),
            })}
          </p>
        </div>
        <DepositOfferCards />
      </section>

      <section
        aria-labelledby="activate-offer"
        className="flex flex-col items-start gap-4 rounded-2xl border border-line bg-panel-2 p-6 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="activate-offer" className="text-lg font-bold">
            {t('pages.promotions.activateTitle')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('pages.promotions.activateText')}</p>
        </div>
        <SignUpCta size="md" />
      </section>

      <p className="text-xs text-muted">
        {t('pages.promotions.termsNote')}{' '}
        <Link href="/terms-and-conditions/bonus" className="font-semibold text-accent-2 underline-offset-2 hover:underline">
          {t('pages.promotions.termsLink')}
        </Link>
      </p>
    </div>
  );
}
