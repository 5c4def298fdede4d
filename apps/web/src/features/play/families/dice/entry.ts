import type { FamilyEntry } from '../family-entry';
import { diceRecall } from './recall';

export const diceEntry = {
  screen: { kind: 'round', load: async () => (await import('./index')).DiceScreen },
  presentsResult: true,
  roundsWins: true,
  recall: diceRecall,
  playedRound: async () => (await import('./played-round')).diceDraws,
  verifier: async () => (await import('./verifier')).diceVerifier,
} satisfies FamilyEntry<'dice'>;
