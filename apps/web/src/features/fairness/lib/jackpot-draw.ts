import { isJackpotWin, jackpotFloat, type FairSeeds } from '@casino/games';

/** A round's jackpot draw as the server made it: its own float, the chance (1 in `chanceOneIn`) and the verdict. */
export type JackpotDraw = { float: number; chanceOneIn: number; isWin: boolean };

/** The highest chance setting a draw can have (1 in 2^32: a float is k / 2^32). */
export const JACKPOT_CHANCE_MAX = 2 ** 32;

/** Recomputes a round's jackpot draw from its seeds and nonce with the server's own functions (packages/games). */
export async function recomputeJackpotDraw(seeds: FairSeeds, chanceOneIn: number): Promise<JackpotDraw> {
  const float = await jackpotFloat(seeds);
  return { float, chanceOneIn, isWin: isJackpotWin(float, chanceOneIn) };
}
