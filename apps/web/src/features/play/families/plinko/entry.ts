import type { FamilyEntry, VerifierForm } from '../family-entry';
import { plinkoRecall } from './recall';
import { PLINKO_VERIFIER_OFFER, PlinkoVerifierInputs } from './verifier-inputs';
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
    // The game client leaves the verifier's form out (apps/web/play-client/build.ts): importing the engines'
    // index here would put every engine in its first load.
    offer: PLINKO_VERIFIER_OFFER,
    Inputs: PlinkoVerifierInputs,
  } satisfies VerifierForm<PlinkoVerifierGame>,
} satisfies FamilyEntry<'plinko'>;
