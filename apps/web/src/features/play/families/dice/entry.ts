import type { FamilyEntry, VerifierForm } from '../family-entry';
import { diceRecall } from './recall';
import type { DiceVerifierGame } from './verify';

export const diceEntry = {
  screen: { kind: 'round', load: async () => (await import('./index')).DiceScreen },
  presentsResult: true,
  roundsWins: true,
  recall: diceRecall,
  playedRound: async () => (await import('./played-round')).diceDraws,
  verifier: async () => (await import('./verifier')).diceVerifier,
  verifierForm: { order: 1, offer: { game: { family: 'dice' } } } satisfies VerifierForm<DiceVerifierGame>,
} satisfies FamilyEntry<'dice'>;
