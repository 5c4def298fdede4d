import { t } from '@/lib/i18n';
import type { FamilyVerifier } from '../family-entry';
import { verifyPlinko, type PlinkoVerified, type PlinkoVerifierGame } from './verify';

export function PlinkoOutcome({ outcome }: { outcome: PlinkoVerified }) {
  return (
    <>
      <p>{t('fairness.outcome.plinkoPath', { path: outcome.path.map((d) => t(`fairness.outcome.directions.${d}`)).join(' ') })}</p>
      <p>{t('fairness.outcome.plinkoSlot', { slot: outcome.slot, multiplier: outcome.multiplier })}</p>
    </>
  );
}

export const plinkoVerifier: FamilyVerifier<PlinkoVerifierGame, PlinkoVerified> = { compute: verifyPlinko, Outcome: PlinkoOutcome };
