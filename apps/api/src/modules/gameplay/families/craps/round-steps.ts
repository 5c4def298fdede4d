import type { RoundRow } from '../../rounds-repo';
import type { StoredToMajor } from '../family-entry';
import type { Stored } from '../stored-round';

/** Amounts by key (the place bets, the come points) in major units. */
const byKey = (record: unknown, major: StoredToMajor) =>
  Object.fromEntries(Object.entries(record as Stored).map(([key, v]) => [key, major(v)]));

export function crapsBets(bet: Stored, major: StoredToMajor) {
  return {
    line: bet.line,
    amount: major(bet.amount),
    field: major(bet.field),
    place: byKey(bet.place, major),
    hardways: byKey(bet.hardways, major),
  };
}

/** An open round hides its dice (they would tell the player what the next rolls bring); amounts become major units. */
export function crapsSteps(row: RoundRow, major: StoredToMajor): Stored[] {
  return (row.steps as Stored[]).flatMap((step): Stored[] => {
    if (step.kind === 'dice') return row.status === 'settled' ? [step] : [];
    if (step.kind === 'bets') return [{ kind: 'bets', ...crapsBets(step, major) }];
    if (step.kind === 'odds' || step.kind === 'come') return [{ ...step, amount: major(step.amount) }];
    const results = (step.results as Stored[]).map((r) => ({ ...r, paid: major(r.paid) }));
    return [step.come === undefined ? { ...step, results } : { ...step, results, come: byKey(step.come, major) }];
  });
}
