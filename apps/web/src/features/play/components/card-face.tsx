import { SUITS_ART } from '@casino/art';
import { ArtIcon } from '@/components/ui/art-icon';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { cardFace } from '@/lib/playing-card';

/** One card: rank and suit in the corner and the suit's icon large in the middle, red or black; a deuce marked wild where it is. */
export function CardFace({ code, deck = 'standard' }: { code: string; deck?: 'standard' | 'deucesWild' }) {
  const face = cardFace(code, deck);
  return (
    <span
      className={cx(
        'relative flex aspect-[5/7] w-full flex-col rounded-lg border-2 bg-white p-1 font-bold shadow-md select-none sm:p-1.5',
        face.isRed ? 'text-red-600' : 'text-neutral-900',
        face.isWild ? 'border-gold' : 'border-neutral-300',
      )}
    >
      <span className="text-left text-base leading-none sm:text-xl">
        {face.rank}
        <span className="block">{face.symbol}</span>
      </span>
      <span className="grid flex-1 place-items-center">
        {SUITS_ART[face.suit] && <ArtIcon icon={SUITS_ART[face.suit]} className="size-6 sm:size-10" />}
      </span>
      {face.isWild && (
        <span className="absolute inset-x-0 bottom-0.5 mx-auto w-fit rounded bg-gold px-1 text-[9px] text-black uppercase sm:text-[11px]">
          {t('play.cards.wild')}
        </span>
      )}
    </span>
  );
}

/** "Ten of hearts" (", wild" for a wild deuce): the card as a screen reader says it. */
export function cardName(code: string, deck: 'standard' | 'deucesWild' = 'standard') {
  const face = cardFace(code, deck);
  const name = t('play.cards.card', { rank: t(`play.cards.ranks.${face.rank}`), suit: t(`play.cards.suits.${face.suit}`) });
  return face.isWild ? `${name}, ${t('play.cards.wild')}` : name;
}
