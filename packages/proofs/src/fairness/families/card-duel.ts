import { cardDuelFamily } from '@casino/games';
import type { FamilyReader } from '../family-reader';
import { NOMINAL_STAKE } from './nominal-stake';

/** Both hands as dealt (baccarat's third cards last), their totals and who won, whatever the spots staked. */
export const cardDuelReader: FamilyReader<'cardDuel'> = {
  betExample: null,
  read(config) {
    const bet = { spots: [{ spot: 'player' as const, amount: NOMINAL_STAKE }] };
    return {
      choices: null,
      floats: cardDuelFamily.maxFloats(config, bet),
      outcome(source) {
        const { player, banker, playerTotal, bankerTotal, outcome } = cardDuelFamily.open(config, bet, source).steps[0]!;
        return { player, banker, playerTotal, bankerTotal, winner: outcome };
      },
    };
  },
};
