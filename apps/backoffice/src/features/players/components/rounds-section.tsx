import type { TBetHistoryEntry } from '@casino/contracts';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { formatUtc } from '@/lib/format-time';
import { t } from '@/lib/i18n';
import { ROUNDS_PAGE_SIZE, useRoundRecall, useRounds } from '../api/get-rounds';
import { Facts, QueryState, Section } from './section';

/**
 * The round as the player's recall has it: the figures, the fairness inputs and every step the game stored (shown
 * as the API gives them, since each game family draws its own recall on the site).
 */
function Recall({ playerId, roundId }: { playerId: string; roundId: string }) {
  const recall = useRoundRecall(playerId, roundId, true);
  if (recall.isPending) return <Loading label={t('common.loading')} />;
  if (recall.isError) return <Alert>{recall.error.message}</Alert>;
  const { round } = recall.data;
  const { fairness, id: _id, ...play } = round;
  return (
    <div className="flex flex-col gap-2 rounded-md bg-canvas p-3 text-sm">
      <Facts
        items={[
          [t('players.rounds.family'), round.family],
          [t('players.rounds.serverSeedHash'), <span className="font-mono text-xs break-all">{fairness.serverSeedHash}</span>],
          [
            t('players.rounds.serverSeed'),
            <span className="font-mono text-xs break-all">{fairness.serverSeed ?? t('players.rounds.notRevealed')}</span>,
          ],
          [t('players.rounds.clientSeed'), <span className="font-mono text-xs break-all">{fairness.clientSeed}</span>],
          [t('players.rounds.nonce'), String(fairness.nonce)],
        ]}
      />
      <pre aria-label={t('players.rounds.details')} tabIndex={0} className="max-h-80 overflow-auto rounded bg-white p-2 text-xs">
        {JSON.stringify(play, null, 2)}
      </pre>
    </div>
  );
}

function RoundItem({ playerId, entry }: { playerId: string; entry: TBetHistoryEntry }) {
  const [isOpen, setOpen] = useState(false);
  const recallId = `recall-${entry.roundId}`;
  return (
    <li className="flex flex-col gap-2 border-b border-line py-2 last:border-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-medium text-ink">{entry.gameName}</p>
          <p className="text-xs text-ink-soft">
            {formatUtc(entry.placedAt)} · {t(`players.rounds.${entry.status}`)}
          </p>
        </div>
        <p className="text-ink">{t('players.rounds.stakeWin', { stake: entry.stake, win: entry.win, currency: entry.currency })}</p>
        <Button size="sm" variant="secondary" aria-expanded={isOpen} aria-controls={recallId} onClick={() => setOpen(!isOpen)}>
          {isOpen ? t('players.rounds.hideRecall') : t('players.rounds.showRecall')}
        </Button>
      </div>
      <div id={recallId}>{isOpen && <Recall playerId={playerId} roundId={entry.roundId} />}</div>
    </li>
  );
}

/** The player's real-money rounds, newest first, a page at a time; each opens the recall the player sees. */
export function RoundsSection({ playerId }: { playerId: string }) {
  const [page, setPage] = useState(0);
  const rounds = useRounds(playerId, page);
  return (
    <Section title={t('players.rounds.title')}>
      <QueryState query={rounds}>
        {() => {
          const { bets, total } = rounds.data!;
          const pages = Math.max(1, Math.ceil(total / ROUNDS_PAGE_SIZE));
          if (total === 0) return <p className="text-sm text-ink-soft">{t('players.rounds.none')}</p>;
          return (
            <div className="flex flex-col gap-2 text-sm">
              <ul aria-label={t('players.rounds.list')}>
                {bets.map((entry) => (
                  <RoundItem key={entry.roundId} playerId={playerId} entry={entry} />
                ))}
              </ul>
              {pages > 1 && (
                <div className="flex items-center gap-2">
                  <Button size="sm" variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
                    {t('players.rounds.newer')}
                  </Button>
                  <span className="text-ink-soft">{t('players.rounds.page', { page: page + 1, pages })}</span>
                  <Button size="sm" variant="secondary" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
                    {t('players.rounds.older')}
                  </Button>
                </div>
              )}
            </div>
          );
        }}
      </QueryState>
    </Section>
  );
}
