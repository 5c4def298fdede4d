'use client';
import type { TSaferGamblingEvent, TSaferGamblingResponse } from '@casino/contracts';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/query-status';
import { t } from '@/lib/i18n';
import { useSaferGambling } from '../api/safer-gambling';
import { LIMIT_GROUPS, formatLimitTime, limitStateOf } from '../lib/limits';
import { InteractionMessage } from './interaction-message';
import { LimitCard } from './limit-card';
import { RealityCheckCard } from './reality-check-card';
import { TakeABreak } from './take-a-break';

/** /profile/safer-gambling: the player's limits with what is used of them, the changes waiting, time-outs, self-exclusion and the history. */
export function SaferGamblingPage() {
  const query = useSaferGambling();
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('saferGambling.title')}</h1>
        <p className="mt-2 max-w-2xl text-sm text-muted">{t('saferGambling.intro')}</p>
      </header>
      {query.isPending ? (
        <LoadingState label={t('saferGambling.loading')} />
      ) : query.isError ? (
        <ErrorState message={t('saferGambling.loadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <Content data={query.data} />
      )}
    </div>
  );
}

function Content({ data }: { data: TSaferGamblingResponse }) {
  return (
    <>
      {data.interaction && <InteractionMessage interaction={data.interaction} />}
      <p className="text-sm text-muted" data-testid="market-profile">
        {t('saferGambling.profile', { name: data.profile.name })}
      </p>
      {LIMIT_GROUPS.map(({ group, limits }) => (
        <Section key={group} id={`limits-${group}`} title={t(`saferGambling.groups.${group}.title`)}>
          <p className="mb-4 text-sm text-muted">{t(`saferGambling.groups.${group}.about`)}</p>
          <ul className="flex flex-col gap-3">
            {limits.map((limit) => (
              <LimitCard key={limit} state={limitStateOf(data, limit)} currency={data.currency} />
            ))}
          </ul>
        </Section>
      ))}
      <Section id="reality-check" title={t('saferGambling.realityCheck.title')}>
        <p className="mb-4 text-sm text-muted">{t('saferGambling.realityCheck.about')}</p>
        <RealityCheckCard state={data.realityCheck} />
      </Section>
      <Rules />
      <Section id="take-a-break" title={t('saferGambling.timeOut.title')}>
        <p className="mb-4 text-sm text-muted">{t('saferGambling.timeOut.about')}</p>
        {data.breaks.inForce ? (
          <p className="text-sm font-semibold" data-testid="break-in-force">
            {data.breaks.inForce.message}
          </p>
        ) : (
          <TakeABreak choices={data.breaks.timeOutChoices} />
        )}
      </Section>
      <Section id="self-exclusion-link" title={t('saferGambling.selfExclusion.title')}>
        <p className="mb-4 text-sm text-muted">
          {t('saferGambling.selfExclusion.about', {
            periods: data.breaks.selfExclusionChoices.map((c) => c.label).join(', '),
          })}
        </p>
        <Link href="/profile/self-exclusion" className={buttonClasses({ variant: 'secondary' })}>
          {t('saferGambling.selfExclusion.link')}
        </Link>
      </Section>
      <Section id="safer-gambling-history" title={t('saferGambling.history.title')}>
        <History events={data.history} />
      </Section>
    </>
  );
}

function Rules() {
  return (
    <Section id="limit-rules" title={t('saferGambling.rules.title')}>
      <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-white/85 marker:text-accent-2">
        {(['lower', 'higher', 'currency'] as const).map((rule) => (
          <li key={rule}>{t(`saferGambling.rules.${rule}`)}</li>
        ))}
      </ul>
    </Section>
  );
}

function History({ events }: { events: TSaferGamblingEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-muted">{t('saferGambling.history.empty')}</p>;
  return (
    <ol className="flex flex-col divide-y divide-line">
      {events.map((event, index) => (
        <li key={`${event.at}-${index}`} className="flex flex-col gap-0.5 py-2.5 text-sm sm:flex-row sm:gap-4">
          <time dateTime={event.at} className="shrink-0 text-muted sm:w-52">
            {formatLimitTime(event.at)}
          </time>
          <span className="min-w-0 break-words">
            {event.summary}
            {event.actor !== 'player' && <span className="text-muted"> · {t(`saferGambling.history.actor.${event.actor}`)}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-panel p-4 sm:p-6">
      <h2 id={id} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
