'use client';
import type { TCardDuelSpot } from '@casino/contracts';
import { useState } from 'react';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { CardFace, cardName } from '../../components/card-face';
import { dealt, Shoe } from '../../components/shoe';
import type { FamilyClientProps } from '../../family-props';
import { readAmount, toDecimal } from '../../lib/decimal';
import { openingStakeOf, roundingNotice, roundingNoticeOf } from '../../lib/opening-bet';
import { RoundingNotice } from '../rounding-notice';
import { StakeInput } from '../stake-input';
import { cardDuelRounding } from './opening-bet';
import { addChip, betOf, oddsLabel, tableTotal, type Stakes } from './table';
import { outcomeOf } from '../../lib/outcome';
import { gameSound } from '../../sound/game-sound';
import { useSoundOn } from '../../sound/use-sound';

const K = 'play.cardDuel';

/**
 * One side of the table: its name, its cards as dealt from the shoe (player and banker in turn, a third card after
 * the first four; a drawn third card marked), and its total.
 */
function Hand(props: { deal: string; side: 'player' | 'banker'; label: string; cards: string[]; total: number | null }) {
  const { deal, side, label, cards, total } = props;
  return (
    <section
      data-testid={`card-duel-hand-${side}`}
      aria-label={label}
      className="flex min-w-0 flex-1 flex-col items-center gap-2 rounded-xl border border-line bg-panel-2/60 p-2"
    >
      <h3 className="text-sm font-bold uppercase">
        {label}
        {total !== null && (
          <span data-testid={`card-duel-total-${side}`} className="ml-2 rounded-full bg-white px-2 font-mono text-black">
            {total}
          </span>
        )}
      </h3>
      <ol className="flex min-h-20 justify-center gap-1 sm:min-h-32 sm:gap-1.5">
        {cards.length === 0 && (
          <li className="aspect-[5/7] w-12 rounded-lg border-2 border-line bg-gradient-to-br from-accent to-panel-2 sm:w-20" />
        )}
        {cards.map((code, index) => {
          const dealing = dealt(2 * index + Number(side === 'banker'), { x: side === 'player' ? 1.6 : -1.6, y: -1.2 });
          return (
            <li
              key={`${deal}-${index}`}
              style={dealing.style}
              data-testid="card-duel-card"
              data-card={code}
              data-third={index === 2 || undefined}
              aria-label={index === 2 ? `${cardName(code)}, ${t(`${K}.thirdCard`)}` : cardName(code)}
              className={cx('w-12 sm:w-20', dealing.className, index === 2 && 'translate-y-2 rotate-6')}
            >
              <CardFace code={code} />
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/**
 * Card duels. Baccarat: choose a chip, tap Player, Banker or Tie to stake it there (several spots in one
 * coup), Deal: both hands are dealt by the tableau, third cards included, and each spot is paid. High
 * card: a stake and Deal, one card each against the dealer.
 */
export function CardDuelScreen({ session, round, isBusy, placeBet }: FamilyClientProps<'cardDuel'>) {
  const { view, currency, limits } = session;
  const isBaccarat = view.game === 'baccarat';
  const [chip, setChip] = useState(() => openingStakeOf(session, cardDuelRounding));
  const [stakes, setStakes] = useState<Stakes>({});
  const deal = round?.steps[0] ?? null;
  useSoundOn(round && deal ? round.id : null, 'cardDeal');
  const sideName = (side: TCardDuelSpot) => t(`${K}.${isBaccarat ? 'spots' : 'duel'}.${side}`);
  const money = (minor: bigint) => formatMoney(toDecimal(minor, currency), currency);
  const notice = isBaccarat
    ? roundingNoticeOf(session, cardDuelRounding.titles, { spots: Object.entries(stakes).map(([spot, amount]) => ({ spot, amount })) })
    : roundingNotice(session, cardDuelRounding.titles, chip, (amount) => ({ spots: [{ spot: 'player', amount }] }));

  function dealRound() {
    if (isBaccarat) return void placeBet(betOf(view, stakes, currency));
    void placeBet({ family: 'cardDuel', spots: [{ spot: 'player', amount: chip.trim() }] });
  }

  const outcome = !deal
    ? ''
    : !isBaccarat
      ? t(`${K}.highCard.${deal.outcome}`)
      : deal.outcome === 'tie'
        ? t(`${K}.tie`, { total: deal.playerTotal })
        : t(`${K}.wins`, {
            side: sideName(deal.outcome),
            high: Math.max(deal.playerTotal, deal.bankerTotal),
            low: Math.min(deal.playerTotal, deal.bankerTotal),
          });
  const paidKind = round ? outcomeOf(round.stake, round.win, currency) : 'loss';
  const paid = t({ win: `${K}.won`, returned: `${K}.returned`, loss: `${K}.noWin` }[paidKind], {
    amount: round ? formatMoney(round.win, currency) : '',
  });

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-4 px-3 py-4 sm:px-4">
      <Shoe className="relative self-center" />
      <div className="-mt-4 flex gap-2 sm:gap-4">
        <Hand
          deal={round?.id ?? ''}
          side="player"
          label={sideName('player')}
          cards={deal?.player ?? []}
          total={isBaccarat ? (deal?.playerTotal ?? null) : null}
        />
        <Hand
          deal={round?.id ?? ''}
          side="banker"
          label={sideName('banker')}
          cards={deal?.banker ?? []}
          total={isBaccarat ? (deal?.bankerTotal ?? null) : null}
        />
      </div>

      <p data-testid="card-duel-result" data-outcome={deal?.outcome} aria-live="polite" className="min-h-7 text-center text-lg font-bold">
        {deal ? `${outcome} · ${paid}` : ''}
      </p>

      {isBaccarat && (
        <ul className="grid grid-cols-3 gap-2">
          {view.spots.map(({ spot, pays }) => {
            const staked = stakes[spot];
            const returned = deal && round ? round.bet.spots.findIndex((bet) => bet.spot === spot) : -1;
            const isWin = returned >= 0 && Number(deal!.wins[returned]) > Number(round!.bet.spots[returned]!.amount);
            return (
              <li key={spot}>
                <button
                  type="button"
                  data-testid={`card-duel-spot-${spot}`}
                  data-winning={isWin || undefined}
                  disabled={isBusy}
                  onClick={() => {
                    gameSound.play('chip');
                    setStakes((now) => addChip(now, spot, readAmount(chip, currency)));
                  }}
                  aria-label={t(`${K}.stakeOn`, { spot: sideName(spot), odds: oddsLabel(pays[spot]) })}
                  className={cx(
                    'flex w-full flex-col items-center gap-1 rounded-xl border-2 px-1 py-3 font-bold',
                    spot === 'tie' ? 'border-emerald-500/70' : spot === 'player' ? 'border-sky-500/70' : 'border-red-500/70',
                    isWin && 'bg-gold text-black',
                  )}
                >
                  <span className="uppercase">{sideName(spot)}</span>
                  <span className="text-xs font-semibold opacity-80">{oddsLabel(pays[spot])}</span>
                  <span data-testid={`card-duel-stake-${spot}`} className="min-h-5 font-mono text-sm">
                    {staked ? money(staked) : ''}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}

      <div className="flex flex-wrap items-end justify-center gap-3">
        <StakeInput value={chip} onChange={setChip} currency={currency} min={limits.minBet} max={limits.maxBet} disabled={isBusy} />
        {isBaccarat && (
          <button
            type="button"
            disabled={isBusy || tableTotal(stakes) === 0n}
            onClick={() => setStakes({})}
            className="rounded-full border border-line px-4 py-3 font-semibold disabled:opacity-50"
          >
            {t(`${K}.clear`)}
          </button>
        )}
        <button
          type="button"
          data-testid="card-duel-deal"
          disabled={isBusy || (isBaccarat && tableTotal(stakes) === 0n)}
          onClick={dealRound}
          className="min-w-32 rounded-full bg-accent px-6 py-3 text-lg font-extrabold uppercase disabled:opacity-50"
        >
          {t(`${K}.deal`)}
        </button>
        <RoundingNotice notice={notice} />
      </div>
      {isBaccarat && (
        <p className="text-center text-xs text-muted">
          {tableTotal(stakes) > 0n ? t(`${K}.onTable`, { amount: money(tableTotal(stakes)) }) : t(`${K}.placeChips`)}
        </p>
      )}
    </div>
  );
}
