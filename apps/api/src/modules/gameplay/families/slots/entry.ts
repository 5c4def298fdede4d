import { slotsFamily, slotStake } from '@casino/games';
import { badRequest } from '../../../../lib/errors';
import { toMajorUnits } from '../../../../lib/money';
import type { AnyEngine, FamilyEntry } from '../family-entry';
import { slotsRoundView } from './round-view';
import { slotsView } from './view';

export const slotsEntry: FamilyEntry<'slots'> = {
  play: {
    engine: slotsFamily as AnyEngine,
    bet(title, bet, { currency, minor }) {
      // Checked here, so the sentence names the coin values in the session's currency, not in minor units.
      const coinValue = minor(bet.coinValue, 'bet.coinValue');
      const offered = title.config.coinValues;
      if (!offered.includes(coinValue)) {
        const values = offered.map((value) => toMajorUnits(value, currency)).join(', ');
        throw badRequest(`Choose one of this game's coin values: ${values}.`, 'bet.coinValue');
      }
      return { coinValue };
    },
    stake: (title, bet) => slotStake(title.config, bet as { coinValue: bigint }),
    isPaced: true,
  },
  /** A slot's stake limits are its smallest and largest coin × lines, as in EUR (the coin values span them exactly). */
  inCurrency(title, convert) {
    const coinValues = [...new Set(title.config.coinValues.map(convert))].sort((a, b) => (a < b ? -1 : 1));
    const stakeOf = (coinValue: bigint) => slotStake(title.config, { coinValue });
    const config = { ...title.config, coinValues, minStake: stakeOf(coinValues[0]!), maxStake: stakeOf(coinValues.at(-1)!) };
    return { ...title, config };
  },
  view: slotsView,
  roundView: slotsRoundView,
};
