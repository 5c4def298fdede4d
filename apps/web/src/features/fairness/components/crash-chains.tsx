'use client';
import { lazyComponent } from '@/components/ui/lazy-component';
import { t } from '@/lib/i18n';

// The list and its checks (their data, the query library) load after the page.
const CrashChainList = lazyComponent(() => import('./crash-chain-list').then((m) => m.CrashChainList));

/** A crash title as the chains list names it. */
export type CrashChainTitle = { key: string; name: string };

/** The crash titles' hash chains: committed before their salt block is mined, salted by its hash, checked against the chain. */
export function CrashChains({ titles }: { titles: readonly CrashChainTitle[] }) {
  return (
    <section aria-labelledby="fairness-crash" className="flex flex-col gap-4">
      <div>
        <h2 id="fairness-crash" className="text-2xl font-bold tracking-tight">
          {t('fairness.crash.title')}
        </h2>
        <p className="mt-2 max-w-3xl text-white/85">{t('fairness.crash.intro')}</p>
      </div>
      <CrashChainList titles={titles} />
    </section>
  );
}
