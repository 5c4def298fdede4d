import { t } from '@/lib/i18n';
import type { FamilyVerifier } from '../family-entry';
import { verifyRoulette, type RouletteVerified, type RouletteVerifierGame } from './verify';

export function RouletteOutcome({ outcome }: { outcome: RouletteVerified }) {
  return <p>{t('fairness.outcome.roulette', { pocket: outcome.pocket, colour: t(`fairness.outcome.colours.${outcome.colour}`) })}</p>;
}

export const rouletteVerifier: FamilyVerifier<RouletteVerifierGame, RouletteVerified> = {
  compute: verifyRoulette,
  Outcome: RouletteOutcome,
};
