import type { TPlayGameView } from '@casino/contracts';
import { t } from '@/lib/i18n';

type SlotsView = Extract<TPlayGameView, { family: 'slots' }>;

/** The paytable's opening sentences: how a win is counted (per line or per way) and the whole free-spin rule. */
export function paytableRules(view: SlotsView): string[] {
  const pays = view.mode.kind === 'lines' ? t('play.slots.lines', { count: view.mode.paylines.length }) : t('play.slots.ways');
  const [three, four, five] = view.freeSpins.awards;
  const feature = t('play.slots.freeSpins', { three, four, five, multiplier: view.freeSpins.multiplier, max: view.freeSpins.maxSpins });
  return [pays, feature, t(view.freeSpins.ownReels ? 'play.slots.freeReels' : 'play.slots.baseReels')];
}
