'use client';
import { useState } from 'react';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import type { FamilyClientProps } from '../../family-props';
import { CardFace, cardName } from '../../components/card-face';
import { dealt, Shoe } from '../../components/shoe';
import { StakeInput } from '../stake-input';
import { dealOrder, insuranceLine, tableOf, type BlackjackTableStep } from './table';
import { outcomeOf } from '../../lib/outcome';
import { useSoundOn } from '../../sound/use-sound';

const K = 'play.blackjack';
type Hand = BlackjackTableStep['hands'][number];
type Decision = 'hit' | 'stand' | 'double' | 'split';
const DECISIONS: Decision[] = ['hit', 'stand', 'double', 'split'];

const totalLabel = (total: number, isSoft: boolean) =>
  total > 21 ? t(`${K}.bust`) : isSoft ? t(`${K}.softTotal`, { total }) : t(`${K}.total`, { total });

/**
 * Cards overlapping in a row, so four hands of several cards fit a phone; a face-down card where one is hidden. Each
 * card is dealt from the shoe; the hole card turns over in place.
 */
function Cards(props: { deal: string; cards: string[]; hidden?: number; isDealer?: boolean; label: string; testId: string }) {
  const { deal, cards, hidden = 0, isDealer = false, label, testId } = props;
  const place = (index: number) => {
    const { className, style } = dealt(dealOrder(isDealer, index));
    return { style, className: cx('w-11 sm:w-16', index > 0 && '-ml-5 sm:-ml-7', className) };
  };
  // One list, so the hole card and the card it turns into share a key: a player's card also keys by its code, as a
  // split deals a new card where another was.
  const keyOf = (index: number, code = '') => (isDealer ? `${deal}-${index}` : `${deal}-${index}-${code}`);
  return (
    <ol aria-label={label} data-testid={testId} className="flex justify-center">
      {[
        ...cards.map((code, index) => (
          <li {...place(index)} key={keyOf(index, code)} data-card={code} aria-label={cardName(code)}>
            <CardFace code={code} />
          </li>
        )),
        ...Array.from({ length: hidden }, (_, index) => (
          <li {...place(cards.length + index)} key={keyOf(cards.length + index)} aria-label={t(`${K}.faceDown`)}>
            <span className="block aspect-[5/7] w-full rounded-lg border-2 border-line bg-gradient-to-br from-accent to-panel-2" />
          </li>
        )),
      ]}
    </ol>
  );
}

function PlayerHand(props: { deal: string; hand: Hand; index: number; isActive: boolean; currency: string }) {
  const { deal, hand, index, isActive, currency } = props;
  const name = t(`${K}.hand`, { number: index + 1 });
  return (
    <li
      data-testid="blackjack-hand"
      data-outcome={hand.outcome ?? undefined}
      aria-current={isActive || undefined}
      className={cx('flex flex-col items-center gap-1 rounded-xl border px-2 py-1.5', isActive ? 'border-gold' : 'border-transparent')}
    >
      <Cards deal={`${deal}-${index}`} cards={hand.cards} label={name} testId="blackjack-hand-cards" />
      <p className="text-sm font-semibold" data-testid="blackjack-hand-total">
        {totalLabel(hand.total, hand.isSoft)}
      </p>
      <p className="text-xs text-muted">
        {t(`${K}.staked`, { amount: formatMoney(hand.stake, currency) })}
        {hand.isDoubled && ` · ${t(`${K}.doubled`)}`}
      </p>
      {hand.outcome && (
        <p
          data-testid="blackjack-hand-result"
          className={cx('text-sm font-bold', hand.outcome === 'blackjack' || hand.outcome === 'win' ? 'text-gold' : 'text-muted')}
        >
          {t(`${K}.outcomes.${hand.outcome}`)} · {formatMoney(hand.pays, currency)}
        </p>
      )}
    </li>
  );
}

const buttonClass = 'min-w-24 rounded-full px-5 py-2.5 text-base font-extrabold uppercase disabled:opacity-50';

/**
 * Blackjack: the bet, Deal, then a decision on the active hand (Hit, Stand, Double, Split, each shown only
 * when the server allows it; Insurance yes or no when the dealer shows an ace). The dealer's hole card stays
 * face down until the dealer plays; each hand shows its cards, total, stake and, once settled, its result.
 * A hand left open (a reload mid-hand) comes back as it was.
 */
export function BlackjackScreen({ session, round, isBusy, placeBet, act }: FamilyClientProps<'blackjack'>) {
  const { view, currency, limits } = session;
  const [amount, setAmount] = useState(limits.minBet);
  const { table, isOpen, isHoleHidden } = tableOf(round);
  const insurance = table && round ? insuranceLine(table, round.bet.amount, currency) : null;
  const allowed = new Set(isOpen ? (table?.allowed ?? []) : []);
  const cards = table ? table.dealer.length + table.hands.reduce((sum, hand) => sum + hand.cards.length, 0) : 0;
  useSoundOn(round && cards > 0 ? `${round.id}:${cards}` : null, 'cardDeal');

  return (
    <div className="relative mx-auto flex w-full max-w-4xl flex-1 flex-col gap-3 px-3 py-3 sm:px-4">
      <Shoe className="absolute top-2 right-2" />
      <section className="flex flex-col items-center gap-1">
        <h2 className="text-xs font-semibold tracking-wider text-muted uppercase">{t(`${K}.dealer`)}</h2>
        {table ? (
          <Cards
            deal={round?.id ?? ''}
            cards={table.dealer}
            hidden={isHoleHidden ? 1 : 0}
            isDealer
            label={t(`${K}.dealer`)}
            testId="blackjack-dealer"
          />
        ) : (
          <div className="aspect-[5/7] w-11 sm:w-16" />
        )}
        <p data-testid="blackjack-dealer-total" className="min-h-5 text-sm font-semibold">
          {table && totalLabel(table.dealerTotal, false)}
        </p>
      </section>

      <ul aria-label={t(`${K}.yourHand`)} data-testid="blackjack-hands" className="flex flex-wrap justify-center gap-2">
        {table?.hands.map((hand, index) => (
          <PlayerHand
            key={index}
            deal={round?.id ?? ''}
            hand={hand}
            index={index}
            isActive={isOpen && table.active === index}
            currency={currency}
          />
        ))}
      </ul>

      <div aria-live="polite" className="flex min-h-7 flex-col items-center gap-1 text-center">
        {insurance?.kind === 'offered' && (
          <p className="font-bold">{t(`${K}.insuranceOffer`, { amount: formatMoney(insurance.amount, currency) })}</p>
        )}
        {insurance?.kind === 'won' && (
          <p data-testid="blackjack-insurance" className="font-semibold text-gold">
            {t(`${K}.insuranceWon`, { amount: formatMoney(insurance.amount, currency) })}
          </p>
        )}
        {insurance?.kind === 'lost' && (
          <p data-testid="blackjack-insurance" className="font-semibold text-muted">
            {t(`${K}.insuranceLost`)} ({formatMoney(insurance.amount, currency)})
          </p>
        )}
        {round && !isOpen && (
          <p data-testid="blackjack-result" className="text-lg font-bold">
            {t({ win: `${K}.won`, returned: `${K}.returned`, loss: `${K}.noWin` }[outcomeOf(round.stake, round.win, currency)], {
              amount: formatMoney(round.win, currency),
            })}
          </p>
        )}
        {isOpen && table?.phase === 'play' && <p className="text-sm text-muted">{t(`${K}.active`)}</p>}
      </div>

      <div className="flex flex-wrap items-end justify-center gap-2">
        {isOpen && round ? (
          allowed.has('insurance') ? (
            <>
              <button
                type="button"
                disabled={isBusy}
                onClick={() => void act({ kind: 'insurance', take: false })}
                className={cx(buttonClass, 'border border-line')}
              >
                {t(`${K}.noInsurance`)}
              </button>
              <button
                type="button"
                disabled={isBusy}
                onClick={() => void act({ kind: 'insurance', take: true })}
                className={cx(buttonClass, 'bg-gold text-black')}
              >
                {t(`${K}.insure`)}
              </button>
            </>
          ) : (
            DECISIONS.filter((kind) => allowed.has(kind)).map((kind) => (
              <button
                key={kind}
                type="button"
                disabled={isBusy}
                onClick={() => void act({ kind })}
                className={cx(buttonClass, kind === 'hit' || kind === 'stand' ? 'bg-accent' : 'border border-gold text-gold')}
              >
                {t(`${K}.${kind}`)}
              </button>
            ))
          )
        ) : (
          <>
            <StakeInput
              value={amount}
              onChange={setAmount}
              currency={currency}
              min={limits.minBet}
              max={limits.maxBet}
              disabled={isBusy}
              label={t(`${K}.bet`)}
            />
            <button
              type="button"
              disabled={isBusy}
              onClick={() => void placeBet({ family: 'blackjack', amount: amount.trim() })}
              className={cx(buttonClass, 'bg-accent px-6 py-3 text-lg')}
            >
              {t(`${K}.deal`)}
            </button>
          </>
        )}
      </div>

      <p className="text-center text-xs text-muted">
        {t(`${K}.pays`, {
          blackjack: `${view.blackjackPays[0]}:${view.blackjackPays[1]}`,
          insurance: `${view.insurancePays[0]}:${view.insurancePays[1]}`,
          decks: view.decks,
          hands: view.maxHands,
        })}
      </p>
    </div>
  );
}
