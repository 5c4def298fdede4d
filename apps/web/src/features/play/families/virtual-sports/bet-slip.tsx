'use client';
import type { TPlaySession, TVirtualEvent, TVirtualMarket, TVirtualSelection } from '@casino/contracts';
import { useState } from 'react';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { readAmount, toDecimal } from '../../lib/decimal';
import { openingStakeOf } from '../../lib/opening-bet';
import { RoundingNotice } from '../rounding-notice';
import { StakeInput } from '../stake-input';
import { secondsUntil, selectionLabel } from './board';
import { virtualRoundingNotice, virtualSportsRounding } from './opening-bet';

const K = 'play.virtualSports';

type Props = {
  event: TVirtualEvent;
  markets: TVirtualMarket[];
  totalLine: number | null;
  eachWay: { places: number; fraction: number } | null;
  now: number;
  session: Pick<TPlaySession, 'game' | 'currency' | 'limits'>;
  /** Why no bet can be placed now (an open bet waiting for its event), or null. */
  blockedBy: string | null;
  isBusy: boolean;
  onBet(bet: { eventNumber: number; market: TVirtualMarket; pick: string; amount: string }): void;
};

const oddsOf = (s: TVirtualSelection) => (s.placeOdds ? `${s.odds} / ${s.placeOdds}` : s.odds);

/** What the stake returns if the selection wins (each-way: both halves), in the currency. */
function potentialReturn(stake: string, selection: TVirtualSelection, currency: string): string | null {
  const minor = readAmount(stake, currency);
  if (minor === null) return null;
  const cents = (odds: string) => BigInt(odds.replace('.', ''));
  const paid = selection.placeOdds
    ? (minor * (cents(selection.odds) + cents(selection.placeOdds))) / 200n
    : (minor * cents(selection.odds)) / 100n;
  return toDecimal(paid, currency);
}

/** The event taking bets: its field priced per market, a selection and a stake, and the bet. */
export function BetSlip({ event, markets, totalLine, eachWay, now, session, blockedBy, isBusy, onBet }: Props) {
  const { currency, limits } = session;
  const [market, setMarket] = useState<TVirtualMarket>(markets[0]!);
  const [picked, setPicked] = useState<{ event: number; pick: string } | null>(null);
  // Opens on a stake every single price pays to the cent at; the notice says when the stake and pick would be refused.
  const [stake, setStake] = useState(() => openingStakeOf(session, virtualSportsRounding));
  const offered = event.board.filter((s) => s.market === market);
  const selection = picked?.event === event.number ? offered.find((s) => s.pick === picked.pick) : undefined;
  const label = (s: TVirtualSelection) => selectionLabel(s, event.field, totalLine);
  const returns = selection ? potentialReturn(stake.trim(), selection, currency) : null;
  const canBet = !!selection && !blockedBy && !isBusy;
  const notice = selection ? virtualRoundingNotice(session, stake, event, { market, pick: selection.pick }) : null;

  return (
    <section
      aria-label={t(`${K}.board`, { number: event.number })}
      className="flex flex-col gap-2 rounded-xl border border-line bg-panel-2 p-3"
    >
      <header className="flex items-baseline justify-between gap-2">
        <h2 className="text-sm font-bold">{t(`${K}.event`, { number: event.number })}</h2>
        <p data-testid="virtual-closes-in" className="text-xs text-muted">
          {t(`${K}.closesIn`, { seconds: secondsUntil(event.closesAt, now) })}
        </p>
      </header>
      <div role="group" aria-label={t(`${K}.markets`)} className="flex flex-wrap gap-1">
        {markets.map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={m === market}
            onClick={() => setMarket(m)}
            className={cx(
              'rounded-full border px-3 py-1 text-xs font-semibold',
              m === market ? 'border-accent bg-accent/20' : 'border-line',
            )}
          >
            {t(`${K}.market.${m}`)}
          </button>
        ))}
      </div>
      {market === 'eachWay' && eachWay && (
        <p className="text-xs text-muted">{t(`${K}.eachWayTerms`, { places: eachWay.places, fraction: eachWay.fraction })}</p>
      )}
      {/* Phones: two columns in a short list that scrolls, so the stake and the bet stay on the screen with the race. */}
      <ul className="grid max-h-20 grid-cols-2 gap-1 overflow-y-auto sm:max-h-72">
        {offered.map((s) => (
          <li key={s.pick}>
            <button
              type="button"
              data-testid="virtual-selection"
              aria-pressed={selection?.pick === s.pick}
              onClick={() => setPicked({ event: event.number, pick: s.pick })}
              className={cx(
                'flex w-full items-center justify-between gap-1 rounded-lg border px-2 py-1.5 text-left text-xs sm:gap-2 sm:px-3 sm:py-2 sm:text-sm',
                selection?.pick === s.pick ? 'border-gold bg-gold/15' : 'border-line hover:border-accent-2',
              )}
            >
              <span className="min-w-0 truncate">{label(s)}</span>
              <span className="shrink-0 font-mono font-bold">{oddsOf(s)}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-end gap-3">
        <StakeInput value={stake} onChange={setStake} currency={currency} min={limits.minBet} max={limits.maxBet} disabled={isBusy} />
        <button
          type="button"
          data-testid="virtual-place-bet"
          disabled={!canBet}
          onClick={() => selection && onBet({ eventNumber: event.number, market, pick: selection.pick, amount: stake.trim() })}
          className="rounded-lg bg-accent px-4 py-3 font-bold disabled:opacity-50"
        >
          {t(`${K}.placeBet`)}
        </button>
        {canBet && <RoundingNotice notice={notice} />}
      </div>
      <p data-testid="virtual-slip" className="min-h-5 text-xs text-muted">
        {blockedBy ??
          (selection
            ? t(`${K}.slip`, {
                selection: label(selection),
                odds: oddsOf(selection),
                returns: returns ? formatMoney(returns, currency) : '—',
              })
            : t(`${K}.choose`))}
      </p>
    </section>
  );
}
