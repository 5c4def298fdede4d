'use client';
import type { TBetRecall } from '@casino/contracts';
import Link from 'next/link';
import { ErrorState, LoadingState } from '@/components/ui/query-status';
import { ApiError } from '@/lib/api-client';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { useBetRecall } from '../api/get-bet-recall';
import { formatRoundTime } from '../lib/format';
import { describeSteps, recallFacts, verifyUrl, type RecallCell, type RecallFact } from '../lib/recall';

const K = 'gameHistory.recall';
const linkClasses = 'font-semibold text-accent-2 underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none';

/** /profile/game-history/{roundId}: game recall, the round replayed from its stored steps. */
export function RoundRecall({ roundId }: { roundId: string }) {
  const recall = useBetRecall(roundId);
  return (
    <div className="flex flex-col gap-6">
      <header>
        <Link href="/profile/game-history" className={linkClasses}>
          <span aria-hidden="true">← </span>
          {t(`${K}.back`)}
        </Link>
        <h1 className="mt-2 text-2xl font-extrabold tracking-tight sm:text-3xl">{recall.data?.entry.gameName ?? t(`${K}.title`)}</h1>
      </header>
      {recall.isPending ? (
        <LoadingState label={t(`${K}.loading`)} />
      ) : recall.isError ? (
        recall.error instanceof ApiError && (recall.error.status === 404 || recall.error.status === 400) ? (
          <p role="alert" className="rounded-2xl border border-dashed border-line bg-panel/60 px-4 py-10 text-center text-muted">
            {t(`${K}.notFound`)}
          </p>
        ) : (
          <ErrorState message={t(`${K}.loadFailed`)} onRetry={() => void recall.refetch()} />
        )
      ) : (
        <RecallDetails recall={recall.data} />
      )}
    </div>
  );
}

function RecallDetails({ recall }: { recall: TBetRecall }) {
  const { entry, round } = recall;
  const verify = verifyUrl(round);
  const { serverSeed, serverSeedHash, clientSeed, nonce } = round.fairness;
  return (
    <>
      <p className="-mt-4 text-sm text-muted">
        {entry.provider} · {formatRoundTime(entry.placedAt)} · <span className="font-mono text-xs break-all">{round.id}</span>
      </p>
      <section aria-labelledby="recall-summary" className="rounded-2xl border border-line bg-panel p-4 sm:p-5">
        <h2 id="recall-summary" className="mb-3 text-lg font-bold">
          {t(`${K}.summary`)}
        </h2>
        <Facts facts={recallFacts(recall)} />
        <Link href={`/game/${entry.slug}`} className={cx(linkClasses, 'mt-4 inline-block text-sm')}>
          {t(`${K}.playAgain`, { game: entry.gameName })}
        </Link>
      </section>

      <section aria-labelledby="recall-steps" className="flex flex-col gap-3">
        <h2 id="recall-steps" className="text-lg font-bold">
          {t(`${K}.steps`)}
        </h2>
        <ol className="flex flex-col gap-3">
          {describeSteps(round).map((step, i) => (
            <li key={i} className="flex flex-col gap-3 rounded-2xl border border-line bg-panel p-4 sm:p-5">
              <h3 className="font-semibold">{step.title}</h3>
              {step.grid && <Grid rows={step.grid} />}
              {step.facts.length > 0 && <Facts facts={step.facts} />}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="recall-fairness" className="rounded-2xl border border-line bg-panel p-4 sm:p-5">
        <h2 id="recall-fairness" className="mb-3 text-lg font-bold">
          {t(`${K}.fairness`)}
        </h2>
        <Facts
          facts={[
            { label: t(`${K}.serverSeedHash`), value: serverSeedHash },
            { label: t(`${K}.serverSeed`), value: serverSeed ?? t(`${K}.notRevealed`) },
            { label: t(`${K}.clientSeed`), value: clientSeed },
            { label: t(`${K}.nonce`), value: String(nonce) },
            ...(round.jackpotDraw
              ? [
                  {
                    label: t(`${K}.jackpotDraw`),
                    value: t(`${K}.jackpotChance`, { n: round.jackpotDraw.chanceOneIn.toLocaleString('en') }),
                  },
                ]
              : []),
          ]}
          isMono
        />
        {verify ? (
          <Link href={verify} className={cx(linkClasses, 'mt-4 inline-block text-sm')}>
            {t(`${K}.verify`)}
          </Link>
        ) : (
          <p className="mt-4 text-sm text-muted">
            {t(`${K}.rotateHint`)}{' '}
            <Link href="/provably-fair" className={linkClasses}>
              {t(`${K}.rotateLink`)}
            </Link>
          </p>
        )}
      </section>
    </>
  );
}

function Facts({ facts, isMono = false }: { facts: RecallFact[]; isMono?: boolean }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
      {facts.map((fact, i) => (
        <div key={i} className="contents">
          <dt className="text-muted">{fact.label}</dt>
          <dd className={cx('font-semibold break-all tabular-nums', isMono && 'font-mono text-xs')}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Grid({ rows }: { rows: RecallCell[][] }) {
  return (
    <table className="w-fit border-separate border-spacing-1 text-center text-sm">
      <tbody>
        {rows.map((row, r) => (
          <tr key={r}>
            {row.map((cell, c) => (
              <td
                key={c}
                className={cx(
                  'size-10 rounded-md border font-semibold',
                  cell.isHighlighted ? 'border-gold bg-gold/15 text-gold' : 'border-line bg-bg text-white',
                )}
              >
                {cell.label}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
