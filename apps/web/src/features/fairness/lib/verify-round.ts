import { FloatSource, generateFloats, hashServerSeed, type FairSeeds } from '@casino/games';
import { loadVerifier, VERIFIER_FORMS, type VerifiedOutcome, type VerifierGame } from '@/features/play/families/registry';
import { recomputeJackpotDraw, type JackpotDraw } from './jackpot-draw';

export type { VerifiedOutcome, VerifierGame } from '@/features/play/families/registry';

/** `jackpot`: the round's jackpot draw, when a chance was given for it. */
export type VerifiedRound = { serverSeedHash: string; floats: number[]; outcome: VerifiedOutcome; jackpot?: JackpotDraw };

/** The floats shown beside the outcome: a slot round can use hundreds. */
export const FLOATS_SHOWN = 10;

/**
 * The round the engines compute from these seeds: the same code the server settles with, and the jackpot draw at
 * 1 in `jackpotChanceOneIn` when given.
 */
export async function verifyRound(seeds: FairSeeds, game: VerifierGame, jackpotChanceOneIn?: number): Promise<VerifiedRound> {
  const round = await verifyGameRound(seeds, game);
  return jackpotChanceOneIn === undefined ? round : { ...round, jackpot: await recomputeJackpotDraw(seeds, jackpotChanceOneIn) };
}

/**
 * Every offered family's verifier, the engines with them: once loaded, "Verify" needs no network, so a player
 * can check rounds with the connection cut.
 */
export const loadVerifiers = () => Promise.all(VERIFIER_FORMS.map(({ family }) => loadVerifier(family)));

/** How the family shows what its verifier drew. */
export const outcomeViewOf = async (family: VerifierGame['family']) => (await loadVerifier(family)).Outcome;

/** The family's own verifier recomputes the outcome; the floats it drew are shown beside it. */
async function verifyGameRound(seeds: FairSeeds, game: VerifierGame): Promise<VerifiedRound> {
  const [serverSeedHash, { compute }] = await Promise.all([hashServerSeed(seeds.serverSeed), loadVerifier(game.family)]);
  let floats: number[] = [];
  const outcome = await compute(game, async (count) => {
    const drawn = await generateFloats(seeds, count);
    floats = drawn.slice(0, FLOATS_SHOWN);
    return new FloatSource(drawn);
  });
  return { serverSeedHash, floats, outcome };
}
