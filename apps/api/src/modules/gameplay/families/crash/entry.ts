import { findTitle } from '@casino/games';
import { findSettledBust } from '../../crash/repo';
import { toMultiplierText } from '../../crash/schedule';
import type { StoredCrashBet } from '../../crash/settle';
import type { FamilyEntry, TitleOf } from '../family-entry';
import { limitsInCurrency } from '../limits-in-currency';
import { multiplierOrNull } from '../multiplier-text';
import type { Stored } from '../stored-round';

/** Crash bets join the title's live round (ADR 018). */
export const crashEntry: FamilyEntry<'crash'> = {
  live: {
    betsGoTo: "This game's bets go to its live round.",
    /** The live round's hash is the bet's server seed, shown with the bust once the round has busted. */
    async revealed(tx, row) {
      const bust = await findSettledBust(tx, (row.bet as StoredCrashBet).crashRoundId);
      const maxMultiplier = (findTitle(row.gameKey) as TitleOf<'crash'> | undefined)?.config.maxMultiplier ?? 0;
      return {
        serverSeed: bust?.hash ?? null,
        crashBust: bust
          ? { crash: toMultiplierText(bust.crash), hash: bust.hash, terminatingHash: bust.terminatingHash, maxMultiplier }
          : null,
      };
    },
  },
  inCurrency: limitsInCurrency,
  view: (title) => ({ family: 'crash', maxMultiplier: title.config.maxMultiplier, bettingMs: title.config.bettingMs }),
  roundView(row, major, crashBust) {
    const bet = row.bet as Stored;
    return {
      family: 'crash',
      bet: { amount: major(bet.amount), autoCashOut: multiplierOrNull(bet.autoCashOut), roundNumber: bet.roundNumber },
      steps: (row.steps as Stored[]).map((step) => ({ cashedOutAt: multiplierOrNull(step.cashedOutAt), bust: crashBust })),
    };
  },
};
