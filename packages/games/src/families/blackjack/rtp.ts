import { MAX_HANDS } from './blackjack';

/**
 * The return of basic strategy, computed exactly for an infinite shoe: every card value is drawn with its
 * fixed probability (2–9 and ace 1/13 each, ten-valued 4/13), whatever was dealt before. The house's rules
 * (blackjack.ts) are played as they are: S17, the peek (the dealer's hole card is conditioned on no
 * blackjack once the player plays on), double on any two cards and after a split, split to four hands, split
 * aces one card each, blackjack 3:2, no surrender, no insurance (it returns 12/13 of its stake on an infinite
 * shoe). Every value is a finite recursion over the card probabilities, so the figure is a closed form in
 * doubles, correct to about 1e-15. Basic strategy is the decision with the highest expected value for the
 * hand's total (hard or soft) against the dealer's up card; a pair, once split, is split again whenever it
 * comes back. A six-deck shoe removes the cards already seen and returns slightly more (the published
 * figure for these rules is about 99.54–99.60 %); the bench plays this strategy on the real six-deck engine.
 */

/** Card values 1 (ace) to 10. */
const VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const cardProbability = (value: number) => (value === 10 ? 4 / 13 : 1 / 13);

const totalOf = (hard: number, hasAce: boolean) => (hasAce && hard + 10 <= 21 ? hard + 10 : hard);

/** The dealer's final totals (17–21, 22 for bust) for an up card, the hole card drawn without a blackjack. */
export function dealerOutcomes(up: number): number[] {
  const final = Array<number>(23).fill(0);
  const play = (hard: number, hasAce: boolean, probability: number) => {
    const total = totalOf(hard, hasAce);
    if (hard > 21) final[22]! += probability;
    else if (total >= 17) final[total]! += probability;
    else for (const card of VALUES) play(hard + card, hasAce || card === 1, probability * cardProbability(card));
  };
  const isNaturalHole = (hole: number) => (up === 1 && hole === 10) || (up === 10 && hole === 1);
  const withoutNatural = 1 - VALUES.filter(isNaturalHole).reduce((sum, hole) => sum + cardProbability(hole), 0);
  for (const hole of VALUES) {
    if (!isNaturalHole(hole)) play(up + hole, up === 1 || hole === 1, cardProbability(hole) / withoutNatural);
  }
  return final;
}

/** A player's hand as the strategy sees it: the hard total (aces 1) and whether it holds an ace. */
export type HandKey = { hard: number; hasAce: boolean };

export type Decision = 'hit' | 'stand' | 'double' | 'split';

/** The expected values of each decision against one up card, per unit of the hand's stake. */
export function strategyFor(up: number) {
  const dealer = dealerOutcomes(up);
  const memo = new Map<number, number>();
  const key = (hard: number, hasAce: boolean) => hard * 2 + (hasAce ? 1 : 0);

  const stand = (hard: number, hasAce: boolean) => {
    const total = totalOf(hard, hasAce);
    if (total > 21) return -1;
    let value = dealer[22]!;
    for (let final = 17; final <= 21; final += 1) value += total > final ? dealer[final]! : total < final ? -dealer[final]! : 0;
    return value;
  };
  /** After a card: bust, 21 (the hand stands by itself), or the better of standing and hitting on. */
  const afterCard = (hard: number, hasAce: boolean): number => {
    if (hard > 21) return -1;
    if (totalOf(hard, hasAce) === 21) return stand(hard, hasAce);
    return Math.max(stand(hard, hasAce), hit(hard, hasAce));
  };
  const hit = (hard: number, hasAce: boolean): number => {
    const cached = memo.get(key(hard, hasAce));
    if (cached !== undefined) return cached;
    let value = 0;
    for (const card of VALUES) value += cardProbability(card) * afterCard(hard + card, hasAce || card === 1);
    memo.set(key(hard, hasAce), value);
    return value;
  };
  const double = (hard: number, hasAce: boolean) => {
    let value = 0;
    for (const card of VALUES) {
      const next = hard + card;
      value += cardProbability(card) * (next > 21 ? -2 : 2 * stand(next, hasAce || card === 1));
    }
    return value;
  };
  /** Two cards that may double (the opening hand, or a split hand's first two). */
  const twoCards = (hard: number, hasAce: boolean) =>
    totalOf(hard, hasAce) === 21 ? stand(hard, hasAce) : Math.max(stand(hard, hasAce), hit(hard, hasAce), double(hard, hasAce));

  /**
   * Splitting a pair of `value`: the sum of the hands' values. Each pending hand draws its second card; a
   * card of the same value splits it again while there are fewer than four hands (never for aces, which
   * take their one card and stand).
   */
  const split = (value: number) => {
    const isAces = value === 1;
    const same = cardProbability(value);
    let other = 0;
    for (const card of VALUES) {
      if (card === value && !isAces) continue;
      other += cardProbability(card) * (isAces ? stand(1 + card, true) : twoCards(value + card, value === 1 || card === 1));
    }
    if (isAces) return 2 * other;
    const blocked = same * twoCards(2 * value, false);
    const pending = (hands: number, waiting: number): number =>
      waiting === 0
        ? 0
        : other +
          (hands < MAX_HANDS
            ? same * pending(hands + 1, waiting + 1) + (1 - same) * pending(hands, waiting - 1)
            : blocked + pending(hands, waiting - 1));
    return pending(2, 2);
  };

  return { stand, hit, double, twoCards, split };
}

export type Strategy = ReturnType<typeof strategyFor>;

/** The basic strategy decision for a hand against an up card. */
export function decide(strategy: Strategy, hand: HandKey, options: { canDouble: boolean; canSplitValue: number | null }): Decision {
  const choices: [Decision, number][] = [
    ['stand', strategy.stand(hand.hard, hand.hasAce)],
    ['hit', strategy.hit(hand.hard, hand.hasAce)],
  ];
  if (options.canDouble) choices.push(['double', strategy.double(hand.hard, hand.hasAce)]);
  if (options.canSplitValue !== null) choices.push(['split', strategy.split(options.canSplitValue)]);
  return choices.reduce((best, choice) => (choice[1] > best[1] ? choice : best))[0];
}

export type BlackjackMath = {
  /** Expected return per unit of the opening bet under basic strategy (0.995 is 99.5 %). */
  rtp: number;
  /** The infinite shoe's insurance return per unit insured: 3 × 4/13. */
  insuranceRtp: number;
};

/** The exact basic strategy return on an infinite shoe: every up card, every two opening cards. */
export function blackjackMath(): BlackjackMath {
  let ev = 0;
  for (const up of VALUES) {
    const strategy = strategyFor(up);
    const dealerNatural = up === 1 ? cardProbability(10) : up === 10 ? cardProbability(1) : 0;
    for (const first of VALUES) {
      for (const second of VALUES) {
        const probability = cardProbability(up) * cardProbability(first) * cardProbability(second);
        const hasAce = first === 1 || second === 1;
        const isNatural = hasAce && first + second === 11;
        let value: number;
        if (isNatural) value = (1 - dealerNatural) * 1.5;
        else {
          const play = strategy.twoCards(first + second, hasAce);
          const best = first === second ? Math.max(play, strategy.split(first)) : play;
          value = -dealerNatural + (1 - dealerNatural) * best;
        }
        ev += probability * value;
      }
    }
  }
  return { rtp: 1 + ev, insuranceRtp: 3 * cardProbability(10) };
}
