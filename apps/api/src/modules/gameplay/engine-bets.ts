import type { TCurrencyCode, TPlayAction, TPlayBet } from '@casino/contracts';
import type { Title } from '@casino/games';
import { badRequest } from '../../lib/errors';
import { toMinorUnits } from '../../lib/money';
import { familyEntry } from './families/registry';
import { enginePlayOf } from './title-play';

// The player's bets and decisions as the engines take them: amounts in minor units of the session's
// currency, each refusal a 400 naming the field it refuses. Each family reads its own bet (families/).

/** The player's bet as the engine takes it: amounts in minor units; a malformed amount is a 400 naming it. */
export function engineBet(title: Title, bet: TPlayBet, currency: TCurrencyCode): unknown {
  if (bet.family !== title.family) throw badRequest(`This game takes ${title.family} bets.`, 'bet.family');
  const minor = (amount: string, field: string) => toMinorUnits(amount, currency, field);
  // "0" is no side bet; any other amount must be one of the currency.
  const minorOrZero = (amount: string, field: string) => (/^0+(\.0+)?$/.test(amount) ? 0n : minor(amount, field));
  return familyEntry(title.family).play?.bet(title, bet, { currency, minor, minorOrZero });
}

/** What a bet stakes in all, before any float is drawn (the demo takes it from its credits first). */
export function stakeOf(title: Title, bet: unknown): bigint {
  return enginePlayOf(title).stake(title, bet);
}

/** The decision as the engine takes it: an amount (craps odds, come, don't come) in minor units; a malformed one is a 400 naming it. */
export function engineAction(action: TPlayAction, currency: TCurrencyCode): unknown {
  if (action.kind === 'odds' || action.kind === 'come')
    return { ...action, amount: toMinorUnits(action.amount, currency, 'action.amount') };
  return action;
}
