import type { TPlaySession } from '@casino/contracts';
import { t } from '@/lib/i18n';
import { paytableRules } from '../families/slots/paytable-rules';

type View = TPlaySession['view'];

/** Families whose wins are multiples with decimals: small stakes are refused where rounding to the cent would cost more than 0.1 pp. */
const ROUNDED = new Set<View['family']>(['dice', 'mines', 'plinko', 'lottery', 'cardDuel', 'craps', 'virtualSports']);

/** The whole rule of a game as the info screen tells it, paragraph by paragraph. */
export function ruleTexts(view: View): string[] {
  const rules = t(`play.rules.${view.family === 'lottery' || view.family === 'cardDuel' ? view.game : view.family}`);
  if (view.family === 'slots') return [rules, paytableRules(view).join(' ')];
  return ROUNDED.has(view.family) ? [rules, t('play.info.rounding')] : [rules];
}
