import type { FamilyEntry } from '../family-entry';
import { scratchRecall } from './recall';

export const scratchEntry = {
  screen: { kind: 'round', load: async () => (await import('./index')).ScratchScreen },
  presentsResult: true,
  recall: scratchRecall,
  playedRound: async () => (await import('./played-round')).scratchDraws,
} satisfies FamilyEntry<'scratch'>;
