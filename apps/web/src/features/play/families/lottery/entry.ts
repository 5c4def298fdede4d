import type { FamilyEntry } from '../family-entry';
import { lotteryRecall } from './recall';

export const lotteryEntry = {
  screen: { kind: 'round', load: async () => (await import('./index')).LotteryScreen },
  recall: lotteryRecall,
  playedRound: async () => (await import('./played-round')).lotteryDraws,
} satisfies FamilyEntry<'lottery'>;
