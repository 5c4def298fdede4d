import type { TGame } from '@casino/contracts';
import { t } from '@/lib/i18n-site';
import { formatRtp } from '../lib/format-rtp';

/**
 * RTP and volatility over a tile's art, shown by the tile (hover, focus, long-press). It never takes a click: the
 * game opens through it. Hidden from assistive technology, which reads it as the link's description instead.
 */
export function TileFacts({ id, game }: { id: string; game: Pick<TGame, 'rtp' | 'volatility'> }) {
  return (
    <p
      id={id}
      aria-hidden="true"
      className="pointer-events-none absolute inset-x-0 top-0 flex aspect-square flex-col justify-end bg-gradient-to-t from-bg/95 to-transparent p-2.5 text-xs font-bold opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 group-data-facts:opacity-100"
    >
      <span>{`${t('game.facts.rtp')} ${formatRtp(game.rtp)}`}</span>
      <span>{`${t('game.facts.volatility')} ${t(`game.volatility.${game.volatility}`)}`}</span>
    </p>
  );
}
