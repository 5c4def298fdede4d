import { t } from '@/lib/i18n';

// The byte layout of packages/proofs/src/liabilities/encoding.ts, so anyone can rebuild a root from a proof.
const TERMS = ['id', 'leaf', 'node'] as const;
const STEPS = ['climb', 'rules', 'shape'] as const;

/** How a proof is recomputed by hand or by any program: the hashes of the tree and how a leaf climbs to the root. */
export function TreeFormat() {
  return (
    <section aria-labelledby="liabilities-format" className="flex flex-col gap-4">
      <div>
        <h2 id="liabilities-format" className="text-2xl font-bold tracking-tight">
          {t('liabilities.format.title')}
        </h2>
        <p className="mt-2 max-w-3xl text-white/85">{t('liabilities.format.intro')}</p>
      </div>
      <dl className="grid max-w-3xl gap-4">
        {TERMS.map((term) => (
          <div key={term} className="flex flex-col gap-1">
            <dt className="font-semibold">{t(`liabilities.format.${term}Term`)}</dt>
            <dd className="flex flex-col gap-1">
              <code className="rounded-lg bg-panel-2 px-3 py-2 font-mono text-sm break-words text-accent-2">
                {t(`liabilities.format.${term}Formula`)}
              </code>
              <span className="text-sm text-muted">{t(`liabilities.format.${term}Note`)}</span>
            </dd>
          </div>
        ))}
      </dl>
      {STEPS.map((step) => (
        <p key={step} className="max-w-3xl text-white/85">
          {t(`liabilities.format.${step}`)}
        </p>
      ))}
    </section>
  );
}
