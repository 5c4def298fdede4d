import { t } from '@/lib/i18n';

export const SEEDS_PANEL_CLASS = 'flex flex-col gap-5 rounded-2xl border border-line bg-panel p-5 sm:p-6';

export function SeedsHeading() {
  return (
    <h2 id="fairness-seeds" className="text-xl font-bold">
      {t('fairness.seeds.title')}
    </h2>
  );
}
