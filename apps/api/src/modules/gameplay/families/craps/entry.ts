import { checkCrapsAction, checkCrapsBet, checkRoundingAction, crapsFamily, type CrapsState } from '@casino/games';
import { badRequest } from '../../../../lib/errors';
import type { AnyEngine, FamilyEntry } from '../family-entry';
import { limitsInCurrency } from '../limits-in-currency';
import type { Stored } from '../stored-round';
import { crapsBets, crapsSteps } from './round-steps';
import { crapsView } from './view';

export const crapsEntry: FamilyEntry<'craps'> = {
  play: {
    engine: crapsFamily as AnyEngine,
    bet(title, bet, { minor, minorOrZero }) {
      // Checked here, so the 400 names the bet refused (bet.amount, bet.field, bet.place.6, bet.hardways.8).
      const amounts = (record: Partial<Record<string, string>> | undefined, field: string) =>
        Object.fromEntries(Object.entries(record ?? {}).map(([key, amount]) => [key, minorOrZero(amount!, `bet.${field}.${key}`)]));
      const checked = {
        line: bet.line,
        amount: minor(bet.amount, 'bet.amount'),
        field: bet.field === undefined ? 0n : minorOrZero(bet.field, 'bet.field'),
        place: amounts(bet.place, 'place'),
        hardways: amounts(bet.hardways, 'hardways'),
      };
      const refusal = checkCrapsBet(title.config, checked);
      if (refusal) throw badRequest(refusal.message, `bet.${refusal.field}`);
      return checked;
    },
    stake(_title, bet) {
      const { amount, field, place, hardways } = bet as {
        amount: bigint;
        field: bigint;
        place: Record<string, bigint>;
        hardways: Record<string, bigint>;
      };
      return [...Object.values(place), ...Object.values(hardways)].reduce((sum, value) => sum + value, amount + field);
    },
    decisions: {
      check: (title, state, action) =>
        checkCrapsAction(title.config, state as CrapsState, action as Parameters<typeof checkCrapsAction>[2]) ??
        checkRoundingAction(title, state, action),
      // The dice roll on until every bet on the table is decided.
      closing: () => ({ kind: 'roll' }),
    },
  },
  inCurrency: limitsInCurrency,
  view: crapsView,
  roundView: (row, major) => ({ family: 'craps', bet: crapsBets(row.bet as Stored, major), steps: crapsSteps(row, major) }),
};
