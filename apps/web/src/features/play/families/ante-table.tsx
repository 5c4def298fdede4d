'use client';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { CardFace, cardName } from '../components/card-face';
import { StakeInput } from './stake-input';
import { outcomeOf } from '../lib/outcome';

// The parts the ante games against the dealer share (three card poker, casino hold'em): a row of cards,
// a pay table, each bet's result after the showdown, Fold or the raise, and the ante with its side bet.
// `k` is the family's text key; each family names its own bets, results and buttons under it.

/** A row of `size` places: the cards dealt so far, card backs for the rest. */
export function CardRow({
  cards,
  size,
  label,
  testId,
  k,
  className,
}: {
  cards: string[];
  size: number;
  label: string;
  testId: string;
  k: string;
  className: string;
}) {
  const places = Array.from({ length: size }, (_, i) => cards[i] ?? null);
  return (
    <ol aria-label={label} data-testid={testId} className={cx('mx-auto grid w-full gap-1.5', className)}>
      {places.map((code, index) => (
        <li key={index} data-card={code ?? undefined} aria-label={code ? cardName(code) : t(`${k}.faceDown`)}>
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

export function PayTable<H extends string>({
  title,
  rows,
  testId,
  k,
  handName,
}: {
  title: string;
  rows: { hand: H; pays: number }[];
  testId: string;
  k: string;
  handName: (hand: H) => string;
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
            <td className="px-1 py-0.5 text-right font-mono">{t(`${k}.toOne`, { pays: String(row.pays) })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type BetLine = { bet: string; paid: string; result: 'win' | 'push' | 'lose' };

/** Each bet's result and payout after the showdown, and the round's win. */
export function BetResults({
  lines,
  stake,
  win,
  currency,
  k,
  testIdPrefix,
}: {
  lines: BetLine[];
  /** The round's whole stake (ante, side bet and play or call): a return of it or less is no win. */
  stake: string;
  win: string;
  currency: string;
  k: string;
  testIdPrefix: string;
}) {
  return (
    <>
      <ul data-testid={`${testIdPrefix}-bets`} className="grid w-full max-w-80 grid-cols-[1fr_auto_auto] gap-x-3 text-sm">
        {lines.map((line) => (
          <li key={line.bet} data-bet={line.bet} data-result={line.result} className="contents">
            <span>{t(`${k}.bets.${line.bet}`)}</span>
            <span className={cx('font-semibold', line.result === 'win' ? 'text-gold' : line.result === 'lose' ? 'text-muted' : '')}>
              {t(`${k}.results.${line.result}`)}
            </span>
            <span className="text-right font-mono">{formatMoney(line.paid, currency)}</span>
          </li>
        ))}
      </ul>
      <p data-testid={`${testIdPrefix}-result`} className="text-center text-lg font-bold">
        {t({ win: `${k}.won`, returned: `${k}.returned`, loss: `${k}.noWin` }[outcomeOf(stake, win, currency)], {
          amount: formatMoney(win, currency),
        })}
      </p>
    </>
  );
}

const BUTTON = 'min-w-28 rounded-full px-6 py-3 text-lg font-extrabold uppercase disabled:opacity-50';

/** The decision on an open hand: Fold, or the raise the family names. */
export function FoldOrRaise({
  isBusy,
  onFold,
  onRaise,
  raiseLabel,
  k,
}: {
  isBusy: boolean;
  onFold: () => void;
  onRaise: () => void;
  raiseLabel: string;
  k: string;
}) {
  return (
    <>
      <button type="button" disabled={isBusy} onClick={onFold} className={cx(BUTTON, 'border border-line')}>
        {t(`${k}.fold`)}
      </button>
      <button type="button" disabled={isBusy} onClick={onRaise} className={cx(BUTTON, 'bg-gold text-black')}>
        {raiseLabel}
      </button>
    </>
  );
}

type Stake = { value: string; onChange: (value: string) => void; label: string; name: string };

/** The ante and the optional side bet, each within the title's limits, and Deal. */
export function AnteAndSideBet({
  ante,
  side,
  limits,
  currency,
  isBusy,
  onDeal,
  k,
}: {
  ante: Stake;
  side: Stake;
  limits: { minBet: string; maxBet: string };
  currency: string;
  isBusy: boolean;
  onDeal: () => void;
  k: string;
}) {
  return (
    <>
      {[ante, side].map((stake) => (
        <StakeInput key={stake.name} {...stake} currency={currency} min={limits.minBet} max={limits.maxBet} disabled={isBusy} />
      ))}
      <button type="button" disabled={isBusy} onClick={onDeal} className={cx(BUTTON, 'bg-accent')}>
        {t(`${k}.deal`)}
      </button>
    </>
  );
}
