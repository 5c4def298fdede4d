import type { FamilyEntry } from '../family-entry';
import { minesRecall } from './recall';

export const minesEntry = {
  screen: { kind: 'round', load: async () => (await import('./index')).MinesScreen },
  roundsWins: true,
  recall: minesRecall,
  playedRound: async () => (await import('./played-round')).minesDraws,
} satisfies FamilyEntry<'mines'>;
