import type { TPlayGameView, TPlayRound, TVideoPokerHand } from '@casino/contracts';

type VideoPokerRound = Extract<TPlayRound, { family: 'videoPoker' }>;
type VideoPokerView = Extract<TPlayGameView, { family: 'videoPoker' }>;
/**
 * Where a hand stands, from its round: the five cards on the table (the deal while it is open, the final
 * hand once drawn), the hint while open, and once drawn the hold, the hand made and its multiple.
 */
export function handOf(round: VideoPokerRound | null) {
  let cards: string[] = [];
  let hint: boolean[] | null = null;
  let draw: { hold: boolean[]; hand: TVideoPokerHand | null; multiplier: number } | null = null;
  for (const step of round?.steps ?? []) {
    if (step.kind === 'deal') {
      cards = step.cards;
      hint = step.hint ?? null;
    }
    if (step.kind === 'draw') {
      cards = step.cards;
      draw = { hold: step.hold, hand: step.hand, multiplier: step.multiplier };
    }
  }
  return { cards, hint: round?.status === 'open' ? hint : null, draw, isOpen: round?.status === 'open' };
}

/** A row of the pay table as shown: the hands it covers, its text and what it pays. */
export type PayRow = { hands: TVideoPokerHand[]; label: { key: string; values?: Record<string, string> }; pays: number };

/** Four of a kind by rank range, lowest first, each with the ranks that bound it. */
const FOURS: { hand: TVideoPokerHand; low: string; high: string }[] = [
  { hand: 'fourTwosToFours', low: '2', high: '4' },
  { hand: 'fourFivesToTens', low: '5', high: '10' },
  { hand: 'fourJacksToKings', low: 'J', high: 'K' },
  { hand: 'fourAces', low: 'A', high: 'A' },
];

/**
 * The pay table as a player reads it: best pay first, and the four-of-a-kind ranges that pay the same
 * and follow each other merged into one row (Jacks or Better's four ranges are one "Four of a Kind").
 */
export function payRows(view: VideoPokerView): PayRow[] {
  const payOf = new Map(view.payTable.map((row) => [row.hand, row.pays]));
  const rows: PayRow[] = view.payTable
    .filter((row) => !FOURS.some((four) => four.hand === row.hand))
    .map((row) => ({ hands: [row.hand], label: { key: `hands.${row.hand}` }, pays: row.pays }));
  const fours = FOURS.filter((four) => payOf.has(four.hand));
  let run: typeof fours = [];
  const close = () => {
    if (run.length === 0) return;
    const hands = run.map((four) => four.hand);
    const label =
      run.length === FOURS.length
        ? { key: 'hands.fourOfAKind' }
        : run.length === 1
          ? { key: `hands.${hands[0]}` }
          : { key: 'fourRange', values: { low: run[0]!.low, high: run.at(-1)!.high } };
    rows.push({ hands, label, pays: payOf.get(hands[0]!)! });
    run = [];
  };
  for (const four of fours) {
    const previous = run.at(-1);
    if (previous && (payOf.get(previous.hand) !== payOf.get(four.hand) || FOURS.indexOf(four) !== FOURS.indexOf(previous) + 1)) close();
    run.push(four);
  }
  close();
  // Stable: hands of equal pay keep the table's order (Deuces Wild's four of a kind above its full house).
  const order = (row: PayRow) => view.payTable.findIndex((entry) => row.hands.includes(entry.hand));
  return rows.sort((a, b) => b.pays - a.pays || order(a) - order(b));
}
