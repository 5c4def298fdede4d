'use client';
import type { TPlayGameView, TPlaySession, TVirtualState } from '@casino/contracts';
import { useEffect } from 'react';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { useNow } from '../../hooks/use-now';
import { ErrorNotice } from '../error-notice';
import { betOutcome, featuredEvent, openEvent, selectionLabel } from './board';
import { BetSlip } from './bet-slip';
import { EventStage } from './event-stage';
import { useVirtualSports } from './use-virtual-sports';
import { RESULT_EFFECTS } from '../../sound/game-sound';
import { resultTier } from '../../sound/tier';
import { useSoundOn } from '../../sound/use-sound';

const K = 'play.virtualSports';

export type VirtualSportsScreenProps = {
  token: string;
  session: TPlaySession;
  /** The balance and this launch's totals after a bet or a settlement, for the shell's header and net. */
  onMoney(balance: string, totals: TVirtualState['totals']): void;
  /** A request failed: the shell asks whether a reality check waits. */
  onRefused(): void;
};

type View = Extract<TPlayGameView, { family: 'virtualSports' }>;

/** The player's bets on the events on the board, newest first, each with what it came to. */
function YourBets({ state, view, currency }: { state: TVirtualState; view: View; currency: string }) {
  if (state.bets.length === 0) return null;
  const money = (amount: string) => formatMoney(amount, currency);
  return (
    <section aria-label={t(`${K}.yourBets`)} className="flex flex-col gap-1">
      <h2 className="text-xs tracking-wider text-muted uppercase">{t(`${K}.yourBets`)}</h2>
      <ul data-testid="virtual-bets" className="flex flex-col gap-1 text-sm">
        {state.bets.map((bet) => {
          const event = state.events.find((e) => e.number === bet.eventNumber);
          const what = event ? selectionLabel(bet, event.field, view.totalLine) : bet.pick;
          return (
            <li key={bet.roundId} data-status={bet.status} className="rounded-lg bg-panel-2 px-3 py-2">
              <span className="text-muted">
                {t(`${K}.market.${bet.market}`)} · {what} @ {bet.placeOdds ? `${bet.odds} / ${bet.placeOdds}` : bet.odds}
              </span>
              <span className="block font-semibold">{betOutcome(bet, currency, money)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * A virtual sports title: events on a fixed schedule that every player bets on at fixed odds. The event
 * taking bets shows its field priced per market; once its betting closes it runs on screen as drawn (the
 * runners to their finishing order, or the kicks in turn), and the player's bet settles when it ends.
 */
export function VirtualSportsScreen({ token, session, onMoney, onRefused }: VirtualSportsScreenProps) {
  const view = session.view as View;
  const { currency } = session;
  const { state, offsetMs, isBusy, error, dismissError, placeBet } = useVirtualSports(token, onMoney);
  useEffect(() => {
    if (error) onRefused();
  }, [error, onRefused]);
  const featured = state ? featuredEvent(state) : undefined;
  const now = useNow(featured?.status === 'running', offsetMs);
  // Shown with the result only once settled: until the state read at the end, the bet is still open.
  const featuredBet = state?.bets.find((bet) => bet.eventNumber === featured?.number && bet.status === 'settled');
  useSoundOn(featuredBet?.roundId ?? null, featuredBet ? RESULT_EFFECTS[resultTier(featuredBet.stake, featuredBet.win, currency)] : null);

  if (!state) return <p className="grid flex-1 place-items-center text-muted">{t('play.loading')}</p>;

  const open = openEvent(state);
  const openBet = state.bets.find((bet) => bet.status === 'open');
  return (
    // Phones: the event, then the slip, then the bets; wide screens: the event over the bets, the slip beside.
    <div className="mx-auto grid w-full max-w-5xl flex-1 content-start gap-3 px-3 py-3 sm:px-4 lg:grid-cols-2 lg:items-start">
      <div className="lg:col-start-1">
        <EventStage
          event={featured}
          now={now}
          outcome={featuredBet ? betOutcome(featuredBet, currency, (amount) => formatMoney(amount, currency)) : null}
        />
      </div>
      <div className="flex flex-col gap-3 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <ErrorNotice error={error} onDismiss={dismissError} />
        {open && (
          <BetSlip
            event={open}
            markets={view.markets}
            totalLine={view.totalLine}
            eachWay={view.eachWay}
            now={now}
            session={session}
            blockedBy={openBet ? t(`${K}.betWaiting`, { event: openBet.eventNumber }) : null}
            isBusy={isBusy}
            onBet={(bet) => void placeBet(bet)}
          />
        )}
      </div>
      <div className="lg:col-start-1">
        <YourBets state={state} view={view} currency={currency} />
      </div>
    </div>
  );
}
