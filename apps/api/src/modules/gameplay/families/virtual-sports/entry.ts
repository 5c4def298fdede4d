import { overround } from '@casino/games';
import { findEventById } from '../../virtual-sports/repo';
import type { StoredVirtualBet } from '../../virtual-sports/settle';
import type { FamilyEntry } from '../family-entry';
import { limitsInCurrency } from '../limits-in-currency';
import { multiplierOrNull } from '../multiplier-text';
import type { Stored } from '../stored-round';

/** Virtual sports bets join one of the title's scheduled events (ADR 020). */
export const virtualSportsEntry: FamilyEntry<'virtualSports'> = {
  live: {
    betsGoTo: "This game's bets go to its scheduled events.",
    /** The event's server seed, shown once the event is settled (its bets with it). */
    async revealed(tx, row) {
      const event = await findEventById(tx, (row.bet as StoredVirtualBet).eventId);
      return { serverSeed: event?.settledAt ? event.serverSeed : null };
    },
  },
  inCurrency: limitsInCurrency,
  view({ config }) {
    const isRace = config.sport !== 'penalties';
    return {
      family: 'virtualSports',
      sport: config.sport,
      markets: isRace ? [...config.markets] : ['winner', 'correctScore', 'total'],
      eachWay: isRace && config.eachWay ? { ...config.eachWay } : null,
      overround: overround(config.bookRtp),
      totalLine: isRace ? null : config.totalLine,
    };
  },
  roundView(row, major) {
    const bet = row.bet as Stored;
    return {
      family: 'virtualSports',
      bet: {
        amount: major(bet.amount),
        eventNumber: bet.eventNumber,
        market: bet.market,
        pick: bet.pick,
        odds: multiplierOrNull(bet.odds),
        placeOdds: multiplierOrNull(bet.placeOdds),
      },
      steps: row.steps,
    };
  },
};
