import type { Metadata } from 'next';
import Link from 'next/link';
import { DepositCta, DepositOfferCards, SignedInSwitch, SignUpCta, welcomeTextValues } from '@/features/marketing';
import { serverWelcomeOffer } from '@/features/marketing/server';
import { t } from '@/lib/i18n';

export async function generateMetadata(): Promise<Metadata> {
  const offer = await serverWelcomeOffer();
  return {
    title: t('pages.promotions.title'),
    description: offer ? t('pages.promotions.description', welcomeTextValues(offer)) : t('pages.promotions.descriptionNoFigures'),
  };
}

export default async function PromotionsPage() {
  const offer = await serverWelcomeOffer();
  const values = offer && welcomeTextValues(offer);
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
          {values ? t('home.heroTitle', values) : t('home.heroTitleNoFigures')}
        </h2>
        <p className="mt-4 max-w-2xl text-white/80">
          {values ? t('pages.promotions.welcomeText', values) : t('pages.promotions.welcomeTextNoFigures')}
        </p>
      </section>

      <section aria-labelledby="deposit-offers" className="flex flex-col gap-4">
        <div>
          <h2 id="deposit-offers" className="text-2xl font-bold tracking-tight">
            {t('pages.promotions.tiersTitle')}
          </h2>
          <p className="mt-2 max-w-3xl text-sm text-muted">
            {values ? t('pages.promotions.tiersText', values) : t('pages.promotions.tiersUnavailable')}
          </p>
        </div>
        {offer && <DepositOfferCards offer={offer} />}
      </section>

      <section
        aria-labelledby="activate-offer"
        className="flex flex-col items-start gap-4 rounded-2xl border border-line bg-panel-2 p-6 sm:flex-row sm:items-center sm:justify-between"
      >
        {/* A signed-in player needs no account: the offer is chosen in the deposit dialog. */}
        <SignedInSwitch
          visitor={
            <>
              <div>
                <h2 id="activate-offer" className="text-lg font-bold">
                  {t('pages.promotions.activateTitle')}
                </h2>
                <p className="mt-1 text-sm text-muted">{t('pages.promotions.activateText')}</p>
              </div>
              <SignUpCta size="md" />
            </>
          }
          player={
            <>
              <div>
                <h2 id="activate-offer" className="text-lg font-bold">
                  {t('pages.promotions.playerTitle')}
                </h2>
                <p className="mt-1 text-sm text-muted">{t('pages.promotions.playerText')}</p>
              </div>
              <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
                <SignUpCta size="md" />
                <DepositCta label={t('pages.promotions.deposit')} />
              </div>
            </>
          }
        />
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
