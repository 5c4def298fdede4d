import { t } from '@/lib/i18n';
import type { ViewOf } from '../family-entry';

/** The margin built into the event's odds, on the info screen. */
export function VirtualSportsInfoFacts({ view }: { view: ViewOf<'virtualSports'> }) {
  return (
    <p data-testid="play-overround" className="mt-3 text-sm text-white/85">
      {t('play.virtualSports.overround', { overround: view.overround })}
    </p>
  );
}
