import { SLOT_TITLES, slotsFamily } from '@casino/games';
import type { FloatDraw } from '../family-entry';

export type SlotsVerifierGame = { family: 'slots'; titleKey: string };
/** window[row][reel] as symbol names; win in hundredths of a coin for a one-coin bet, free spins included. */
export type SlotsVerified = { family: 'slots'; window: string[][]; win: bigint };

/** A slot coin in hundredths, so the engine's two-decimal pays are not rounded away. */
export const SLOT_COIN = 100n;

export async function verifySlots(game: SlotsVerifierGame, draw: FloatDraw): Promise<SlotsVerified> {
  const config = SLOT_TITLES.find((title) => title.key === game.titleKey);
  if (!config) throw new Error(`no slot title ${game.titleKey}`);
  const bet = { coinValue: SLOT_COIN };
  const round = slotsFamily.open(config, bet, await draw(slotsFamily.maxFloats(config, bet)));
  const names = new Map(config.symbols.map((symbol) => [symbol.id, symbol.name]));
  const reels = round.steps[0]!.window;
  const window = reels[0]!.map((_, row) => reels.map((reel) => names.get(reel[row]!) ?? reel[row]!));
  return { family: 'slots', window, win: round.win };
}
