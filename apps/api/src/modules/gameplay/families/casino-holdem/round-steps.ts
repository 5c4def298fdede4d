import { cardOf, holdemShouldCall } from '@casino/games';
import type { RoundRow } from '../../rounds-repo';
import type { StoredToMajor } from '../family-entry';
import type { Stored } from '../stored-round';

/**
 * An open round hides its nine cards (the board to come and the dealer's among them) and gives the deal the
 * strategy's hint, call or fold; amounts become major units.
 */
export function holdemSteps(row: RoundRow, major: StoredToMajor): Stored[] {
  const isOpen = row.status !== 'settled';
  return (row.steps as Stored[]).flatMap((step): Stored[] => {
    if (step.kind === 'cards') return isOpen ? [] : [step];
    if (step.kind === 'deal') {
      const dealt = { ...step, ante: major(step.ante), aaBonus: major(step.aaBonus) };
      if (!isOpen) return [dealt];
      const cards = (codes: unknown) => (codes as string[]).map((code) => cardOf(code)!);
      return [{ ...dealt, hint: holdemShouldCall(cards(step.cards), cards(step.flop)) ? 'call' : 'fold' }];
    }
    const pays = step.pays as Stored;
    return [{ ...step, pays: { ante: major(pays.ante), call: major(pays.call), aaBonus: major(pays.aaBonus) } }];
  });
}
