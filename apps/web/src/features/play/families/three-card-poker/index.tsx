'use client';
import type { TThreeCardHand } from '@casino/contracts';
import { useState } from 'react';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import type { FamilyClientProps } from '../../family-props';
import { readAmount } from '../../lib/decimal';
import { CardFace, cardName } from '../../components/card-face';
import { StakeInput } from '../stake-input';
import { betLines, tableOf } from './table';

const K = 'play.threeCardPoker';

const handName = (hand: TThreeCardHand) => t(`${K}.hands.${hand}`);

/** Three cards in a row, or three card backs while they are not shown. */
function Hand({ cards, label, testId }: { cards: string[] | null; label: string; testId: string }) {
  return (
    <ol aria-label={label} data-testid={testId} className="mx-auto grid w-full max-w-44 grid-cols-3 gap-1.5 sm:max-w-52">
      {(cards ?? [null, null, null]).map((code, index) => (
        <li key={index} data-card={code ?? undefined} aria-label={code ? cardName(code) : t(`${K}.faceDown`)}>
          {code ? (
            <CardFace code={code} />
          ) : (
            <span className="block aspect-[5/7] w-full rounded-lg border-2 border-line bg-gradient-to-br from-accent to-panel-2" />
          )}
        </li>
      ))}
    </ol>
  );
}

function PayTable({ title, rows, testId }: { title: string; rows: { hand: TThreeCardHand; pays: number }[]; testId: string }) {
  return (
    <table data-testid={testId} className="w-full border-collapse text-xs">
      <caption className="pb-1 text-left font-semibold text-muted">{title}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.hand} className="border-b border-line/60 text-white/90">
            <th scope="row" className="px-1 py-0.5 text-left font-semibold">
              {handName(row.hand)}
            </th>
            <td className="px-1 py-0.5 text-right font-mono">{t(`${K}.toOne`, { pays: String(row.pays) })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Three Card Poker: the ante (and a pair plus bet if wanted), Deal, three cards; then Play (a second bet
 * equal to the ante) or Fold, the dealer's three cards, whether the dealer qualifies, and each bet's result.
 * A hand left open (a reload after the deal) comes back as it was dealt.
 */
export function ThreeCardPokerScreen({ session, round, isBusy, placeBet, act }: FamilyClientProps<'threeCardPoker'>) {
  const { view, currency, limits } = session;
  const [ante, setAnte] = useState(limits.minBet);
  const [pairPlus, setPairPlus] = useState('0');
  const table = tableOf(round);
  const { showdown, bets } = table;
  const lines = showdown && bets ? betLines(showdown, bets, currency) : [];
  const pairPlusTyped = readAmount(pairPlus, currency);

  function deal() {
    // No pair plus when left empty or at 0; anything else goes to the server, which names a bad amount.
    const pairPlusBet = pairPlus.trim() === '' || pairPlusTyped === 0n ? {} : { pairPlus: pairPlus.trim() };
    void placeBet({ family: 'threeCardPoker', ante: ante.trim(), ...pairPlusBet });
  }

  return (
    <div className="mx-auto grid w-full max-w-4xl flex-1 content-start gap-3 px-3 py-3 sm:grid-cols-[1fr_13rem] sm:px-4">
      <div className="flex flex-col gap-2">
        <section className="flex flex-col items-center gap-0.5">
          <h2 className="text-xs font-semibold tracking-wider text-muted uppercase">{t(`${K}.dealer`)}</h2>
          <Hand cards={showdown?.dealer ?? null} label={t(`${K}.dealer`)} testId="three-card-dealer" />
          <p data-testid="three-card-dealer-hand" className="min-h-5 text-sm font-semibold">
            {showdown && (showdown.qualifies ? handName(showdown.dealerHand) : t(`${K}.notQualifying`))}
          </p>
        </section>

        <section className="flex flex-col items-center gap-1">
          <Hand cards={table.player.length ? table.player : null} label={t(`${K}.yourHand`)} testId="three-card-player" />
          <p data-testid="three-card-player-hand" className="min-h-5 text-sm font-semibold">
            {table.hand && handName(table.hand)}
          </p>
        </section>

        <div aria-live="polite" className="flex min-h-7 flex-col items-center gap-1">
          {table.isOpen && <p className="text-center font-bold">{t(`${K}.decide`, { ante: formatMoney(bets?.ante ?? '0', currency) })}</p>}
          {showdown && round && (
            <>
              <ul data-testid="three-card-bets" className="grid w-full max-w-80 grid-cols-[1fr_auto_auto] gap-x-3 text-sm">
                {lines.map((line) => (
                  <li key={line.bet} data-bet={line.bet} data-result={line.result} className="contents">
                    <span>{t(`${K}.bets.${line.bet}`)}</span>
                    <span className={cx('font-semibold', line.result === 'win' ? 'text-gold' : line.result === 'lose' ? 'text-muted' : '')}>
                      {t(`${K}.results.${line.result}`)}
                    </span>
                    <span className="text-right font-mono">{formatMoney(line.paid, currency)}</span>
                  </li>
                ))}
              </ul>
              <p data-testid="three-card-result" className="text-center text-lg font-bold">
                {readAmount(round.win, currency)! > 0n ? t(`${K}.won`, { amount: formatMoney(round.win, currency) }) : t(`${K}.noWin`)}
              </p>
            </>
          )}
        </div>

        <div className="flex flex-wrap items-end justify-center gap-3">
          {table.isOpen && round ? (
            <>
              <button
                type="button"
                disabled={isBusy}
                onClick={() => void act({ kind: 'fold' })}
                className="min-w-28 rounded-full border border-line px-6 py-3 text-lg font-extrabold uppercase disabled:opacity-50"
              >
                {t(`${K}.fold`)}
              </button>
              <button
                type="button"
                disabled={isBusy}
                onClick={() => void act({ kind: 'play' })}
                className="min-w-28 rounded-full bg-gold px-6 py-3 text-lg font-extrabold text-black uppercase disabled:opacity-50"
              >
                {t(`${K}.play`)}
              </button>
            </>
          ) : (
            <>
              <StakeInput
                value={ante}
                onChange={setAnte}
                currency={currency}
                min={limits.minBet}
                max={limits.maxBet}
                disabled={isBusy}
                label={t(`${K}.bets.ante`)}
                name="ante"
              />
              <StakeInput
                value={pairPlus}
                onChange={setPairPlus}
                currency={currency}
                min={limits.minBet}
                max={limits.maxBet}
                disabled={isBusy}
                label={t(`${K}.pairPlusOptional`)}
                name="pair-plus"
              />
              <button
                type="button"
                disabled={isBusy}
                onClick={deal}
                className="min-w-28 rounded-full bg-accent px-6 py-3 text-lg font-extrabold uppercase disabled:opacity-50"
              >
                {t(`${K}.deal`)}
              </button>
            </>
          )}
        </div>
      </div>

      <div className="mx-auto grid w-full max-w-md grid-cols-2 gap-4 sm:grid-cols-1 sm:content-start">
        <PayTable title={t(`${K}.anteBonus`)} rows={view.anteBonus} testId="three-card-ante-bonus" />
        <PayTable title={t(`${K}.bets.pairPlus`)} rows={view.pairPlus} testId="three-card-pair-plus" />
      </div>
    </div>
  );
}
