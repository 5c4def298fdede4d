import { blackjackAllowedActions, blackjackHandTotal, type BlackjackState } from '@casino/games';
import type { RoundRow } from '../../rounds-repo';
import type { StoredToMajor } from '../family-entry';
import type { Stored } from '../stored-round';

/**
 * An open round hides its shoe (it would tell the player every card to come); the dealer's hole card is not
 * in a table until the dealer plays. Each hand gets its total, and the last table the decisions allowed now.
 */
export function blackjackSteps(row: RoundRow, major: StoredToMajor): Stored[] {
  const steps = row.steps as Stored[];
  const state: BlackjackState = {
    stake: row.stake,
    win: row.win,
    steps: steps as BlackjackState['steps'],
    isFinished: row.status === 'settled',
  };
  const allowed = blackjackAllowedActions(state);
  return steps.flatMap((step, index): Stored[] => {
    if (step.kind === 'shoe') return row.status === 'settled' ? [step] : [];
    const hands = (step.hands as Stored[]).map((hand) => ({
      cards: hand.cards,
      ...blackjackHandTotal(hand.cards as string[]),
      stake: major(hand.stake),
      isDoubled: hand.isDoubled,
      outcome: hand.outcome,
      pays: major(hand.pays),
    }));
    return [
      {
        kind: 'table',
        after: step.after,
        phase: step.phase,
        hands,
        active: step.active,
        dealer: step.dealer,
        dealerTotal: blackjackHandTotal(step.dealer as string[]).total,
        insurance: step.insurance === null ? null : major(step.insurance),
        insurancePays: major(step.insurancePays),
        allowed: index === steps.length - 1 ? allowed : [],
      },
    ];
  });
}
