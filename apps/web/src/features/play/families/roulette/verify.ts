import { rouletteFamily, TABLE_TITLES, type PocketColour } from '@casino/games';
import type { FloatDraw } from '../family-entry';

export type RouletteVerifierGame = { family: 'roulette' };
export type RouletteVerified = { family: 'roulette'; pocket: number; colour: PocketColour };

const { config } = TABLE_TITLES.LunarRoulette;

export async function verifyRoulette(_game: RouletteVerifierGame, draw: FloatDraw): Promise<RouletteVerified> {
  // Any spot: the pocket does not depend on the chips.
  const bet = { spots: [{ kind: 'red' as const, amount: config.limits.minSpot }] };
  const [step] = rouletteFamily.open(config, bet, await draw(rouletteFamily.maxFloats(config, bet))).steps;
  return { family: 'roulette', pocket: step!.pocket, colour: step!.colour };
}
