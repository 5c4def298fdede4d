'use client';
import type { TThreeCardHand } from '@casino/contracts';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import type { FamilyClientProps } from '../../family-props';
import { BetResults, CardRow, PayTable } from '../ante-table';
import { DealOrDecide } from '../deal-or-decide';
import { betLines, tableOf } from './table';
import { useSoundOn } from '../../sound/use-sound';

const K = 'play.threeCardPoker';

const handName = (hand: TThreeCardHand) => t(`${K}.hands.${hand}`);

function Hand({ cards, label, testId }: { cards: string[]; label: string; testId: string }) {
  return <CardRow cards={cards} size={3} label={label} testId={testId} k={K} className="max-w-44 grid-cols-3 sm:max-w-52" />;
}

/**
 * Three Card Poker: the ante (and a pair plus bet if wanted), Deal, three cards; then Play (a second bet
 * equal to the ante) or Fold, the dealer's three cards, whether the dealer qualifies, and each bet's result.
 * A hand left open (a reload after the deal) comes back as it was dealt.
 */
export function ThreeCardPokerScreen({ session, round, isBusy, placeBet, act }: FamilyClientProps<'threeCardPoker'>) {
  const { view, currency, limits } = session;
  const table = tableOf(round);
  const { showdown, bets } = table;
  const lines = showdown && bets ? betLines(showdown, bets, currency) : [];
  useSoundOn(round ? `${round.id}:${table.player.length + (showdown?.dealer.length ?? 0)}` : null, 'cardDeal');

  return (
    <div className="mx-auto grid w-full max-w-4xl flex-1 content-start gap-3 px-3 py-3 sm:grid-cols-[1fr_13rem] sm:px-4">
      <div className="flex flex-col gap-2">
        <section className="flex flex-col items-center gap-0.5">
          <h2 className="text-xs font-semibold tracking-wider text-muted uppercase">{t(`${K}.dealer`)}</h2>
          <Hand cards={showdown?.dealer ?? []} label={t(`${K}.dealer`)} testId="three-card-dealer" />
          <p data-testid="three-card-dealer-hand" className="min-h-5 text-sm font-semibold">
            {showdown && (showdown.qualifies ? handName(showdown.dealerHand) : t(`${K}.notQualifying`))}
          </p>
        </section>

        <section className="flex flex-col items-center gap-1">
          <Hand cards={table.player} label={t(`${K}.yourHand`)} testId="three-card-player" />
          <p data-testid="three-card-player-hand" className="min-h-5 text-sm font-semibold">
            {table.hand && handName(table.hand)}
          </p>
        </section>

        <div aria-live="polite" className="flex min-h-7 flex-col items-center gap-1">
          {table.isOpen && <p className="text-center font-bold">{t(`${K}.decide`, { ante: formatMoney(bets?.ante ?? '0', currency) })}</p>}
          {showdown && round && (
            <BetResults lines={lines} stake={round.stake} win={round.win} currency={currency} k={K} testIdPrefix="three-card" />
          )}
        </div>

        <div className="flex flex-wrap items-end justify-center gap-3">
          <DealOrDecide
            isOpen={table.isOpen && round !== null}
            isBusy={isBusy}
            limits={limits}
            currency={currency}
            raise="play"
            side={{ key: 'pairPlus', name: 'pair-plus' }}
            act={act}
            deal={(ante, pairPlus) => placeBet({ family: 'threeCardPoker', ante, ...(pairPlus === null ? {} : { pairPlus }) })}
            k={K}
          />
        </div>
      </div>

      <div className="mx-auto grid w-full max-w-md grid-cols-2 gap-4 sm:grid-cols-1 sm:content-start">
        <PayTable title={t(`${K}.anteBonus`)} rows={view.anteBonus} testId="three-card-ante-bonus" k={K} handName={handName} />
        <PayTable title={t(`${K}.bets.pairPlus`)} rows={view.pairPlus} testId="three-card-pair-plus" k={K} handName={handName} />
      </div>
    </div>
  );
}
