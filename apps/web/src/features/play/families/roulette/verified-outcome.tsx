import { t } from '@/lib/i18n';
import type { RouletteVerified } from './verify';

export function RouletteOutcome({ outcome }: { outcome: RouletteVerified }) {
  return <p>{t('fairness.outcome.roulette', { pocket: outcome.pocket, colour: t(`fairness.outcome.colours.${outcome.colour}`) })}</p>;
}
