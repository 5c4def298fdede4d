'use client';
import type { TSelfExcludePeriod } from '@casino/contracts';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/query-status';
import { useSaferGambling } from '@/features/safer-gambling';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { useSelfExclusion } from '../hooks/use-self-exclusion';
import { selfExclusionOptions } from '../lib/self-exclusion';
import { PageHeader, Panel } from './page-header';

const EFFECTS = ['signedOut', 'payoutOnly', 'noShortening', 'balance'] as const;

/** /profile/self-exclusion: explains the periods of the player's market profile; the chosen one starts after a confirmation. */
export function SelfExclusionPage() {
  const query = useSaferGambling();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('profile.selfExclusion.title')}>{t('profile.selfExclusion.intro')}</PageHeader>
      {query.isPending ? (
        <LoadingState label={t('profile.selfExclusion.loading')} />
      ) : query.isError ? (
        <ErrorState message={t('profile.selfExclusion.loadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <Periods offered={query.data.breaks.selfExclusionChoices.map((c) => c.selfExcludePeriod)} />
      )}
    </div>
  );
}

function Periods({ offered }: { offered: string[] }) {
  const options = selfExclusionOptions(offered);
  const [period, setPeriod] = useState<TSelfExcludePeriod | null>(null);
  const requestSelfExclusion = useSelfExclusion();
  const name = useId();
  const chosen = options.find((option) => option.period === period);

  return (
    <>
      <Panel id="self-exclusion-effects" title={t('profile.selfExclusion.whatHappens')}>
        <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-white/85 marker:text-accent-2">
          {EFFECTS.map((effect) => (
            <li key={effect}>{t(`profile.selfExclusion.effects.${effect}`)}</li>
          ))}
        </ul>
      </Panel>

      <Panel id="self-exclusion-periods" title={t('profile.selfExclusion.choose')}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (period) requestSelfExclusion(period);
          }}
          className="flex flex-col gap-4"
        >
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="sr-only">{t('profile.selfExclusion.choose')}</legend>
            {options.map((option) => {
              const id = `${name}-${option.period}`;
              const isChosen = option.period === period;
              return (
                <label
                  key={option.period}
                  htmlFor={id}
                  className={cx(
                    'flex cursor-pointer gap-3 rounded-xl border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-2',
                    isChosen ? 'border-accent-2 bg-accent/15' : 'border-line bg-bg/40 hover:border-accent-2',
                  )}
                >
                  <input
                    id={id}
                    type="radio"
                    name={name}
                    value={option.period}
                    checked={isChosen}
                    onChange={() => setPeriod(option.period)}
                    aria-describedby={`${id}-description`}
                    className="mt-1 size-4 shrink-0 accent-[var(--color-accent-2)]"
                  />
                  <span>
                    <span className="block font-semibold">{option.label}</span>
                    <span id={`${id}-description`} className="mt-1 block text-sm text-muted">
                      {option.description}
                    </span>
                  </span>
                </label>
              );
            })}
          </fieldset>
          <div className="flex justify-end">
            <Button type="submit" size="lg" disabled={!chosen}>
              {!chosen
                ? t('profile.selfExclusion.exclude')
                : chosen.period === 'PERMANENT'
                  ? t('profile.selfExclusion.excludePermanent')
                  : t('profile.selfExclusion.excludeLabel', { period: chosen.label.toLowerCase() })}
            </Button>
          </div>
        </form>
      </Panel>
    </>
  );
}
