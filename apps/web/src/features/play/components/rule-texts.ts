import type { TPlaySession } from '@casino/contracts';
import { t } from '@/lib/i18n';
import { familyEntry } from '../families/registry';

type View = TPlaySession['view'];

/** The whole rule of a game as the info screen tells it, paragraph by paragraph. */
export function ruleTexts(view: View): string[] {
  const entry = familyEntry(view.family);
  const rules = entry.rules?.(view) ?? [t(`play.rules.${view.family}`)];
  return entry.roundsWins ? [...rules, t('play.info.rounding')] : rules;
}
