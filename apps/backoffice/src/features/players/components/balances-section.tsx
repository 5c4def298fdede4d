import type { TStaffPlayerBalances, TStaffPosting } from '@casino/contracts';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatUtc } from '@/lib/format-time';
import { t } from '@/lib/i18n';
import { useBalances } from '../api/get-balances';
import { useOlderPostings } from '../api/get-postings';
import { Facts, QueryState, Section } from './section';

type Fund = TStaffPlayerBalances['currencies'][number];

function PostingItems({ items, currency }: { items: TStaffPosting[]; currency: string }) {
  return items.map((p) => (
    <li key={p.id} className="flex flex-wrap justify-between gap-x-3 border-b border-line py-1 last:border-0">
      <span>
        {t(`players.postings.kinds.${p.kind}`)} · {t(`players.balances.${p.account}`)}
      </span>
      <span className={p.amount.startsWith('-') ? 'text-danger' : 'text-ink'}>
        {p.amount} {currency}
      </span>
      <span className="w-full text-xs text-ink-soft">{formatUtc(p.at)}</span>
    </li>
  ));
}

/** One older page of postings, and the way to the page after it. */
function OlderPostings({ playerId, currency, before }: { playerId: string; currency: string; before: string }) {
  const page = useOlderPostings(playerId, currency, before);
  const [isNextOpen, setNextOpen] = useState(false);
  if (page.isPending) return <li>{t('common.loading')}</li>;
  if (page.isError)
    return (
      <li>
        <Alert>{page.error.message}</Alert>
      </li>
    );
  const next = page.data.nextBefore;
  return (
    <>
      <PostingItems items={page.data.items} currency={currency} />
      {next &&
        (isNextOpen ? (
          <OlderPostings playerId={playerId} currency={currency} before={next} />
        ) : (
          <MoreButton onClick={() => setNextOpen(true)} />
        ))}
    </>
  );
}

const MoreButton = ({ onClick }: { onClick: () => void }) => (
  <li className="pt-2">
    <Button size="sm" variant="secondary" onClick={onClick}>
      {t('players.postings.older')}
    </Button>
  </li>
);

function FundBalances({ playerId, fund }: { playerId: string; fund: Fund }) {
  const headingId = useId();
  const [isOlderOpen, setOlderOpen] = useState(false);
  const next = fund.postings.nextBefore;
  const amount = (value: string) => `${value} ${fund.currency}`;
  return (
    <div role="group" aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-semibold text-ink">
        {fund.currency}
        {fund.isDefault && <span className="ml-2 font-normal text-ink-soft">{t('players.balances.default')}</span>}
      </h3>
      <Facts
        items={[
          [t('players.balances.real'), amount(fund.real)],
          [t('players.balances.bonus'), amount(fund.bonus)],
          [t('players.balances.freeSpin'), amount(fund.freeSpin)],
          [t('players.balances.held'), amount(fund.held)],
        ]}
      />
      <h4 className="mt-1 text-xs font-semibold tracking-wide text-ink-soft uppercase">{t('players.postings.title')}</h4>
      {fund.postings.items.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('players.postings.none')}</p>
      ) : (
        <ul aria-label={t('players.postings.title')} className="text-sm">
          <PostingItems items={fund.postings.items} currency={fund.currency} />
          {next &&
            (isOlderOpen ? (
              <OlderPostings playerId={playerId} currency={fund.currency} before={next} />
            ) : (
              <MoreButton onClick={() => setOlderOpen(true)} />
            ))}
        </ul>
      )}
    </div>
  );
}

/** The ledger's balances per currency, each with the postings that made it, newest first. */
export function BalancesSection({ playerId }: { playerId: string }) {
  const balances = useBalances(playerId);
  return (
    <Section title={t('players.balances.title')}>
      <QueryState query={balances}>
        {() =>
          balances.data!.currencies.length === 0 ? (
            <p className="text-sm text-ink-soft">{t('players.balances.none')}</p>
          ) : (
            <div className="flex flex-col gap-5">
              {balances.data!.currencies.map((fund) => (
                <FundBalances key={fund.currency} playerId={playerId} fund={fund} />
              ))}
            </div>
          )
        }
      </QueryState>
    </Section>
  );
}
