import type { TPlayRound } from '@casino/contracts';
import { FloatSource, generateFloats, hashServerSeed } from '@casino/games';
import { familyEntry } from '@/features/play/families/registry';
import { recomputeJackpotDraw, type JackpotDraw } from './jackpot-draw';

export type PlayedRoundCheck = {
  /** The SHA-256 of the revealed server seed is the hash shown before the round. */
  isHashMatch: boolean;
  /** What the engine draws from these seeds is what the server stored for the round, its jackpot draw included. */
  isDrawMatch: boolean;
  /** The round's jackpot draw recomputed, when it took part in one. */
  jackpot?: JackpotDraw;
};

/** The catalogue's game id is `<studio>:<title key>`. */
export const titleKeyOf = (gameId: string) => gameId.slice(gameId.indexOf(':') + 1);

/**
 * Recomputes a settled round from its revealed seeds with the engines the server settles with (its family's
 * played-round check), and compares the draws. Null while the round's server seed is still secret.
 */
export async function checkPlayedRound(round: TPlayRound, titleKey: string): Promise<PlayedRoundCheck | null> {
  const { serverSeed, serverSeedHash, clientSeed, nonce } = round.fairness;
  if (serverSeed === null) return null;
  const family = await familyEntry(round.family).playedRound();
  if ('check' in family) return family.check(round);
  const seeds = { serverSeed, clientSeed, nonce };
  const recomputed = await family.recompute(round, titleKey, async (count) => new FloatSource(await generateFloats(seeds, count)));
  const stored = family.stored(round);
  const check: PlayedRoundCheck = {
    isHashMatch: (await hashServerSeed(serverSeed)) === serverSeedHash,
    isDrawMatch: stored !== undefined && JSON.stringify(recomputed) === JSON.stringify(stored),
  };
  if (!round.jackpotDraw) return check;
  // The draw won exactly when the round says it won a jackpot.
  const jackpot = await recomputeJackpotDraw(seeds, round.jackpotDraw.chanceOneIn);
  return { ...check, isDrawMatch: check.isDrawMatch && jackpot.isWin === (round.jackpotWin !== undefined), jackpot };
}
