import { t } from '@/lib/i18n';
import type { DiceVerified } from './verify';

export function DiceOutcome({ outcome }: { outcome: DiceVerified }) {
  return <p>{t('fairness.outcome.dice', { roll: (outcome.roll / 100).toFixed(2) })}</p>;
}
