import { fromFloat } from '../../shared/rational';
import { isPaidInFull, roundingRefusal } from '../../shared/rounding';
import { toTenThousandths, winAt } from '../../shared/stakes';
import { limitsOf, type FamilyModule } from '../family-module';
import { PLINKO_RISKS, plinkoFamily, plinkoPayouts, type PlinkoBet } from './plinko';
import { plinkoBoardMath } from './rtp';
import { PLINKO_TITLES, type PlinkoTitle } from './titles';

export const plinkoModule: FamilyModule<PlinkoTitle> = {
  id: 'plinko',
  engine: plinkoFamily,
  titles: PLINKO_TITLES,
  // The lowest over the boards (rows and risk).
  exactRtp: (config) => fromFloat(Math.min(...plinkoBoardMath(config).map((board) => board.rtp))),
  // Exact: the top slot of any board at the largest stake.
  maxWin(config) {
    const multipliers = Object.values(config.tables).flatMap((board) => Object.values(board ?? {}).flat());
    return winAt(config.limits.maxBet, Math.max(...multipliers.map(toTenThousandths)));
  },
  stakeLimits: limitsOf,
  rounding: {
    *bets(config) {
      for (const rows of Object.keys(config.tables).map(Number)) for (const risk of PLINKO_RISKS) yield [plinkoPayouts(config, rows, risk)];
    },
    check(config, bet) {
      const plinko = bet as PlinkoBet;
      return isPaidInFull(() => [plinkoPayouts(config, plinko.rows, plinko.risk)], plinko.amount)
        ? null
        : roundingRefusal('a drop on this board');
    },
  },
};
