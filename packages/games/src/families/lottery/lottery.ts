import type { FloatSource } from '../../fairness/float-source';
import type { GameFamily } from '../../family';
import { checkStake, toTenThousandths, winAt, type StakeLimits } from '../../shared/stakes';

/**
 * Number draws: keno, lotto and an instant bingo ticket. The ticket is a set of numbers from 1 to
 * `numbers` (the player's picks, or for bingo a 5×5 card dealt from the floats); `drawn` numbers are
 * then drawn without replacement and the ticket pays by how many of its numbers were drawn. Each draw
 * is a partial Fisher–Yates: one float per number, picking among the numbers not yet drawn, so the
 * numbers come out in the order the floats fix.
 */
export type LotteryGame = 'keno' | 'lotto' | 'bingo';

/**
 * `pays[picks][hits]`: what a ticket of that many numbers pays per unit staked when `hits` of them are
 * drawn (decimals, exact to ten-thousandths). The pick counts a player may choose are its keys; bingo's
 * one key is the card's 24 numbers.
 */
export type LotteryConfig = {
  game: LotteryGame;
  numbers: number;
  drawn: number;
  pays: Readonly<Record<number, readonly number[]>>;
  limits: StakeLimits;
};

/** picks: the player's numbers for keno and lotto; bingo deals its card, so none. */
export type LotteryBet = { amount: bigint; picks: number[] };

/**
 * `ticket`: the numbers played: the picks in the order chosen, or the bingo card column by column
 * (B, I, N, G, O; N has four, the free centre being no number). `drawn` in draw order; `hits` the
 * ticket's numbers drawn, in draw order; `multiplier` what the ticket paid per unit staked.
 */
export type LotteryStep = { ticket: number[]; drawn: number[]; hits: number[]; multiplier: number };

/** A bingo card: five columns of 15 numbers each (1–15, 16–30, …), five from each but four from N. */
export const BINGO_COLUMNS = 5;
export const BINGO_COLUMN_SPAN = 15;
export const BINGO_CARD_SIZE = 24;
const bingoColumnSize = (column: number) => (column === 2 ? 4 : 5);

export const pickCounts = (config: LotteryConfig) =>
  Object.keys(config.pays)
    .map(Number)
    .sort((a, b) => a - b);

/** Why these picks cannot be played (a sentence for the player), or null. */
export function checkLotteryPicks(config: LotteryConfig, picks: unknown): string | null {
  if (config.game === 'bingo') return Array.isArray(picks) && picks.length === 0 ? null : 'This game deals your card: send no numbers.';
  const counts = pickCounts(config);
  const [fewest, most] = [counts[0]!, counts.at(-1)!];
  const howMany = fewest === most ? `exactly ${fewest} numbers` : `from ${fewest} to ${most} numbers`;
  if (!Array.isArray(picks) || picks.some((pick) => !Number.isInteger(pick)))
    return `Pick ${howMany}, each a whole number from 1 to ${config.numbers}.`;
  const outside = (picks as number[]).find((pick) => pick < 1 || pick > config.numbers);
  if (outside !== undefined) return `Pick numbers from 1 to ${config.numbers}; ${outside} is not on the board.`;
  const twice = picks.find((pick, i) => picks.indexOf(pick) !== i);
  if (twice !== undefined) return `Pick each number once; ${twice} is picked twice.`;
  if (!counts.includes(picks.length)) return `Pick ${howMany}; you picked ${picks.length}.`;
  return null;
}

/** `count` numbers from `from`, …, `from + span - 1`, in the order the floats draw them. */
function draw(floats: FloatSource, from: number, span: number, count: number): number[] {
  const pool = Array.from({ length: span }, (_, i) => from + i);
  for (let place = 0; place < count; place += 1) {
    const pick = place + floats.nextInt(span - place);
    [pool[place], pool[pick]] = [pool[pick]!, pool[place]!];
  }
  return pool.slice(0, count);
}

function bingoCard(floats: FloatSource): number[] {
  return Array.from({ length: BINGO_COLUMNS }, (_, column) =>
    draw(floats, 1 + column * BINGO_COLUMN_SPAN, BINGO_COLUMN_SPAN, bingoColumnSize(column)),
  ).flat();
}

export const lotteryFamily: GameFamily<LotteryConfig, LotteryBet, LotteryStep> = {
  id: 'lottery',

  checkBet: (config, bet) => checkStake(config.limits, bet.amount) ?? checkLotteryPicks(config, bet.picks),

  /** The draw, after the bingo card's 24. */
  maxFloats: (config) => config.drawn + (config.game === 'bingo' ? BINGO_CARD_SIZE : 0),

  open(config, bet, floats) {
    const ticket = config.game === 'bingo' ? bingoCard(floats) : [...bet.picks];
    const drawn = draw(floats, 1, config.numbers, config.drawn);
    const hits = drawn.filter((number) => ticket.includes(number));
    const multiplier = config.pays[ticket.length]![hits.length]!;
    return {
      stake: bet.amount,
      win: winAt(bet.amount, toTenThousandths(multiplier)),
      steps: [{ ticket, drawn, hits, multiplier }],
      isFinished: true,
    };
  },
};
