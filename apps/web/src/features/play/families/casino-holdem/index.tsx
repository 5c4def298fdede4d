'use client';
import type { TAaBonusHand, TPokerHand } from '@casino/contracts';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import type { FamilyClientProps } from '../../family-props';
import { toDecimal, toMinor } from '../../lib/decimal';
import { BetResults, CardRow, PayTable } from '../ante-table';
import { DealOrDecide } from '../deal-or-decide';
import { betLines, tableOf } from './table';
import { useSoundOn } from '../../sound/use-sound';

const K = 'play.casinoHoldem';

const handName = (hand: TPokerHand | TAaBonusHand) => t(`play.cards.hands.${hand}`);

function Cards({ cards, size, label, testId }: { cards: string[]; size: 2 | 5; label: string; testId: string }) {
  const className = size === 5 ? 'max-w-64 grid-cols-5 sm:max-w-72' : 'max-w-28 grid-cols-2 sm:max-w-32';
  return <CardRow cards={cards} size={size} label={label} testId={testId} k={K} className={className} />;
}

/**
 * Casino Hold'em: the ante (and the AA bonus if wanted), Deal, the player's two cards and the flop; then
 * Call (a bet of two antes) or Fold, the turn, the river and the dealer's two cards, whether the dealer
 * qualifies, and each bet's result. The hint marks the strategy's decision. A hand left open (a reload
 * after the deal) comes back as it was dealt.
 */
export function CasinoHoldemScreen({ session, round, isBusy, placeBet, act }: FamilyClientProps<'casinoHoldem'>) {
  const { view, currency, limits } = session;
  const table = tableOf(round);
  const { showdown, bets } = table;
  const lines = showdown && bets ? betLines(showdown, bets, currency) : [];
  const cards = table.player.length + table.board.length + (showdown?.dealer.length ?? 0);
  useSoundOn(round ? `${round.id}:${cards}` : null, 'cardDeal');
  // The ante table lists every hand; those paying even money read as one line, "a straight or less".
  const anteRows = view.ante.filter((row) => row.pays > 1);

  return (
    <div className="mx-auto grid w-full max-w-4xl flex-1 content-start gap-3 px-3 py-3 sm:grid-cols-[1fr_13rem] sm:px-4">
      {/* The dealer's hand beside the player's, the board below them: the table, each bet's result and Deal fit the screen. */}
      <div className="grid grid-cols-2 items-start gap-2">
        <section className="flex flex-col items-center gap-0.5">
          <h2 className="text-xs font-semibold tracking-wider text-muted uppercase">{t(`${K}.dealer`)}</h2>
          <Cards cards={showdown?.dealer ?? []} size={2} label={t(`${K}.dealer`)} testId="holdem-dealer" />
          <p data-testid="holdem-dealer-hand" className="min-h-5 text-sm font-semibold">
            {showdown && (showdown.qualifies ? handName(showdown.dealerHand) : t(`${K}.notQualifying`))}
          </p>
        </section>

        <div className="col-span-2 row-start-2">
          <Cards cards={table.board} size={5} label={t(`${K}.board`)} testId="holdem-board" />
        </div>

        <section className="col-start-2 row-start-1 flex flex-col items-center gap-1">
          <h2 className="text-xs font-semibold tracking-wider text-muted uppercase">{t(`${K}.yourHand`)}</h2>
          <Cards cards={table.player} size={2} label={t(`${K}.yourHand`)} testId="holdem-player" />
          <p data-testid="holdem-player-hand" className="min-h-5 text-sm font-semibold">
            {table.hand && handName(table.hand)}
          </p>
        </section>

        <div aria-live="polite" className="col-span-2 flex min-h-7 flex-col items-center gap-1">
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
            <BetResults lines={lines} stake={round.stake} win={round.win} currency={currency} k={K} testIdPrefix="holdem" />
          )}
        </div>

        <div className="col-span-2 flex flex-wrap items-end justify-center gap-3">
          <DealOrDecide
            isOpen={table.isOpen && round !== null}
            isBusy={isBusy}
            limits={limits}
            currency={currency}
            raise="call"
            side={{ key: 'aaBonus', name: 'aa-bonus' }}
            act={act}
            deal={(ante, aaBonus) => placeBet({ family: 'casinoHoldem', ante, ...(aaBonus === null ? {} : { aaBonus }) })}
            k={K}
          />
        </div>
      </div>

      <div className="mx-auto grid w-full max-w-md grid-cols-2 gap-4 sm:grid-cols-1 sm:content-start">
        <div>
          <PayTable title={t(`${K}.anteTable`)} rows={anteRows} testId="holdem-ante-table" k={K} handName={handName} />
          <p className="px-1 pt-0.5 text-xs text-white/90">{t(`${K}.straightOrLess`)}</p>
        </div>
        <PayTable title={t(`${K}.bets.aaBonus`)} rows={view.aaBonus} testId="holdem-aa-bonus" k={K} handName={handName} />
      </div>
    </div>
  );
}
