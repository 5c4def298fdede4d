import { CRASH_TITLES, SLOT_TITLES } from '@casino/games';
import type { Metadata } from 'next';
import { CrashChains, ProvablyFair } from '@/features/fairness';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('pages.provablyFair.title'), description: t('pages.provablyFair.description') };

/**
 * The titles the verifier offers one by one: names only, so the slots' reels stay out of the page until a round is
 * verified.
 */
const VERIFIER_TITLES = { slots: SLOT_TITLES.map(({ key, name }) => ({ key, name })) };
/** The crash titles' names, for their chains. */
const CRASH_CHOICES = Object.entries(CRASH_TITLES).map(([key, { name }]) => ({ key, name }));

const STEPS = ['serverSeed', 'clientSeed', 'nonce', 'floats', 'outcome', 'rotate'] as const;

export default function ProvablyFairPage() {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:py-12">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('pages.provablyFair.title')}</h1>
        <p className="mt-3 max-w-3xl text-muted">{t('pages.provablyFair.intro')}</p>
      </header>

      <section aria-labelledby="fairness-scheme" className="flex flex-col gap-4">
        <h2 id="fairness-scheme" className="text-2xl font-bold tracking-tight">
          {t('fairness.scheme.title')}
        </h2>
        <ol className="grid list-decimal gap-3 pl-5 text-white/85 marker:font-bold marker:text-accent-2 md:grid-cols-2 md:gap-x-10">
          {STEPS.map((step) => (
            <li key={step} className="pl-1">
              {t(`fairness.scheme.steps.${step}`)}
            </li>
          ))}
        </ol>
      </section>

      <ProvablyFair titleNames={VERIFIER_TITLES} />

      <CrashChains titles={CRASH_CHOICES} />
    </div>
  );
}
