import { t } from '@/lib/i18n';
import type { ViewOf } from '../family-entry';
import { oddsLabel } from './table';

/** Baccarat's spots on the info screen: what each pays and returns, the side spot marked; high card has none. */
export function CardDuelInfoFacts({ view }: { view: ViewOf<'cardDuel'> }) {
  if (view.game !== 'baccarat') return null;
  return (
    <ul data-testid="play-spot-rtps" className="mt-3 grid gap-1 text-sm text-white/85">
      {view.spots.map(({ spot, pays, rtp, isSide }) => (
        <li key={spot}>
          {t('play.cardDuel.spotRtp', { spot: t(`play.cardDuel.spots.${spot}`), odds: oddsLabel(pays[spot]), rtp })}
          {isSide && (
            <span className="block text-xs text-muted">{t('play.cardDuel.sideSpot', { spot: t(`play.cardDuel.spots.${spot}`) })}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
