import { isPaidInFull, roundingRefusal } from '../../shared/rounding';
import { limitsOf, type FamilyModule } from '../family-module';
import { virtualSportsMath, virtualSportsMaxWin } from './index';
import { everySelectionPayouts, pricedSelection, selectionPayouts, type VirtualField } from './rounding';
import { VIRTUAL_SPORTS_TITLES, type VirtualSportsTitle } from './titles';

/**
 * A virtual sports bet as the rounding check needs it: the selection and stake, and the field of the event it
 * is on (its prices and chances come from the field).
 */
export type VirtualSportsRoundingBet = { amount: bigint; market: string; pick: string; event: VirtualField };

export const virtualSportsModule: FamilyModule<VirtualSportsTitle> = {
  id: 'virtualSports',
  // Bets are on scheduled events that every player shares (index.ts draws and settles them).
  engine: null,
  titles: VIRTUAL_SPORTS_TITLES,
  // The book factor: every price is it ÷ the selection's exact chance rounded down, so no selection returns
  // more; virtualSportsMath gives each market's least and average return below it.
  exactRtp: (config) => virtualSportsMath(config).bookRtp,
  // Exact: the longest price any field offers at the largest stake.
  maxWin: virtualSportsMaxWin,
  stakeLimits: limitsOf,
  rounding: {
    // Every selection of every field the title can draw, priced as its book prices it.
    *bets(config) {
      for (const payouts of everySelectionPayouts(config)) yield [payouts];
    },
    check(config, bet) {
      const { amount, market, pick, event } = bet as VirtualSportsRoundingBet;
      // A selection the event does not offer is the family check's to refuse.
      const selection = pricedSelection(config, event, market, pick);
      if (!selection || isPaidInFull(() => [selectionPayouts(selection)], amount)) return null;
      return market === 'eachWay'
        ? `${roundingRefusal('an each-way return at these prices')} Each-way pays to the cent at every price on multiples of 200 of the smallest unit (2.00, 4.00 … in euros).`
        : `${roundingRefusal('a win at this price')} Every price pays to the cent on multiples of 100 of the smallest unit (1.00, 2.00 … in euros).`;
    },
  },
};
