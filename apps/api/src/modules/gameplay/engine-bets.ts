import type { TCurrencyCode, TPlayAction, TPlayBet } from '@casino/contracts';
import {
  checkHoldemBet,
  checkCrapsBet,
  checkBlackjackBet,
  checkCardDuelBet,
  checkFishingBet,
  checkLotteryPicks,
  checkThreeCardBet,
  slotStake,
  type Title,
} from '@casino/games';
import { badRequest } from '../../lib/errors';
import { toMajorUnits, toMinorUnits } from '../../lib/money';

// The player's bets and decisions as the engines take them: amounts in minor units of the session's
// currency, each refusal a 400 naming the field it refuses.

/** The player's bet as the engine takes it: amounts in minor units; a malformed amount is a 400 naming it. */
export function engineBet(title: Title, bet: TPlayBet, currency: TCurrencyCode): unknown {
  if (bet.family !== title.family) throw badRequest(`This game takes ${title.family} bets.`, 'bet.family');
  const minor = (amount: string, field: string) => toMinorUnits(amount, currency, field);
  // "0" is no pair plus bet; any other amount must be one of the currency.
  const minorOrZeroAt = (amount: string, field: string) => (/^0+(\.0+)?$/.test(amount) ? 0n : minor(amount, field));
  const minorOrZero = (amount: string) => minorOrZeroAt(amount, 'bet.pairPlus');
  switch (bet.family) {
    case 'slots': {
      // Checked here, so the sentence names the coin values in the session's currency, not in minor units.
      const coinValue = minor(bet.coinValue, 'bet.coinValue');
      const offered = (title as Extract<Title, { family: 'slots' }>).config.coinValues;
      if (!offered.includes(coinValue)) {
        const values = offered.map((value) => toMajorUnits(value, currency)).join(', ');
        throw badRequest(`Choose one of this game's coin values: ${values}.`, 'bet.coinValue');
      }
      return { coinValue };
    }
    case 'roulette':
      return { spots: bet.spots.map((spot, i) => ({ ...spot, amount: minor(spot.amount, `bet.spots.${i}.amount`) })) };
    case 'dice':
      return { amount: minor(bet.amount, 'bet.amount'), direction: bet.direction, target: bet.target };
    case 'mines':
      return { amount: minor(bet.amount, 'bet.amount'), mines: bet.mines };
    case 'plinko':
      return { amount: minor(bet.amount, 'bet.amount'), rows: bet.rows, risk: bet.risk };
    case 'scratch':
    case 'videoPoker':
      return { amount: minor(bet.amount, 'bet.amount') };
    case 'blackjack': {
      // Checked here, so the 400 names the amount.
      const checked = { amount: minor(bet.amount, 'bet.amount') };
      const refusal = checkBlackjackBet((title as Extract<Title, { family: 'blackjack' }>).config, checked);
      if (refusal) throw badRequest(refusal, 'bet.amount');
      return checked;
    }
    case 'lottery': {
      // Checked here, so the 400 names the picks rather than the whole bet.
      const refusal = checkLotteryPicks((title as Extract<Title, { family: 'lottery' }>).config, bet.picks);
      if (refusal) throw badRequest(refusal, 'bet.picks');
      return { amount: minor(bet.amount, 'bet.amount'), picks: [...bet.picks] };
    }
    case 'threeCardPoker': {
      // Checked here, so the 400 names the bet refused, the ante or the pair plus.
      const checked = { ante: minor(bet.ante, 'bet.ante'), pairPlus: bet.pairPlus === undefined ? 0n : minorOrZero(bet.pairPlus) };
      const refusal = checkThreeCardBet((title as Extract<Title, { family: 'threeCardPoker' }>).config, checked);
      if (refusal) throw badRequest(refusal.message, `bet.${refusal.field}`);
      return checked;
    }
    case 'casinoHoldem': {
      // Checked here, so the 400 names the bet refused, the ante or the AA bonus.
      const checked = {
        ante: minor(bet.ante, 'bet.ante'),
        aaBonus: bet.aaBonus === undefined ? 0n : minorOrZeroAt(bet.aaBonus, 'bet.aaBonus'),
      };
      const refusal = checkHoldemBet((title as Extract<Title, { family: 'casinoHoldem' }>).config, checked);
      if (refusal) throw badRequest(refusal.message, `bet.${refusal.field}`);
      return checked;
    }
    case 'craps': {
      // Checked here, so the 400 names the bet refused (bet.amount, bet.field, bet.place.6, bet.hardways.8).
      const amounts = (record: Partial<Record<string, string>> | undefined, field: string) =>
        Object.fromEntries(Object.entries(record ?? {}).map(([key, amount]) => [key, minorOrZeroAt(amount!, `bet.${field}.${key}`)]));
      const checked = {
        line: bet.line,
        amount: minor(bet.amount, 'bet.amount'),
        field: bet.field === undefined ? 0n : minorOrZeroAt(bet.field, 'bet.field'),
        place: amounts(bet.place, 'place'),
        hardways: amounts(bet.hardways, 'hardways'),
      };
      const refusal = checkCrapsBet((title as Extract<Title, { family: 'craps' }>).config, checked);
      if (refusal) throw badRequest(refusal.message, `bet.${refusal.field}`);
      return checked;
    }
    case 'cardDuel': {
      // Checked here, in the session's currency, so the 400 names the spots rather than the whole bet.
      const spots = bet.spots.map(({ spot, amount }, i) => ({ spot, amount: minor(amount, `bet.spots.${i}.amount`) }));
      const refusal = checkCardDuelBet((title as Extract<Title, { family: 'cardDuel' }>).config, { spots });
      if (refusal) throw badRequest(refusal, 'bet.spots');
      return { spots };
    }
    case 'fishing': {
      // Checked here, so the 400 names the target or the stake rather than the whole bet.
      const config = (title as Extract<Title, { family: 'fishing' }>).config;
      const shot = { amount: minor(bet.amount, 'bet.amount'), target: bet.target };
      const refusal = checkFishingBet(config, shot);
      const isTarget = !config.targets.some((target) => target.id === shot.target);
      if (refusal) throw badRequest(refusal, isTarget ? 'bet.target' : 'bet.amount');
      return shot;
    }
  }
}

/** What a bet stakes in all, before any float is drawn (the demo takes it from its credits first). */
export function stakeOf(title: Title, bet: unknown): bigint {
  switch (title.family) {
    case 'slots':
      return slotStake(title.config, bet as { coinValue: bigint });
    case 'roulette':
    case 'cardDuel':
      return (bet as { spots: { amount: bigint }[] }).spots.reduce((sum, spot) => sum + spot.amount, 0n);
    case 'threeCardPoker': {
      const { ante, pairPlus } = bet as { ante: bigint; pairPlus: bigint };
      return ante + pairPlus;
    }
    case 'casinoHoldem': {
      const { ante, aaBonus } = bet as { ante: bigint; aaBonus: bigint };
      return ante + aaBonus;
    }
    case 'craps': {
      const { amount, field, place, hardways } = bet as {
        amount: bigint;
        field: bigint;
        place: Record<string, bigint>;
        hardways: Record<string, bigint>;
      };
      return [...Object.values(place), ...Object.values(hardways)].reduce((sum, value) => sum + value, amount + field);
    }
    default:
      return (bet as { amount: bigint }).amount;
  }
}

/** The decision as the engine takes it: an amount (craps odds, come, don't come) in minor units; a malformed one is a 400 naming it. */
export function engineAction(action: TPlayAction, currency: TCurrencyCode): unknown {
  if (action.kind === 'odds' || action.kind === 'come')
    return { ...action, amount: toMinorUnits(action.amount, currency, 'action.amount') };
  return action;
}
