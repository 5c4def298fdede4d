'use client';
import type { TChainBlock, TCrashChainRecord } from '@casino/contracts';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/query-status';
import { t } from '@/lib/i18n';
import { readChainBlock, useCrashChains } from '../api/crash-chains';
import { checkCrashSalt, isSaltVerified } from '../lib/check-crash-salt';
import type { CrashChainTitle } from './crash-chains';

const K = 'fairness.crash';

/** "2026-12-06T11:00:00.000Z" → "2026-12-06 11:00:00 UTC": exact, as a player compares it with the chain. */
const utc = (iso: string) => `${iso.slice(0, 19).replace('T', ' ')} UTC`;

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd data-testid={testId} className="font-mono text-sm break-all">
        {children}
      </dd>
    </div>
  );
}

export function CrashChainList({ titles }: { titles: readonly CrashChainTitle[] }) {
  const chains = useCrashChains();
  if (chains.isPending) return <LoadingState label={t(`${K}.loading`)} />;
  if (chains.isError) return <ErrorState message={t(`${K}.loadFailed`)} onRetry={() => void chains.refetch()} />;
  if (chains.data.chains.length === 0) return <p className="text-sm text-muted">{t(`${K}.none`)}</p>;
  const nameOf = (key: string) => titles.find((title) => title.key === key)?.name ?? key;
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {chains.data.chains.map((chain) => (
        <li key={chain.terminatingHash}>
          <ChainCard chain={chain} name={nameOf(chain.gameKey)} />
        </li>
      ))}
    </ul>
  );
}

type Checked = { block: TChainBlock; isVerified: boolean } | 'unreadable';

function ChainCard({ chain, name }: { chain: TCrashChainRecord; name: string }) {
  const [checked, setChecked] = useState<Checked | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const { saltBlock } = chain;
  const block = { chain: saltBlock.chain, height: saltBlock.height.toLocaleString('en') };

  async function check(url: string) {
    setIsChecking(true);
    try {
      const read = await readChainBlock(url);
      setChecked({ block: read, isVerified: isSaltVerified(checkCrashSalt(chain, read)) });
    } catch {
      setChecked('unreadable');
    } finally {
      setIsChecking(false);
    }
  }

  return (
    <article
      aria-label={t(`${K}.chainLabel`, { game: name, hash: chain.terminatingHash.slice(0, 12) })}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-panel p-5"
    >
      <h3 className="font-semibold">{name}</h3>
      <dl className="grid gap-3">
        <Fact label={t(`${K}.terminatingHash`)}>{chain.terminatingHash}</Fact>
        <Fact label={t(`${K}.committedAt`)}>{utc(chain.committedAt)}</Fact>
        <Fact label={t(`${K}.saltBlock`)}>
          {saltBlock.url ? (
            <a href={saltBlock.url} target="_blank" rel="noopener" className="text-accent-2 underline hover:text-white">
              {t(`${K}.saltBlockValue`, block)}
            </a>
          ) : (
            t(`${K}.saltBlockValue`, block)
          )}
        </Fact>
        <Fact label={t(`${K}.salt`)} testId="crash-chain-salt">
          {chain.salt ?? t(`${K}.waiting`, block)}
        </Fact>
        {chain.saltFixedAt && <Fact label={t(`${K}.saltFixedAt`)}>{utc(chain.saltFixedAt)}</Fact>}
      </dl>
      {chain.salt && saltBlock.url && (
        <div className="flex flex-col items-start gap-2">
          <Button size="sm" variant="secondary" isBusy={isChecking} onClick={() => void check(saltBlock.url!)}>
            {t(`${K}.check`)}
          </Button>
          {checked && (
            <p
              role="status"
              data-testid="crash-salt-verdict"
              className={
                checked !== 'unreadable' && checked.isVerified
                  ? 'text-sm font-semibold text-emerald-400'
                  : 'text-sm font-semibold text-danger'
              }
            >
              {checked === 'unreadable'
                ? t(`${K}.unreadable`)
                : checked.isVerified
                  ? t(`${K}.verified`, { ...block, minedAt: utc(checked.block.minedAt) })
                  : t(`${K}.mismatch`, block)}
            </p>
          )}
        </div>
      )}
    </article>
  );
}
