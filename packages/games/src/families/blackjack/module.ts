import { fromFloat } from '../../shared/rational';
import { limitsOf, type FamilyModule } from '../family-module';
import { blackjackFamily } from './blackjack';
import { blackjackMath } from './rtp';
import { BLACKJACK_TITLES, blackjackMaxWin, type BlackjackTitle } from './titles';

/** A natural pays 3 to 2 with its stake, 5/2 of it; its chance on an infinite shoe is 2 · 4/13 · 1/13 (the dealer's natural only lowers it). */
const NATURAL = [{ chance: 8 / 169, num: 5, den: 2 }];

export const blackjackModule: FamilyModule<BlackjackTitle> = {
  id: 'blackjack',
  engine: blackjackFamily,
  titles: BLACKJACK_TITLES,
  // Basic strategy's exact return on an infinite shoe (a finite recursion; six decks return a little more).
  exactRtp: () => fromFloat(blackjackMath().rtp),
  // Four split hands, each doubled and winning: reached (the title's tests deal it).
  maxWin: blackjackMaxWin,
  stakeLimits: limitsOf,
  rounding: {
    *bets() {
      yield [NATURAL];
    },
    // No check: the smallest stake (1.00) is far above where a natural's half unit matters.
  },
};
