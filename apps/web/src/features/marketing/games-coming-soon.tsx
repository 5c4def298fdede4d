import { t } from '@/lib/i18n';

/** Stand-in for a games list page until the catalogue arrives. */
export function GamesComingSoon({ title }: { title: string }) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-6 flex min-h-48 items-center justify-center rounded-xl border border-dashed border-line bg-panel/60 px-4 text-center text-muted">
        {t('pages.games.comingSoon')}
      </p>
    </div>
  );
}
