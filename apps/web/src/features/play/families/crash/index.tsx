'use client';
import type { TCrashPlayerBet, TCrashState, TPlaySession } from '@casino/contracts';
import { useEffect, useMemo, useState } from 'react';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { useNow } from '../../hooks/use-now';
import { openingStakeOf, roundingNotice } from '../../lib/opening-bet';
import { ErrorNotice } from '../error-notice';
import { RoundingNotice } from '../rounding-notice';
import { StakeInput } from '../stake-input';
import { crashRounding } from './opening-bet';
import { CashOutList, CurveScene } from './curve-scene';
import { cashOutWinAt, hundredthsOf, shownHundredths } from './live';
import { useCrash } from './use-crash';
import { outcomeOf } from '../../lib/outcome';
import { resultTier } from '../../sound/tier';
import { useSoundOn } from '../../sound/use-sound';

const K = 'play.crash';

export type CrashScreenProps = {
  token: string;
  session: TPlaySession;
  /** The balance and this launch's totals after a bet, a cash-out or a bust, for the shell's header and footer. */
  onMoney(balance: string, totals: TCrashState['totals']): void;
  /** A request failed: the shell asks whether a reality check waits. */
  onRefused(): void;
};

/** What the player's bet in the round on screen came to, in words. */
function betMessage(bet: TCrashPlayerBet, state: TCrashState, currency: string): string {
  const stake = formatMoney(bet.stake, currency);
  if (bet.cashedOutAt) {
    const key = outcomeOf(bet.stake, bet.win, currency) === 'win' ? `${K}.cashedOut` : `${K}.cashedOutReturned`;
    return t(key, { multiplier: bet.cashedOutAt, win: formatMoney(bet.win, currency) });
  }
  if (bet.status === 'settled') return t(`${K}.lost`, { multiplier: state.round.crash ?? state.round.multiplier, stake });
  return bet.autoCashOut ? t(`${K}.betInAuto`, { stake, multiplier: bet.autoCashOut }) : t(`${K}.betIn`, { stake });
}

function RecentBusts({ recent }: { recent: TCrashState['recent'] }) {
  return (
    <ol aria-label={t(`${K}.recent`)} data-testid="crash-recent" className="flex min-h-5 gap-1 overflow-x-auto text-xs">
      {recent.map((bust) => (
        <li
          key={bust.number}
          data-round={bust.number}
          className={cx(
            'shrink-0 rounded-full px-2 py-0.5 font-mono font-semibold',
            hundredthsOf(bust.crash) >= 200 ? 'bg-gold/20 text-gold' : 'bg-danger/20 text-danger',
          )}
        >
          ×{bust.crash}
        </li>
      ))}
    </ol>
  );
}

/**
 * A crash title: one live round shared by every player. In the betting phase a stake (and an automatic
 * cash-out if wanted) goes in; then the multiplier rises along the shared curve until it busts, and a bet
 * cashed out before that wins stake × the multiplier. The recent busts are real rounds of this title.
 */
export function CrashScreen({ token, session, onMoney, onRefused }: CrashScreenProps) {
  const { currency, limits } = session;
  const { state, cashOuts, isBusy, error, dismissError, placeBet, cashOut } = useCrash(token, onMoney);
  useEffect(() => {
    if (error) onRefused();
  }, [error, onRefused]);
  const [stake, setStake] = useState(() => openingStakeOf(session, crashRounding));
  const [autoCashOut, setAutoCashOut] = useState('');
  // Every cash-out of the stake is checked (some thousands): once per stake typed, not per frame.
  const notice = useMemo(
    () => roundingNotice(session, crashRounding.titles, stake, (amount) => ({ amount, autoCashOut: null })),
    [session, stake],
  );
  const now = useNow(state?.round.phase === 'rising');
  // A cash-out rings when it lands (by hand or automatic); one at ×1.00 or below only ticks, as a return.
  const cashedOut = state?.bet?.cashedOutAt ? state.bet : null;
  const cashOutTier = cashedOut ? resultTier(cashedOut.stake, cashedOut.win, currency) : 'none';
  useSoundOn(cashedOut ? String(cashedOut.roundNumber) : null, cashOutTier === 'return' ? 'return' : 'cashOut');

  // Before the title's first round, the API says why it waits.
  if (!state) return <p className="grid flex-1 place-items-center px-4 text-center text-muted">{error ?? t('play.loading')}</p>;

  const { round } = state;
  const bet = state.bet?.roundNumber === round.number ? state.bet : null;
  const shown = shownHundredths(round, now);
  const roundCashOuts = cashOuts.number === round.number ? cashOuts.multipliers : [];
  const canBet = round.phase === 'betting' && !bet && !isBusy;
  const canCashOut = round.phase === 'rising' && bet?.status === 'open' && !isBusy;
  const auto = autoCashOut.trim();

  // Columns of minmax(0, …): a column sized by its content grew as wide as the row of recent busts (10 of them, 500 px
  // on a 390 px phone) instead of letting that row scroll.
  return (
    <div className="mx-auto grid w-full max-w-4xl flex-1 grid-cols-1 content-start gap-3 px-3 py-3 sm:grid-cols-[minmax(0,1fr)_15rem] sm:px-4">
      <section className="flex flex-col gap-2">
        <RecentBusts recent={state.recent} />
        <CurveScene round={round} shown={shown} now={now} cashOuts={roundCashOuts} />
        <CashOutList cashOuts={roundCashOuts} />
        <p data-testid="crash-result" aria-live="polite" className="min-h-5 text-sm font-semibold">
          {bet && betMessage(bet, state, currency)}
        </p>
        <ErrorNotice error={error} onDismiss={dismissError} />
      </section>

      {/* Phones: the stake and the automatic cash-out side by side, so the multiplier and the button share the screen. */}
      <section className="grid grid-cols-2 items-start gap-3 sm:flex sm:flex-col">
        <StakeInput value={stake} onChange={setStake} currency={currency} min={limits.minBet} max={limits.maxBet} disabled={!canBet} />
        <div className="flex flex-col gap-1">
          <label className="text-xs text-muted" htmlFor="crash-auto-input">
            {t(`${K}.autoCashOut`)}
          </label>
          <input
            id="crash-auto-input"
            data-testid="crash-auto"
            inputMode="decimal"
            placeholder={t(`${K}.autoPlaceholder`)}
            value={autoCashOut}
            disabled={!canBet}
            onChange={(event) => setAutoCashOut(event.target.value)}
            className="w-28 rounded-lg border border-line bg-panel-2 px-3 py-2 font-mono text-sm text-white"
          />
        </div>
        {round.phase === 'rising' && bet?.status === 'open' ? (
          <button
            type="button"
            data-testid="crash-cash-out"
            disabled={!canCashOut}
            onClick={() => void cashOut(round.number)}
            className="col-span-2 rounded-lg bg-gold px-4 py-3 font-bold text-bg disabled:opacity-50"
          >
            {t(`${K}.cashOut`, { win: formatMoney(cashOutWinAt(bet.stake, shown, currency), currency) })}
          </button>
        ) : (
          <button
            type="button"
            data-testid="crash-bet"
            disabled={!canBet}
            onClick={() => void placeBet(stake.trim(), auto === '' ? null : auto)}
            className="col-span-2 rounded-lg bg-accent px-4 py-3 font-bold disabled:opacity-50"
          >
            {t(`${K}.placeBet`)}
          </button>
        )}
        {canBet && <RoundingNotice notice={notice} />}
      </section>
    </div>
  );
}
