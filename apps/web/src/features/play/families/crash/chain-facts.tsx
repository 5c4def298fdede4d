'use client';
import type { TCrashState } from '@casino/contracts';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { getCrashState } from './crash-api';

type Chain = TCrashState['chain'];

/**
 * The info panel's fairness part for a crash title: the hash chain the live rounds come from, read from
 * the API when the panel opens. Its terminating hash was published before the chain's first round, with the
 * block whose hash became its salt.
 */
export function CrashChainFacts({ token }: { token: string }) {
  const [chain, setChain] = useState<Chain | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    getCrashState(token).then(
      (state) => isCurrent && setChain(state.chain),
      (err: unknown) => isCurrent && setError(err instanceof ApiError ? err.message : t('play.errors.network')),
    );
    return () => {
      isCurrent = false;
    };
  }, [token]);

  if (error)
    return (
      <p role="alert" className="mt-2 text-sm">
        {error}
      </p>
    );
  if (!chain) return <p className="mt-2 text-sm text-muted">{t('play.loading')}</p>;
  const facts: [string, string, string][] = [
    [t('play.crash.terminatingHash'), chain.terminatingHash, 'crash-terminating-hash'],
    [t('play.crash.salt'), chain.salt, 'crash-salt'],
    ...(chain.saltBlock
      ? [
          [
            t('play.crash.saltBlock'),
            t('play.crash.saltBlockValue', { chain: chain.saltBlock.chain, height: chain.saltBlock.height.toLocaleString('en') }),
            'crash-salt-block',
          ] as [string, string, string],
        ]
      : []),
    [t('play.crash.chainLength'), chain.length.toLocaleString('en'), 'crash-chain-length'],
  ];
  return (
    <>
      <dl className="mt-2 grid gap-2">
        {facts.map(([label, value, testId]) => (
          <div key={testId} className="rounded-lg border border-line bg-panel-2 px-3 py-2">
            <dt className="text-[11px] text-muted uppercase">{label}</dt>
            <dd data-testid={testId} className="font-mono text-sm break-all">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p data-testid="crash-verify-hint" className="mt-2 text-sm text-white/85">
        {t('play.crash.verifyHint')}
      </p>
    </>
  );
}
