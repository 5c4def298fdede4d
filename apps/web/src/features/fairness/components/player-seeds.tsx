'use client';
import type { TRevealedSeedPair } from '@casino/contracts';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/query-status';
import { t } from '@/lib/i18n';
import { seedsErrorMessage } from '../api/error-message';
import { useFairness } from '../api/get-fairness';
import { useRotateSeeds } from '../api/rotate-seeds';
import { ClientSeedForm } from './client-seed-form';
import { SEEDS_PANEL_CLASS, SeedsHeading } from './seeds-heading';

function Value({ label, value, testId }: { label: string; value: string | number; testId?: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd data-testid={testId} className="font-mono text-sm break-all">
        {value}
      </dd>
    </div>
  );
}

/** The signed-in player's seed pairs: the active one, its client seed, rotation, and the revealed pairs to verify. */
export function PlayerSeeds({ onVerify }: { onVerify: (pair: TRevealedSeedPair) => void }) {
  const fairness = useFairness();
  const rotate = useRotateSeeds();
  if (fairness.isPending) return <LoadingState label={t('fairness.seeds.loading')} />;
  if (fairness.isError) return <ErrorState message={t('fairness.seeds.loadFailed')} onRetry={() => void fairness.refetch()} />;
  const { active, previous } = fairness.data;

  async function onRotate() {
    try {
      await rotate.mutateAsync();
      toast.success(t('fairness.seeds.rotated'));
    } catch (failure) {
      // A round still open on these seeds is the usual reason: the API says so.
      toast.error(seedsErrorMessage(failure));
    }
  }

  return (
    <section aria-labelledby="fairness-seeds" className={SEEDS_PANEL_CLASS}>
      <SeedsHeading />
      <dl className="grid gap-3">
        <Value label={t('fairness.seeds.serverSeedHash')} value={active.serverSeedHash} testId="active-server-seed-hash" />
        <Value label={t('fairness.seeds.clientSeed')} value={active.clientSeed} testId="active-client-seed" />
        <Value label={t('fairness.seeds.nonce')} value={active.nonce} />
      </dl>
      <ClientSeedForm key={active.clientSeed} current={active.clientSeed} />
      <div className="flex flex-col items-start gap-2">
        <p className="text-sm text-muted">{t('fairness.seeds.rotateText')}</p>
        <Button variant="secondary" isBusy={rotate.isPending} onClick={() => void onRotate()}>
          {t('fairness.seeds.rotate')}
        </Button>
      </div>
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold">{t('fairness.seeds.previous')}</h3>
        {previous.length === 0 ? (
          <p className="text-sm text-muted">{t('fairness.seeds.noPrevious')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {previous.map((pair) => (
              <li key={pair.serverSeedHash}>
                <article
                  aria-label={t('fairness.seeds.pairLabel', { hash: pair.serverSeedHash.slice(0, 12) })}
                  className="flex flex-col gap-3 rounded-xl border border-line bg-panel-2 p-4"
                >
                  <dl className="grid gap-2">
                    <Value label={t('fairness.seeds.serverSeed')} value={pair.serverSeed} testId="revealed-server-seed" />
                    <Value label={t('fairness.seeds.serverSeedHash')} value={pair.serverSeedHash} />
                    <Value label={t('fairness.seeds.clientSeed')} value={pair.clientSeed} />
                    <Value label={t('fairness.seeds.bets')} value={pair.finalNonce} />
                  </dl>
                  <div>
                    <Button size="sm" onClick={() => onVerify(pair)}>
                      {t('fairness.seeds.verify')}
                    </Button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
