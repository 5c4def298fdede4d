import { fromFloat } from '../../shared/rational';
import { isPaidInFull, roundingRefusal } from '../../shared/rounding';
import { winAt } from '../../shared/stakes';
import { limitsOf, type FamilyModule } from '../family-module';
import { diceFamily, diceMultiplier, dicePayouts, MIN_WINNING_ROLLS, type DiceBet } from './dice';
import { allowedDiceTargets, diceTargetMath } from './rtp';
import { DICE_TITLES, type DiceTitle } from './titles';

export const diceModule: FamilyModule<DiceTitle> = {
  id: 'dice',
  engine: diceFamily,
  titles: DICE_TITLES,
  // The lowest over the targets a player can choose.
  exactRtp: (config) => fromFloat(Math.min(...diceTargetMath(config).map((target) => target.rtp))),
  // Exact: the top multiplier at the largest stake.
  maxWin: (config) => winAt(config.limits.maxBet, diceMultiplier(config, { direction: 'under', target: MIN_WINNING_ROLLS })),
  stakeLimits: limitsOf,
  rounding: {
    *bets(config) {
      for (const target of allowedDiceTargets()) yield [dicePayouts(config, target)];
    },
    check(config, bet) {
      const dice = bet as DiceBet;
      return isPaidInFull(() => [dicePayouts(config, dice)], dice.amount)
        ? null
        : `${roundingRefusal('a win on this target')} Or choose a lower chance.`;
    },
  },
};
