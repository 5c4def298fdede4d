import type { FamilyEntry } from '../family-entry';
import { DiceOutcome } from './verified-outcome';
import { diceRecall } from './recall';

export const diceEntry = {
  screen: { kind: 'round', load: async () => (await import('./index')).DiceScreen },
  presentsResult: true,
  recall: diceRecall,
  playedRound: async () => (await import('./played-round')).diceDraws,
  verifier: { compute: async () => (await import('./verify')).verifyDice, Outcome: DiceOutcome },
} satisfies FamilyEntry<'dice'>;
