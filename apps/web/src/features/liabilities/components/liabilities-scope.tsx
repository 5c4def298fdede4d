import { t } from '@/lib/i18n';

const PARAGRAPHS = ['shows', 'counts', 'privacy', 'limits'] as const;

/** What the published roots prove and what they do not, in plain words. */
export function LiabilitiesScope() {
  return (
    <section aria-labelledby="liabilities-scope" className="flex flex-col gap-3">
      <h2 id="liabilities-scope" className="text-2xl font-bold tracking-tight">
        {t('liabilities.scope.title')}
      </h2>
      {PARAGRAPHS.map((key) => (
        <p key={key} className="max-w-3xl text-white/85">
          {t(`liabilities.scope.${key}`)}
        </p>
      ))}
    </section>
  );
}
