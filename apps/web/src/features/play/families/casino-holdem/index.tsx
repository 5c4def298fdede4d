'use client';
import type { TAaBonusHand, TPokerHand } from '@casino/contracts';
import { useState } from 'react';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import type { FamilyClientProps } from '../../family-props';
import { readAmount, toDecimal, toMinor } from '../../lib/decimal';
import { CardFace, cardName } from '../../components/card-face';
import { StakeInput } from '../stake-input';
import { betLines, tableOf } from './table';

const K = 'play.casinoHoldem';

const handName = (hand: TPokerHand | TAaBonusHand) => t(`play.cards.hands.${hand}`);

/** A row of `size` places: the cards dealt so far, card backs for the rest. */
function Cards({ cards, size, label, testId }: { cards: string[]; size: number; label: string; testId: string }) {
  const places = Array.from({ length: size }, (_, i) => cards[i] ?? null);
  return (
    <ol
      aria-label={label}
      data-testid={testId}
      className={cx('mx-auto grid w-full gap-1.5', size === 5 ? 'max-w-80 grid-cols-5' : 'max-w-32 grid-cols-2 sm:max-w-36')}
    >
      {places.map((code, index) => (
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

function PayTable<H extends TPokerHand | TAaBonusHand>({
  title,
  rows,
  testId,
}: {
  title: string;
  rows: { hand: H; pays: number }[];
  testId: string;
}) {
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
 * Casino Hold'em: the ante (and the AA bonus if wanted), Deal, the player's two cards and the flop; then
 * Call (a bet of two antes) or Fold, the turn, the river and the dealer's two cards, whether the dealer
 * qualifies, and each bet's result. The hint marks the strategy's decision. A hand left open (a reload
 * after the deal) comes back as it was dealt.
 */
export function CasinoHoldemScreen({ session, round, isBusy, placeBet, act }: FamilyClientProps<'casinoHoldem'>) {
  const { view, currency, limits } = session;
  const [ante, setAnte] = useState(limits.minBet);
  const [aaBonus, setAaBonus] = useState('0');
  const table = tableOf(round);
  const { showdown, bets } = table;
  const lines = showdown && bets ? betLines(showdown, bets, currency) : [];
  const aaBonusTyped = readAmount(aaBonus, currency);
  // The ante table lists every hand; those paying even money read as one line, "a straight or less".
  const anteRows = view.ante.filter((row) => row.pays > 1);

  function deal() {
    // No AA bonus when left empty or at 0; anything else goes to the server, which names a bad amount.
    const aaBonusBet = aaBonus.trim() === '' || aaBonusTyped === 0n ? {} : { aaBonus: aaBonus.trim() };
    void placeBet({ family: 'casinoHoldem', ante: ante.trim(), ...aaBonusBet });
  }

  return (
    <div className="mx-auto grid w-full max-w-4xl flex-1 content-start gap-3 px-3 py-3 sm:grid-cols-[1fr_13rem] sm:px-4">
      <div className="flex flex-col gap-2">
        <section className="flex flex-col items-center gap-0.5">
          <h2 className="text-xs font-semibold tracking-wider text-muted uppercase">{t(`${K}.dealer`)}</h2>
          <Cards cards={showdown?.dealer ?? []} size={2} label={t(`${K}.dealer`)} testId="holdem-dealer" />
          <p data-testid="holdem-dealer-hand" className="min-h-5 text-sm font-semibold">
            {showdown && (showdown.qualifies ? handName(showdown.dealerHand) : t(`${K}.notQualifying`))}
          </p>
        </section>

        <Cards cards={table.board} size={5} label={t(`${K}.board`)} testId="holdem-board" />

        <section className="flex flex-col items-center gap-1">
          <Cards cards={table.player} size={2} label={t(`${K}.yourHand`)} testId="holdem-player" />
          <p data-testid="holdem-player-hand" className="min-h-5 text-sm font-semibold">
            {table.hand && handName(table.hand)}
          </p>
        </section>

        <div aria-live="polite" className="flex min-h-7 flex-col items-center gap-1">
          {table.isOpen && (
            <>
              <p className="text-center font-bold">
                {t(`${K}.decide`, { call: formatMoney(toDecimal(2n * toMinor(bets?.ante ?? '0', currency), currency), currency) })}
              </p>
              {table.hint && (
                <p data-testid="holdem-hint" className="text-sm text-muted">
                  {t(`${K}.hint`, { decision: t(`${K}.${table.hint}`) })}
                </p>
              )}
            </>
          )}
          {showdown && round && (
            <>
              <ul data-testid="holdem-bets" className="grid w-full max-w-80 grid-cols-[1fr_auto_auto] gap-x-3 text-sm">
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
              <p data-testid="holdem-result" className="text-center text-lg font-bold">
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
                onClick={() => void act({ kind: 'call' })}
                className="min-w-28 rounded-full bg-gold px-6 py-3 text-lg font-extrabold text-black uppercase disabled:opacity-50"
              >
                {t(`${K}.call`)}
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
                value={aaBonus}
                onChange={setAaBonus}
                currency={currency}
                min={limits.minBet}
                max={limits.maxBet}
                disabled={isBusy}
                label={t(`${K}.aaBonusOptional`)}
                name="aa-bonus"
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
        <div>
          <PayTable title={t(`${K}.anteTable`)} rows={anteRows} testId="holdem-ante-table" />
          <p className="px-1 pt-0.5 text-xs text-white/90">{t(`${K}.straightOrLess`)}</p>
        </div>
        <PayTable title={t(`${K}.bets.aaBonus`)} rows={view.aaBonus} testId="holdem-aa-bonus" />
      </div>
    </div>
  );
}
