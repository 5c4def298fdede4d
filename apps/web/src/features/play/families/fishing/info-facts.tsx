import { t } from '@/lib/i18n';
import type { ViewOf } from '../family-entry';

/** Each target's multiplier and capture chance, on the info screen. */
export function FishingInfoFacts({ view }: { view: ViewOf<'fishing'> }) {
  return (
    <ul data-testid="play-fishing-targets" className="mt-3 grid gap-1 text-sm text-white/85">
      {view.targets.map(({ id, name, multiplier, capture }) => (
        <li key={id}>{t('play.fishing.targetOdds', { target: name, multiplier, capture })}</li>
      ))}
    </ul>
  );
}
