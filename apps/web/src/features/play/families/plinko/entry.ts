import { MIN_ROWS } from '@casino/games';
import type { FamilyEntry, VerifierForm } from '../family-entry';
import { plinkoRecall } from './recall';
import { PlinkoVerifierInputs } from './verifier-inputs';
import type { PlinkoVerifierGame } from './verify';

export const plinkoEntry = {
  screen: { kind: 'round', load: async () => (await import('./index')).PlinkoScreen },
  presentsResult: true,
  roundsWins: true,
  recall: plinkoRecall,
  playedRound: async () => (await import('./played-round')).plinkoDraws,
  verifier: async () => (await import('./verifier')).plinkoVerifier,
  verifierForm: {
    order: 3,
    offer: { game: { family: 'plinko', rows: MIN_ROWS, risk: 'low' } },
    Inputs: PlinkoVerifierInputs,
  } satisfies VerifierForm<PlinkoVerifierGame>,
} satisfies FamilyEntry<'plinko'>;
