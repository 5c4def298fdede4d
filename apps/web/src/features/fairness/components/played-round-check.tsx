'use client';
import type { TBetRecall } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/query-status';
import { useBetRecall } from '@/features/game-history';
import { t } from '@/lib/i18n';
import { JackpotDrawView } from './jackpot-draw-view';
import type { VerifierFields } from '../lib/verifier-input';
import { appQueryClient } from '@/lib/query-client';

/** One of the player's rounds, fetched and recomputed in the browser once its seed is revealed. */
export function PlayedRoundLoader({ roundId, onVerify }: { roundId: string; onVerify: (fields: VerifierFields) => void }) {
  const recall = useBetRecall(roundId);
  if (recall.isPending) return <LoadingState label={t('fairness.played.loading')} />;
  if (recall.isError) return <ErrorState message={t('fairness.played.loadFailed')} onRetry={() => void recall.refetch()} />;
  return <PlayedRoundCheck recall={recall.data} onVerify={onVerify} />;
}

function PlayedRoundCheck({ recall, onVerify }: { recall: TBetRecall; onVerify: (fields: VerifierFields) => void }) {
  const { entry, round } = recall;
  const check = useQuery(
    {
      queryKey: ['played-round-check', round.id, round.fairness.serverSeed],
      // The engines load with the check, not with the page.
      queryFn: async () => {
        const { checkPlayedRound, titleKeyOf } = await import('../lib/check-played-round');
        return checkPlayedRound(round, titleKeyOf(entry.gameId));
      },
    },
    appQueryClient(),
  );
  const { serverSeed, serverSeedHash, clientSeed, nonce } = round.fairness;
  const verdict = check.data && (check.data.isHashMatch && check.data.isDrawMatch ? 'match' : 'mismatch');

  return (
    <section aria-labelledby="fairness-played" className="flex flex-col gap-4 rounded-2xl border border-line bg-panel p-5 sm:p-6">
      <div>
        <h2 id="fairness-played" className="text-xl font-bold">
          {t('fairness.played.title', { game: entry.gameName })}
        </h2>
        <p className="mt-1 font-mono text-xs break-all text-muted">{round.id}</p>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <Fact label={t('fairness.seeds.serverSeedHash')} value={serverSeedHash} />
        <Fact label={t('fairness.seeds.serverSeed')} value={serverSeed ?? t('fairness.played.notRevealed')} />
        <Fact label={t('fairness.seeds.clientSeed')} value={clientSeed} />
        <Fact label={t('fairness.played.nonce')} value={String(nonce)} />
      </dl>
      {serverSeed === null ? (
        <p className="text-sm text-muted">{t('fairness.played.rotateFirst')}</p>
      ) : (
        <>
          {verdict && (
            <p
              role="status"
              data-testid="played-round-verdict"
              className={verdict === 'match' ? 'font-semibold text-emerald-400' : 'font-semibold text-danger'}
            >
              {t(`fairness.played.${verdict}`)}
            </p>
          )}
          {check.data?.jackpot && <JackpotDrawView draw={check.data.jackpot} />}
          <div>
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                onVerify({
                  serverSeed,
                  clientSeed,
                  nonce: String(nonce),
                  ...(round.jackpotDraw ? { jackpotChanceOneIn: String(round.jackpotDraw.chanceOneIn) } : {}),
                })
              }
            >
              {t('fairness.played.fillVerifier')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-muted uppercase">{label}</dt>
      <dd className="font-mono break-all">{value}</dd>
    </div>
  );
}
