import type { TWelcomeOfferSummary } from '@casino/contracts';
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { SignUpCta } from './sign-up-cta';
import { welcomeTextValues } from '@/lib/welcome-offer';

/**
 * Home page banner advertising the welcome offer, its figures from the operator's file; without them (the API
 * did not answer) it speaks of the offer in words only.
 */
export function WelcomeHero({ offer }: { offer: TWelcomeOfferSummary | null }) {
  const values = offer && welcomeTextValues(offer);
  const highlights = values
    ? [
        { value: t('home.highlights.bonusValue', { percent: values.percent }), label: t('home.highlights.bonusLabel') },
        { value: String(values.spins), label: t('home.highlights.spinsLabel') },
        { value: t('home.highlights.maxValue', { amount: values.max }), label: t('home.highlights.maxLabel') },
      ]
    : [];
  return (
    <section
      aria-labelledby="welcome-offer-title"
      className="relative isolate grid gap-8 overflow-hidden rounded-2xl border border-line bg-panel px-5 py-8 sm:px-10 sm:py-12 lg:grid-cols-[1fr_18rem] lg:items-center"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_85%_15%,rgb(168_85_247/0.45),transparent_55%),radial-gradient(ellipse_at_10%_110%,rgb(245_196_81/0.2),transparent_50%),linear-gradient(135deg,#1b1446,#0f1530_60%)]"
      />
      <div>
        <p className="text-xs font-bold tracking-[0.2em] text-gold uppercase">{t('home.heroEyebrow')}</p>
        <h1 id="welcome-offer-title" className="mt-3 max-w-2xl text-4xl leading-tight font-black tracking-tight text-balance sm:text-6xl">
          {values ? t('home.heroTitle', values) : t('home.heroTitleNoFigures')}
        </h1>
        <p className="mt-4 max-w-xl text-base text-white/80 sm:text-lg">
          {values ? t('home.heroText', values) : t('home.heroTextNoFigures')}
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
          <SignUpCta />
          <Link href="/promotions" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
            {t('home.heroPromotions')}
          </Link>
        </div>
        <p className="mt-6 text-xs text-white/60">{t('home.heroSmallPrint')}</p>
      </div>
      {highlights.length > 0 && (
        <ul className="hidden grid-cols-3 gap-3 sm:grid lg:grid-cols-1">
          {highlights.map(({ value, label }) => (
            <li
              key={label}
              className="rounded-xl border border-white/10 bg-bg/40 px-3 py-3 text-center backdrop-blur-sm lg:px-5 lg:py-4 lg:text-left"
            >
              <p className="text-xl font-black whitespace-nowrap text-gold lg:text-2xl">{value}</p>
              <p className="mt-0.5 text-[11px] leading-snug text-white/70 sm:text-xs">{label}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
