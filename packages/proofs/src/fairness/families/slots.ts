import { slotsFamily } from '@casino/games';
import { hundredths } from '../plain-json';
import type { FamilyReader } from '../family-reader';

/** A coin of 100 minor units: the engine's two-decimal pays come out in hundredths of a coin, nothing rounded away. */
const COIN = 100n;

/**
 * Every spin of the round, the paid one then each free spin: the reel stops (one float per reel), the window as
 * symbol names with the top row first, and the win of a one-coin bet in coins (a coin is the line bet, or the
 * ways bet's unit).
 */
export const slotsReader: FamilyReader<'slots'> = {
  betExample: null,
  read(config) {
    const bet = { coinValue: COIN };
    const names = new Map(config.symbols.map((symbol) => [symbol.id, symbol.name]));
    return {
      choices: null,
      floats: slotsFamily.maxFloats(config, bet),
      outcome(source) {
        const round = slotsFamily.open(config, bet, source);
        const spins = round.steps.map(({ freeSpin, stops, window: reels, win }) => ({
          freeSpin,
          stops,
          window: reels[0]!.map((_, row) => reels.map((reel) => names.get(reel[row]!) ?? reel[row]!)),
          win: hundredths(win),
        }));
        return { spins, win: hundredths(round.win) };
      },
    };
  },
};
