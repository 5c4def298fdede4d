import type { FamilyEntry } from '../family-entry';
import { virtualSportsRecall } from './recall';

export const virtualSportsEntry = {
  screen: { kind: 'live', load: async () => (await import('./index')).VirtualSportsScreen },
  roundsWins: true,
  recall: virtualSportsRecall,
  playedRound: async () => (await import('./played-round')).virtualSportsDraws,
} satisfies FamilyEntry<'virtualSports'>;
