import { fromFloat } from '../../shared/rational';
import { isPaidInFull, roundingRefusal } from '../../shared/rounding';
import { winAt } from '../../shared/stakes';
import { limitsOf, type FamilyModule } from '../family-module';
import { MAX_MINES, minesCashOuts, minesFamily, minesMultiplier, TILES, type MinesBet } from './mines';
import { minesStrategyMath } from './rtp';
import { MINES_TITLES, type MinesTitle } from './titles';

export const minesModule: FamilyModule<MinesTitle> = {
  id: 'mines',
  engine: minesFamily,
  titles: MINES_TITLES,
  // The lowest over the strategies (mines, then safe tiles opened before cashing out).
  exactRtp: (config) => fromFloat(Math.min(...minesStrategyMath(config).map((strategy) => strategy.rtp))),
  // Exact: the best cash-out over every mine count at the largest stake.
  maxWin(config) {
    let best = 0;
    for (let mines = 1; mines <= MAX_MINES; mines += 1) best = Math.max(best, minesMultiplier(config, mines, TILES - mines));
    return winAt(config.limits.maxBet, best);
  },
  stakeLimits: limitsOf,
  rounding: {
    *bets(config) {
      for (let mines = 1; mines <= MAX_MINES; mines += 1) yield [...minesCashOuts(config, mines)];
    },
    check(config, bet) {
      const mines = bet as MinesBet;
      return isPaidInFull(() => minesCashOuts(config, mines.mines), mines.amount)
        ? null
        : roundingRefusal('a cash-out with this many mines');
    },
  },
};
