import { isPaidInFull, roundingRefusal, type Payout } from '../../shared/rounding';
import { limitsOf, type FamilyModule } from '../family-module';
import { MIN_CASH_OUT, type CrashBet } from './crash';
import { crashMaxWin, crashRtpLowerBound, reachChance } from './rtp';
import { CRASH_TITLES, type CrashTitle } from './titles';

const cashOuts = new Map<number, Payout[][]>();

/** Every cash-out a crash bet can take, by hand or automatically: each target up to the cap (computed once per cap). */
function crashCashOuts(maxMultiplier: number): Payout[][] {
  let targets = cashOuts.get(maxMultiplier);
  if (targets === undefined) {
    targets = [];
    for (let target = MIN_CASH_OUT; target <= maxMultiplier; target += 1) {
      const chance = reachChance(target);
      targets.push([{ chance: Number(chance.num) / Number(chance.den), num: target, den: 100 }]);
    }
    cashOuts.set(maxMultiplier, targets);
  }
  return targets;
}

export const crashModule: FamilyModule<CrashTitle> = {
  id: 'crash',
  // Rounds are shared by every player (crash.ts and chain.ts play them).
  engine: null,
  titles: CRASH_TITLES,
  // Every cash-out target up to the cap returns 99 % less a sliver; the lower bound over targets, exact.
  exactRtp: (config) => crashRtpLowerBound(config.maxMultiplier),
  // Every bet still in at the cap is paid there: the cap times the largest stake.
  maxWin: (config) => crashMaxWin(config.limits.maxBet, config.maxMultiplier),
  stakeLimits: limitsOf,
  rounding: {
    bets: (config) => [crashCashOuts(config.maxMultiplier)],
    check: (config, bet) =>
      isPaidInFull(() => crashCashOuts(config.maxMultiplier), (bet as CrashBet).amount)
        ? null
        : `${roundingRefusal('a win')} Small stakes go in whole hundreds of the currency's smallest unit (1.00, 2.00 … in euros).`,
  },
};
