import { cardOf, rankOf } from '../../shared/cards';

/** A card's blackjack value: 2–9 at face, tens and pictures 10, an ace 1 (hand totals count one ace as 11 when they can). */
export function cardValue(card: number): number {
  const rank = rankOf(card);
  return rank <= 8 ? rank + 2 : rank < 12 ? 10 : 1;
}

export const valueOfCode = (code: string) => cardValue(cardOf(code)!);

/** A hand's best total and whether an ace counts 11 in it (a soft total, shown as 7/17). */
export function handTotal(codes: readonly string[]): { total: number; isSoft: boolean } {
  let hard = 0;
  let hasAce = false;
  for (const code of codes) {
    const value = valueOfCode(code);
    hard += value;
    if (value === 1) hasAce = true;
  }
  const isSoft = hasAce && hard + 10 <= 21;
  return { total: isSoft ? hard + 10 : hard, isSoft };
}

/** An ace and a ten-valued card as a hand's first two cards. */
export const isNatural = (codes: readonly string[]) => codes.length === 2 && handTotal(codes).total === 21;
