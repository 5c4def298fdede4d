import { t } from '@/lib/i18n';
import type { FamilyEntry } from '../family-entry';
import { lotteryRecall } from './recall';

export const lotteryEntry = {
  screen: { kind: 'round', load: async () => (await import('./index')).LotteryScreen },
  // Keno, lotto and bingo each have their own rule.
  rules: (view) => [t(`play.rules.${view.game}`)],
  roundsWins: true,
  recall: lotteryRecall,
  playedRound: async () => (await import('./played-round')).lotteryDraws,
} satisfies FamilyEntry<'lottery'>;
