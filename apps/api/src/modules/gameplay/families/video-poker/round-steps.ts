import { cardOf, findTitle, optimalHold, type VideoPokerStep } from '@casino/games';
import type { RoundRow } from '../../rounds-repo';

/**
 * A settled round shows every step. An open one hides the deck's ten cards (the replacements would tell
 * the player what a draw brings) and gives the deal its hint: the hold with the highest expected pay. Pays
 * are multiples of the stake, so the title's own configuration decides the hint in any currency.
 */
export function videoPokerSteps(row: RoundRow): (VideoPokerStep & { hint?: boolean[] })[] {
  const steps = row.steps as VideoPokerStep[];
  if (row.status === 'settled') return steps;
  const title = findTitle(row.gameKey);
  if (title?.family !== 'videoPoker') throw new Error(`round ${row.id} is not a video poker title's`);
  return steps.flatMap((step): (VideoPokerStep & { hint?: boolean[] })[] => {
    if (step.kind === 'cards') return [];
    if (step.kind !== 'deal') return [step];
    return [
      {
        ...step,
        hint: optimalHold(
          title.config,
          step.cards.map((code) => cardOf(code)!),
        ).hold,
      },
    ];
  });
}
