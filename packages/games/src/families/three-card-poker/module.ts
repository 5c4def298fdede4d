import { lower } from '../../shared/rational';
import { limitsOf, type FamilyModule } from '../family-module';
import { threeCardMath } from './rtp';
import { threeCardPokerFamily } from './three-card-poker';
import { THREE_CARD_TITLES, type ThreeCardTitle } from './titles';

/** The top pay of a pay table, in stakes. */
const top = (pays: Partial<Record<string, number>>) => BigInt(Math.max(...Object.values(pays).map((pay) => pay ?? 0)));

// Pays are whole stakes: nothing is rounded.
export const threeCardPokerModule: FamilyModule<ThreeCardTitle> = {
  id: 'threeCardPoker',
  engine: threeCardPokerFamily,
  titles: THREE_CARD_TITLES,
  // The lower of the two bets: ante and play under optimal play (per unit of the ante), and pair plus.
  exactRtp(config) {
    const math = threeCardMath(config);
    return lower(math.antePlayRtp, math.pairPlusRtp);
  },
  // A straight flush that beats a qualifying dealer: ante and play back twice, the ante bonus, and the
  // pair plus at its top pay with its stake, both bets at the largest stake.
  maxWin: ({ limits, anteBonus, pairPlus }) => limits.maxBet * (4n + top(anteBonus)) + limits.maxBet * (1n + top(pairPlus)),
  stakeLimits: limitsOf,
};
