import { t } from '@/lib/i18n';
import type { FamilyVerifier } from '../family-entry';
import { verifyDice, type DiceVerified, type DiceVerifierGame } from './verify';

export function DiceOutcome({ outcome }: { outcome: DiceVerified }) {
  return <p>{t('fairness.outcome.dice', { roll: (outcome.roll / 100).toFixed(2) })}</p>;
}

export const diceVerifier: FamilyVerifier<DiceVerifierGame, DiceVerified> = { compute: verifyDice, Outcome: DiceOutcome };
