import { cardDuelSpots, type CardDuelBet, type CardDuelConfig, type CardDuelSpot } from '../families/card-duel/card-duel';
import { outcomeCounts } from '../families/card-duel/rtp';
import {
  oddsPay,
  POINTS,
  tableFromSteps,
  type CrapsAction,
  type CrapsBet,
  type CrapsConfig,
  type CrapsLine,
  type CrapsPoint,
  type CrapsState,
} from '../families/craps/craps';
import { MIN_CASH_OUT, type CrashBet } from '../families/crash/crash';
import { reachChance } from '../families/crash/rtp';
import { allowedDiceTargets } from '../families/dice/rtp';
import { dicePayouts, type DiceBet } from '../families/dice/dice';
import { BINGO_CARD_SIZE, pickCounts, type LotteryBet } from '../families/lottery/lottery';
import { lotteryPayouts } from '../families/lottery/rtp';
import { MAX_MINES, minesCashOuts, type MinesBet } from '../families/mines/mines';
import { PLINKO_RISKS, plinkoPayouts, type PlinkoBet } from '../families/plinko/plinko';
import { isPaidInFull, ROUNDING_FREE_STAKE, roundingRefusal, type Payout } from '../shared/rounding';
import { MULTIPLIER_SCALE, toTenThousandths } from '../shared/stakes';
import { everySelectionPayouts, pricedSelection, selectionPayouts, type VirtualField } from '../families/virtual-sports/rounding';
import type { Title } from './index';

// Where a title's pays are not whole multiples of the stake, which bets rounding would cost more than
// the bound (families/rounding.ts). Roulette, scratch, video poker, fishing, three card poker, hold'em and
// slots pay whole multiples (slot pays are whole coins, scatters whole stakes), so nothing is rounded.

/**
 * A virtual sports bet as the rounding check needs it: the selection and stake, and the field of the event it
 * is on (its prices and chances come from the field).
 */
export type VirtualSportsRoundingBet = { amount: bigint; market: string; pick: string; event: VirtualField };

const ratioChance = ({ num, den }: { num: bigint; den: bigint }) => Number(num) / Number(den);

function cardDuelPayouts(config: CardDuelConfig, spot: CardDuelSpot): Payout[] {
  const { counts, total } = outcomeCounts(config);
  return (['player', 'banker', 'tie'] as const).map((outcome) => ({
    chance: Number(counts[outcome]) / Number(total),
    num: toTenThousandths(config.pays[spot]![outcome]),
    den: MULTIPLIER_SCALE,
  }));
}

const cashOuts = new Map<number, Payout[][]>();

/** Every cash-out a crash bet can take, by hand or automatically: each target up to the cap (computed once per cap). */
function crashCashOuts(maxMultiplier: number): Payout[][] {
  let targets = cashOuts.get(maxMultiplier);
  if (targets === undefined) {
    targets = [];
    for (let target = MIN_CASH_OUT; target <= maxMultiplier; target += 1)
      targets.push([{ chance: ratioChance(reachChance(target)), num: target, den: 100 }]);
    cashOuts.set(maxMultiplier, targets);
  }
  return targets;
}

/** Ways of rolling each point (of 36), against the seven's six. */
const POINT_WAYS: Record<CrapsPoint, number> = { 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3 };
const winsBeforeSeven = (point: CrapsPoint) => POINT_WAYS[point] / (POINT_WAYS[point] + 6);

/** A place bet wins when its number rolls before a seven, paid at the table's place pay (7 to 6 on 6 and 8). */
const placePayouts = (config: CrapsConfig, point: CrapsPoint): Payout[] => {
  const [num, den] = config.place[point];
  return [{ chance: winsBeforeSeven(point), num, den }];
};

/** Odds behind the line win with the line, at true odds (3 to 2, 6 to 5; laid odds the inverse). */
const oddsPayouts = (line: CrapsLine, point: CrapsPoint): Payout[] => {
  const [num, den] = oddsPay(line, point);
  return [{ chance: line === 'pass' ? winsBeforeSeven(point) : 1 - winsBeforeSeven(point), num, den }];
};

/** A natural pays 3 to 2 with its stake, 5/2 of it; its chance on an infinite shoe is 2 · 4/13 · 1/13 (the dealer's natural only lowers it). */
const BLACKJACK_NATURAL: Payout[] = [{ chance: 8 / 169, num: 5, den: 2 }];

/** Every bet of the title whose pays can be rounded, each as the ways it can be played to its end (its payouts each). */
export function* roundingBets(title: Title): Generator<Payout[][]> {
  switch (title.family) {
    case 'dice':
      for (const target of allowedDiceTargets()) yield [dicePayouts(title.config, target)];
      return;
    case 'mines':
      for (let mines = 1; mines <= MAX_MINES; mines += 1) yield [...minesCashOuts(title.config, mines)];
      return;
    case 'plinko':
      for (const rows of Object.keys(title.config.tables).map(Number))
        for (const risk of PLINKO_RISKS) yield [plinkoPayouts(title.config, rows, risk)];
      return;
    case 'lottery':
      for (const picks of pickCounts(title.config)) yield [lotteryPayouts(title.config, picks)];
      return;
    case 'cardDuel':
      for (const spot of cardDuelSpots(title.config)) yield [cardDuelPayouts(title.config, spot)];
      return;
    case 'crash':
      yield crashCashOuts(title.config.maxMultiplier);
      return;
    case 'blackjack':
      yield [BLACKJACK_NATURAL];
      return;
    case 'craps':
      for (const point of POINTS) yield [placePayouts(title.config, point)];
      for (const line of ['pass', 'dontPass'] as const) for (const point of POINTS) yield [oddsPayouts(line, point)];
      return;
    case 'virtualSports':
      // Every selection of every field the title can draw, priced as its book prices it.
      for (const payouts of everySelectionPayouts(title.config)) yield [payouts];
      return;
    default:
      return;
  }
}

/** Every way of playing the title whose pays can be rounded, each as its payouts (what the benchmark prints). */
export function* roundingChoices(title: Title): Generator<readonly Payout[]> {
  for (const ways of roundingBets(title)) yield* ways;
}

/**
 * The smallest stake from `min` on at which some bet of the title is paid in full: the minimum a currency
 * states (crash's €0.10 would take no bet at all; in euros its minimum is 1.00, in dollars 2.00 rather than 1.08).
 */
export function paidMinimum(title: Title, min: bigint): bigint {
  // Lazily, bet by bet: a launch asks this, and the first bet usually answers (dice's smallest chance).
  const isTaken = (stake: bigint) => {
    let any = false;
    for (const ways of roundingBets(title)) {
      if (isPaidInFull(() => ways, stake)) return true;
      any = true;
    }
    return !any;
  };
  for (let stake = min; stake < ROUNDING_FREE_STAKE; stake += 1n) if (isTaken(stake)) return stake;
  return min > ROUNDING_FREE_STAKE ? min : ROUNDING_FREE_STAKE;
}

/**
 * The smallest stake from `min` on at which rounding takes this bet (`betAt` builds it at a stake, minor units):
 * where a game's screen opens, so that its default choice is never refused at the opening stake.
 */
export function openingStake(title: Title, betAt: (stake: bigint) => unknown, min: bigint): bigint {
  for (let stake = min; stake < ROUNDING_FREE_STAKE; stake += 1n) if (checkRounding(title, betAt(stake)) === null) return stake;
  return min > ROUNDING_FREE_STAKE ? min : ROUNDING_FREE_STAKE;
}

/**
 * Why rounding refuses this bet (a sentence for the player), or null. Call it after the family's own check
 * (the bet is well formed); amounts are minor units of the round's currency.
 */
export function checkRounding(title: Title, bet: unknown): string | null {
  const paid = (stake: bigint, choices: () => Iterable<readonly Payout[]>) => isPaidInFull(choices, stake);
  switch (title.family) {
    case 'dice': {
      const dice = bet as DiceBet;
      return paid(dice.amount, () => [dicePayouts(title.config, dice)])
        ? null
        : `${roundingRefusal('a win on this target')} Or choose a lower chance.`;
    }
    case 'mines': {
      const mines = bet as MinesBet;
      return paid(mines.amount, () => minesCashOuts(title.config, mines.mines)) ? null : roundingRefusal('a cash-out with this many mines');
    }
    case 'plinko': {
      const plinko = bet as PlinkoBet;
      return paid(plinko.amount, () => [plinkoPayouts(title.config, plinko.rows, plinko.risk)])
        ? null
        : roundingRefusal('a drop on this board');
    }
    case 'lottery': {
      const ticket = bet as LotteryBet;
      const picks = title.config.game === 'bingo' ? BINGO_CARD_SIZE : ticket.picks.length;
      return paid(ticket.amount, () => [lotteryPayouts(title.config, picks)]) ? null : roundingRefusal('a ticket with this many numbers');
    }
    case 'cardDuel': {
      const refused = (bet as CardDuelBet).spots.find(({ spot, amount }) => !paid(amount, () => [cardDuelPayouts(title.config, spot)]));
      return refused ? roundingRefusal(`a win on ${refused.spot}`) : null;
    }
    case 'crash':
      return paid((bet as CrashBet).amount, () => crashCashOuts(title.config.maxMultiplier))
        ? null
        : `${roundingRefusal('a win')} Small stakes go in whole hundreds of the currency's smallest unit (1.00, 2.00 … in euros).`;
    case 'craps': {
      const place = Object.entries((bet as CrapsBet).place ?? {}) as [`${CrapsPoint}`, bigint][];
      const refused = place.find(([point, amount]) => !paid(amount, () => [placePayouts(title.config, Number(point) as CrapsPoint)]));
      return refused
        ? `${roundingRefusal(`a place ${refused[0]} win`)} Place 6 and 8 pay to the cent on multiples of 6 of the smallest unit, 4, 5, 9 and 10 on multiples of 5.`
        : null;
    }
    case 'virtualSports': {
      const { amount, market, pick, event } = bet as VirtualSportsRoundingBet;
      // A selection the event does not offer is the family check's to refuse.
      const selection = pricedSelection(title.config, event, market, pick);
      if (!selection || paid(amount, () => [selectionPayouts(selection)])) return null;
      return market === 'eachWay'
        ? `${roundingRefusal('an each-way return at these prices')} Each-way pays to the cent at every price on multiples of 200 of the smallest unit (2.00, 4.00 … in euros).`
        : `${roundingRefusal('a win at this price')} Every price pays to the cent on multiples of 100 of the smallest unit (1.00, 2.00 … in euros).`;
    }
    default:
      // Blackjack's smallest stake (1.00) is far above where a natural's half unit matters.
      return null;
  }
}

/** Why rounding refuses this decision inside an open round (craps odds behind the line), or null. */
export function checkRoundingAction(title: Title, state: unknown, action: unknown): string | null {
  if (title.family !== 'craps' || (action as CrapsAction).kind !== 'odds') return null;
  const table = tableFromSteps((state as CrapsState).steps);
  const { amount } = action as Extract<CrapsAction, { kind: 'odds' }>;
  if (table.point === null || isPaidInFull(() => [oddsPayouts(table.line, table.point!)], amount)) return null;
  return roundingRefusal('an odds win');
}
