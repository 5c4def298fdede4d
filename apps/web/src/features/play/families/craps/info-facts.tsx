import { t } from '@/lib/i18n';
import type { ViewOf } from '../family-entry';

/** Each bet's exact return, on the info screen. */
export function CrapsInfoFacts({ view }: { view: ViewOf<'craps'> }) {
  return (
    <ul data-testid="play-bet-rtps" className="mt-3 grid grid-cols-2 gap-1 text-sm text-white/85">
      {view.rtps.map(({ bet, rtp }) => (
        <li key={bet}>{t('play.craps.betRtp', { bet: t(`play.craps.rtpBets.${bet}`), rtp })}</li>
      ))}
    </ul>
  );
}
