'use client';
import { useState } from 'react';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { cardLabel } from '@/lib/playing-card';
import { CardFace, cardName } from '../../components/card-face';
import type { FamilyClientProps } from '../../family-props';
import { readAmount, toDecimal, toMinor } from '../../lib/decimal';
import { StakeInput } from '../stake-input';
import { handOf, payRows, type PayRow } from './hand';
import { outcomeOf } from '../../lib/outcome';
import { useSoundOn } from '../../sound/use-sound';

const K = 'play.videoPoker';
const NO_HOLD = [false, false, false, false, false];

const rowLabel = (row: PayRow) => t(`${K}.${row.label.key}`, row.label.values);

/**
 * Video poker: stake, Deal, tap the cards to hold, Draw. The pay table shows the winning row; "Hint" marks
 * the hold with the highest expected pay, which the server works out for each deal. A hand left open (a
 * reload after the deal) comes back as it was dealt.
 */
export function VideoPokerScreen({ session, round, isBusy, placeBet, act }: FamilyClientProps<'videoPoker'>) {
  const { view, currency, limits } = session;
  const [stake, setStake] = useState(limits.minBet);
  const [held, setHeld] = useState<{ roundId: string | null; hold: boolean[] }>({ roundId: null, hold: NO_HOLD });
  const [isHintOn, setIsHintOn] = useState(false);
  const hand = handOf(round);
  // The deal and the draw each put cards on the table.
  useSoundOn(round ? `${round.id}:${round.steps.length}` : null, 'cardDeal');
  const hold = round && held.roundId === round.id ? held.hold : NO_HOLD;
  const rows = payRows(view);
  const won = hand.draw?.hand ?? null;
  // The pays column at the stake of the hand on the table, or at the stake typed for the next one.
  const stakeMinor = round && hand.isOpen ? toMinor(round.stake, currency) : (readAmount(stake, currency) ?? 0n);
  const shownHint = hand.isOpen && isHintOn ? hand.hint : null;

  function toggle(index: number) {
    if (!round || !hand.isOpen) return;
    setHeld({ roundId: round.id, hold: hold.map((value, i) => (i === index ? !value : value)) });
  }

  return (
    // Phones: the pay table over the hand; wide screens: the pay table beside the hand, the result and the buttons.
    <div className="mx-auto grid w-full max-w-5xl flex-1 content-start gap-3 px-3 py-3 sm:px-4 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-x-8">
      <table data-testid="video-poker-pay-table" className="w-full border-collapse self-start text-[11px] sm:text-sm lg:row-span-4">
        <caption className="sr-only">{t(`${K}.payTable`)}</caption>
        <tbody>
          {rows.map((row) => {
            const isWin = won !== null && row.hands.includes(won);
            return (
              <tr
                key={row.hands.join()}
                data-winning={isWin || undefined}
                className={cx('border-b border-line/60', isWin ? 'bg-gold font-bold text-black' : 'text-white/90')}
              >
                <th scope="row" className="px-2 py-px text-left font-semibold uppercase sm:py-0.5">
                  {rowLabel(row)}
                </th>
                <td className="px-2 py-px text-right font-mono sm:py-0.5">×{row.pays}</td>
                <td className="px-2 py-px text-right font-mono sm:py-0.5">
                  {formatMoney(toDecimal(stakeMinor * BigInt(row.pays), currency), currency)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>

      <ol aria-label={t(`${K}.hand`)} className="mx-auto grid w-full max-w-xl grid-cols-5 gap-1.5 sm:gap-3">
        {(hand.cards.length ? hand.cards : [null, null, null, null, null]).map((code, index) => {
          const isHeld = hand.isOpen ? hold[index]! : (hand.draw?.hold[index] ?? false);
          const isHinted = shownHint?.[index] ?? false;
          return (
            <li key={index} className="flex flex-col items-center gap-1">
              <span
                aria-hidden="true"
                className={cx(
                  'h-4 text-[11px] font-extrabold tracking-wider uppercase sm:text-xs',
                  isHeld ? 'text-gold' : 'text-transparent',
                )}
              >
                {t(`${K}.held`)}
              </span>
              {code === null ? (
                <span className="aspect-[5/7] w-full rounded-lg border-2 border-line bg-gradient-to-br from-accent to-panel-2" />
              ) : (
                <button
                  type="button"
                  data-testid="video-poker-card"
                  data-card={code}
                  data-held={isHeld}
                  data-hint={isHinted || undefined}
                  aria-pressed={hand.isOpen ? isHeld : undefined}
                  aria-label={`${cardName(code, view.deck)}${isHeld ? `, ${t(`${K}.held`)}` : ''}`}
                  disabled={!hand.isOpen || isBusy}
                  onClick={() => toggle(index)}
                  className={cx(
                    'w-full rounded-xl transition-transform duration-150 enabled:cursor-pointer',
                    isHeld && '-translate-y-1',
                    isHinted ? 'outline-2 outline-offset-2 outline-sky-400 outline-dashed' : 'outline-none',
                  )}
                >
                  <CardFace code={code} deck={view.deck} />
                </button>
              )}
            </li>
          );
        })}
      </ol>

      <p data-testid="video-poker-result" aria-live="polite" className="min-h-7 text-center text-lg font-bold">
        {hand.isOpen
          ? t(`${K}.chooseHold`)
          : hand.draw && round
            ? won
              ? t(outcomeOf(round.stake, round.win, currency) === 'win' ? `${K}.won` : `${K}.returned`, {
                  hand: rowLabel(rows.find((row) => row.hands.includes(won))!),
                  amount: formatMoney(round.win, currency),
                })
              : t(`${K}.noWin`)
            : ''}
      </p>

      <div className="flex flex-wrap items-end justify-center gap-2 sm:gap-3">
        <label className="flex cursor-pointer items-center gap-2 self-center rounded-full border border-line px-3 py-2 text-sm font-semibold">
          <input type="checkbox" checked={isHintOn} onChange={(event) => setIsHintOn(event.target.checked)} className="accent-sky-400" />
          {t(`${K}.hint`)}
        </label>
        {hand.isOpen ? (
          <button
            type="button"
            disabled={isBusy}
            onClick={() => void act({ kind: 'draw', hold })}
            className="min-w-32 rounded-full bg-gold px-6 py-3 text-lg font-extrabold text-black uppercase disabled:opacity-50 sm:min-w-36"
          >
            {t(`${K}.draw`)}
          </button>
        ) : (
          <>
            <StakeInput value={stake} onChange={setStake} currency={currency} min={limits.minBet} max={limits.maxBet} disabled={isBusy} />
            <button
              type="button"
              disabled={isBusy}
              onClick={() => void placeBet({ family: 'videoPoker', amount: stake.trim() })}
              className="min-w-32 rounded-full bg-accent px-6 py-3 text-lg font-extrabold uppercase disabled:opacity-50 sm:min-w-36"
            >
              {t(`${K}.deal`)}
            </button>
          </>
        )}
      </div>
      {shownHint && (
        <p data-testid="video-poker-hint" className="text-center text-sm text-sky-300">
          {shownHint.some(Boolean)
            ? t(`${K}.hintHold`, {
                cards: hand.cards
                  .filter((_, i) => shownHint[i])
                  .map(cardLabel)
                  .join(' '),
              })
            : t(`${K}.hintDrawAll`)}
        </p>
      )}
    </div>
  );
}
