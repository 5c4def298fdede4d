import { t } from '@/lib/i18n';
import type { ViewOf } from '../family-entry';

/** The AA bonus side bet's exact return, on the info screen. */
export function CasinoHoldemInfoFacts({ view }: { view: ViewOf<'casinoHoldem'> }) {
  return (
    <p data-testid="play-aa-bonus-rtp" className="mt-3 text-sm text-white/85">
      {t('play.casinoHoldem.aaBonusRtp', { rtp: view.aaBonusRtp })}
    </p>
  );
}
