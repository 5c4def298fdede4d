import type { GameFamily, RoundState } from '../../family';
import { cardCode, cardOf, DECK_SIZE, rankOf } from '../../shared/cards';
import { bestHandValue, handOfValue, pairOrBetter, type PokerHand } from '../../shared/poker-hands';
import { checkStake, type StakeLimits } from '../../shared/stakes';

/**
 * Casino Hold'em from one 52-card deck: an ante (and, if the player wants, the AA bonus) opens the round,
 * which deals the player two cards and the flop. The player calls (a call bet of two antes) or folds
 * (losing the ante); the turn, the river and the dealer's two cards follow. The floats shuffle the deck's
 * first nine places when the round opens (a partial Fisher–Yates, one float each): the player's cards, the
 * flop, turn, river, then the dealer's, so the decision never changes a card.
 */
export const HOLDEM_FLOATS = 9;

/** Hands the AA bonus pays: two pair and better, or a pair of aces. */
export const AA_BONUS_HANDS = [
  'royalFlush',
  'straightFlush',
  'fourOfAKind',
  'fullHouse',
  'flush',
  'straight',
  'threeOfAKind',
  'twoPair',
  'pairOfAces',
] as const;
export type AaBonusHand = (typeof AA_BONUS_HANDS)[number];

/** Pays per unit staked, the stake itself not counted (1 is even money). */
export type HoldemConfig = {
  limits: StakeLimits;
  /** The ante's pay when the ante wins; hands not listed (a straight or less) pay 1. */
  ante: Partial<Record<PokerHand, number>>;
  aaBonus: Record<AaBonusHand, number>;
};

/** `aaBonus` 0 is no AA bonus bet. */
export type HoldemBet = { ante: bigint; aaBonus: bigint };
export type HoldemAction = { kind: 'call' } | { kind: 'fold' };

/** What each bet paid back, stakes included (0 for a bet lost or not made). */
export type HoldemPays = { ante: bigint; call: bigint; aaBonus: bigint };

/**
 * The 'cards' step comes first and holds all nine cards, so the stored state is all `act` needs; a player
 * may see it only once the round is finished (`holdemView`). 'deal' is the player's two cards and the
 * flop; 'showdown' the decision, the rest of the board, the dealer's cards and what each bet paid.
 */
export type HoldemStep =
  | { kind: 'cards'; cards: string[] }
  | { kind: 'deal'; cards: string[]; flop: string[]; hand: PokerHand; ante: bigint; aaBonus: bigint }
  | {
      kind: 'showdown';
      decision: 'call' | 'fold';
      board: string[];
      dealer: string[];
      hand: PokerHand;
      dealerHand: PokerHand;
      /** The AA bonus hand of the player's cards and the flop, null when it pays nothing. */
      aaBonusHand: AaBonusHand | null;
      qualifies: boolean;
      /** The ante and call against the dealer; null when the player folded or the dealer did not qualify. */
      outcome: 'win' | 'lose' | 'tie' | null;
      pays: HoldemPays;
    };

export type HoldemState = RoundState<HoldemStep>;

/** The dealer plays on with a pair of fours or better. */
export const QUALIFYING_VALUE = pairOrBetter(2);

const STAKE_REFUSALS = {
  'The stake is below the minimum for this game.': 'below the minimum for this game',
  'The stake is above the maximum for this game.': 'above the maximum for this game',
} as Record<string, string>;

/** Why the bet is not allowed (a sentence naming the bet), and which of the two it is; null when it is. */
export function checkHoldemBet(config: HoldemConfig, bet: HoldemBet): { field: 'ante' | 'aaBonus'; message: string } | null {
  const ante = checkStake(config.limits, bet.ante);
  if (ante) return { field: 'ante', message: `The ante is ${STAKE_REFUSALS[ante] ?? 'not allowed'}.` };
  if (bet.aaBonus === 0n) return null;
  const aaBonus = checkStake(config.limits, bet.aaBonus);
  return aaBonus ? { field: 'aaBonus', message: `The AA bonus bet is ${STAKE_REFUSALS[aaBonus] ?? 'not allowed'}.` } : null;
}

/** Why the player cannot take this decision now (a sentence for the player), or null. */
export function checkHoldemAction(state: RoundState<HoldemStep>, action: HoldemAction): string | null {
  if (state.isFinished) return 'This round is over.';
  if (action?.kind !== 'call' && action?.kind !== 'fold') return 'Call (a bet of two antes) or fold.';
  return null;
}

/** The AA bonus hand of five cards: two pair or better, or a pair of aces; null otherwise. */
export function aaBonusHandOf(five: readonly number[]): AaBonusHand | null {
  const value = bestHandValue(five);
  const hand = handOfValue(value);
  if (hand === 'highCard') return null;
  if (hand === 'pair') return five.filter((card) => rankOf(card) === 12).length === 2 ? 'pairOfAces' : null;
  return hand;
}

/** Settles the round from its nine cards: the hands, the ante and call against the dealer, the AA bonus. */
export function showdown(config: HoldemConfig, bet: HoldemBet, cards: readonly number[], decision: 'call' | 'fold') {
  const board = cards.slice(2, 7);
  const player = bestHandValue([...cards.slice(0, 2), ...board]);
  const dealer = bestHandValue([...cards.slice(7, 9), ...board]);
  const hand = handOfValue(player);
  const qualifies = dealer >= QUALIFYING_VALUE;
  const aaBonusHand = aaBonusHandOf(cards.slice(0, 5));
  const aaBonus = bet.aaBonus > 0n && aaBonusHand ? bet.aaBonus * BigInt(1 + config.aaBonus[aaBonusHand]) : 0n;
  const pays: HoldemPays = { ante: 0n, call: 0n, aaBonus };
  let outcome: 'win' | 'lose' | 'tie' | null = null;
  if (decision === 'call') {
    const anteWin = bet.ante * BigInt(1 + (config.ante[hand] ?? 1));
    if (!qualifies) {
      // The ante pays by the table, the call is returned.
      pays.ante = anteWin;
      pays.call = 2n * bet.ante;
    } else {
      outcome = player > dealer ? 'win' : player < dealer ? 'lose' : 'tie';
      pays.ante = outcome === 'win' ? anteWin : outcome === 'tie' ? bet.ante : 0n;
      pays.call = outcome === 'win' ? 4n * bet.ante : outcome === 'tie' ? 2n * bet.ante : 0n;
    }
  }
  return { hand, dealerHand: handOfValue(dealer), aaBonusHand, qualifies, outcome, pays };
}

function cardsOf(state: RoundState<HoldemStep>): number[] {
  const first = state.steps[0];
  if (first?.kind !== 'cards') throw new Error('a casino hold’em round starts with its cards');
  return first.cards.map((code) => cardOf(code)!);
}

/** The opening bet, from the deal (stored rounds hold its amounts as decimal strings). */
function betOf(state: RoundState<HoldemStep>): HoldemBet {
  const deal = state.steps[1];
  if (deal?.kind !== 'deal') throw new Error('a casino hold’em round deals the player two cards and the flop first');
  return { ante: BigInt(deal.ante), aaBonus: BigInt(deal.aaBonus) };
}

export const casinoHoldemFamily: GameFamily<HoldemConfig, HoldemBet, HoldemStep, HoldemAction> = {
  id: 'casinoHoldem',

  checkBet: (config, bet) => checkHoldemBet(config, bet)?.message ?? null,

  maxFloats: () => HOLDEM_FLOATS,

  open(_config, bet, floats) {
    const deck = Array.from({ length: DECK_SIZE }, (_, card) => card);
    for (let place = 0; place < HOLDEM_FLOATS; place += 1) {
      const pick = place + floats.nextInt(DECK_SIZE - place);
      [deck[place], deck[pick]] = [deck[pick]!, deck[place]!];
    }
    const cards = deck.slice(0, HOLDEM_FLOATS);
    return {
      stake: bet.ante + bet.aaBonus,
      win: 0n,
      steps: [
        { kind: 'cards', cards: cards.map(cardCode) },
        {
          kind: 'deal',
          cards: cards.slice(0, 2).map(cardCode),
          flop: cards.slice(2, 5).map(cardCode),
          hand: handOfValue(bestHandValue(cards.slice(0, 5))),
          ante: bet.ante,
          aaBonus: bet.aaBonus,
        },
      ],
      isFinished: false,
    };
  },

  /**
   * Call raises the round's stake by two antes (the platform takes the difference through the wallet, as
   * it took the opening stake); fold keeps it. Either settles the round.
   */
  act(config, state, action) {
    const refusal = checkHoldemAction(state, action);
    if (refusal) throw new Error(refusal);
    const bet = betOf(state);
    const cards = cardsOf(state);
    const result = showdown(config, bet, cards, action.kind);
    const { pays } = result;
    return {
      stake: action.kind === 'call' ? state.stake + 2n * bet.ante : state.stake,
      win: pays.ante + pays.call + pays.aaBonus,
      steps: [
        ...state.steps,
        {
          kind: 'showdown',
          decision: action.kind,
          board: cards.slice(2, 7).map(cardCode),
          dealer: cards.slice(7, 9).map(cardCode),
          ...result,
        },
      ],
      isFinished: true,
    };
  },
};

/** What the player may see of a round: their cards, the flop and their hand; the rest once it is settled. */
export function holdemView(state: RoundState<HoldemStep>) {
  const dealt = state.steps[1];
  const showdownStep = state.steps[2];
  if (dealt?.kind !== 'deal') throw new Error('a casino hold’em round deals the player two cards and the flop first');
  return {
    cards: dealt.cards,
    flop: dealt.flop,
    hand: dealt.hand,
    showdown: showdownStep?.kind === 'showdown' ? showdownStep : null,
    win: state.isFinished ? state.win : null,
  };
}
