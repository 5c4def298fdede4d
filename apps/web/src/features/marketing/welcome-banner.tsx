import type { TWelcomeOfferSummary } from '@casino/contracts';
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { welcomeTextValues } from '@/lib/welcome-offer';
import { SignUpCta } from './sign-up-cta';

/**
 * The home page's welcome offer in a compact banner (a line or two, so the lobby's first screen shows games), its
 * figures from the operator's file; without them (the API did not answer) it speaks of the offer in words only.
 */
export function WelcomeBanner({ offer }: { offer: TWelcomeOfferSummary | null }) {
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
      className="relative isolate overflow-hidden rounded-2xl border border-line bg-panel px-4 py-3 sm:px-6 sm:py-4"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_85%_15%,rgb(168_85_247/0.45),transparent_55%),radial-gradient(ellipse_at_10%_110%,rgb(245_196_81/0.2),transparent_50%),linear-gradient(135deg,#1b1446,#0f1530_60%)]"
      />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:gap-6">
        <div className="min-w-0 flex-1">
          <p className="text-[11px] font-bold tracking-[0.2em] text-gold uppercase">{t('home.heroEyebrow')}</p>
          <h1 id="welcome-offer-title" className="text-xl leading-tight font-black tracking-tight text-balance sm:text-2xl">
            {values ? t('home.heroTitle', values) : t('home.heroTitleNoFigures')}
          </h1>
          <p className="mt-1 text-xs text-white/80 sm:text-sm">{values ? t('home.heroText', values) : t('home.heroTextNoFigures')}</p>
        </div>
        {highlights.length > 0 && (
          <ul className="hidden shrink-0 gap-2 xl:flex">
            {highlights.map(({ value, label }) => (
              <li key={label} className="w-28 rounded-xl border border-white/10 bg-bg/40 px-3 py-2">
                <p className="text-lg font-black whitespace-nowrap text-gold">{value}</p>
                <p className="text-[11px] leading-snug text-white/70">{label}</p>
              </li>
            ))}
          </ul>
        )}
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <SignUpCta size="md" />
          <Link href="/promotions" className={buttonClasses({ variant: 'secondary', size: 'md' })}>
            {t('home.heroPromotions')}
          </Link>
        </div>
      </div>
      <p className="mt-2 text-[11px] text-white/60">{t('home.heroSmallPrint')}</p>
    </section>
  );
}
