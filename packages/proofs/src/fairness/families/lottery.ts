import { checkLotteryPicks, lotteryFamily, pickCounts } from '@casino/games';
import { isObject, type FamilyReader } from '../family-reader';
import type { PlainJson } from '../plain-json';
import { NOMINAL_STAKE } from './nominal-stake';

/**
 * The numbers drawn, in draw order, after bingo's card (dealt from the first floats). Keno and lotto draw the
 * same numbers whatever was picked; with the picks given, the outcome adds the hits and what the ticket paid
 * per unit staked.
 */
export const lotteryReader: FamilyReader<'lottery'> = {
  betExample: { picks: [3, 14, 27, 33] },
  read(config, given) {
    const isDealt = config.game === 'bingo';
    let played: number[] | undefined;
    if (given !== undefined) {
      if (isDealt) return 'A bingo card is dealt from the floats: give no --bet.';
      const picks = isObject(given) ? given.picks : undefined;
      const refusal = checkLotteryPicks(config, picks);
      if (refusal) return `${refusal} --bet '{"picks": [3, 14, 27, 33]}'.`;
      played = picks as number[];
    }
    // Without picks, any ticket of a size the game takes draws the same numbers; only `drawn` is shown then.
    const ticket = played ?? (isDealt ? [] : Array.from({ length: pickCounts(config)[0]! }, (_, i) => i + 1));
    const bet = { amount: NOMINAL_STAKE, picks: ticket };
    return {
      choices: played ? { picks: played } : null,
      floats: lotteryFamily.maxFloats(config, bet),
      outcome(source): PlainJson {
        const { ticket: card, drawn, hits, multiplier } = lotteryFamily.open(config, bet, source).steps[0]!;
        if (isDealt) return { card, drawn, hits, multiplier };
        return played ? { picks: played, drawn, hits, multiplier } : { drawn };
      },
    };
  },
};
