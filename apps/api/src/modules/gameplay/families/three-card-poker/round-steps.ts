import type { RoundRow } from '../../rounds-repo';
import type { StoredToMajor } from '../family-entry';
import type { Stored } from '../stored-round';

/** An open round hides its six cards (the dealer's three among them); amounts become major units. */
export function threeCardSteps(row: RoundRow, major: StoredToMajor): Stored[] {
  return (row.steps as Stored[]).flatMap((step): Stored[] => {
    if (step.kind === 'cards') return row.status === 'settled' ? [step] : [];
    if (step.kind === 'deal') return [{ ...step, ante: major(step.ante), pairPlus: major(step.pairPlus) }];
    const pays = step.pays as Stored;
    return [
      {
        ...step,
        pays: { ante: major(pays.ante), play: major(pays.play), anteBonus: major(pays.anteBonus), pairPlus: major(pays.pairPlus) },
      },
    ];
  });
}
