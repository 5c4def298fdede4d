import { checkFishingBet, fishingFamily, fishingMath, toPercent } from '@casino/games';
import { badRequest } from '../../../../lib/errors';
import type { AnyEngine, FamilyEntry } from '../family-entry';
import { limitsInCurrency } from '../limits-in-currency';
import { amountStake } from '../stakes';
import { amountRoundView } from '../stored-round';

export const fishingEntry: FamilyEntry<'fishing'> = {
  play: {
    engine: fishingFamily as AnyEngine,
    bet(title, bet, { minor }) {
      // Checked here, so the 400 names the target or the stake rather than the whole bet.
      const shot = { amount: minor(bet.amount, 'bet.amount'), target: bet.target };
      const refusal = checkFishingBet(title.config, shot);
      const isTarget = !title.config.targets.some((target) => target.id === shot.target);
      if (refusal) throw badRequest(refusal, isTarget ? 'bet.target' : 'bet.amount');
      return shot;
    },
    stake: amountStake,
  },
  inCurrency: limitsInCurrency,
  view(title) {
    const targets = title.config.targets.map(({ id, name, multiplier }) => ({ id, name, multiplier }));
    const capture = fishingMath(title.config).map((target) => toPercent(target.capture, 5));
    return { family: 'fishing', targets: targets.map((target, i) => ({ ...target, capture: capture[i]! })) };
  },
  roundView: amountRoundView,
};
