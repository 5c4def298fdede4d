import type { GameFamily, RoundState } from '../../family';
import { cardCode, cardOf, DECK_SIZE } from '../../shared/cards';
import { checkStake, type StakeLimits } from '../../shared/stakes';
import { handOfValue, handValue, QUALIFYING_VALUE, type ThreeCardHand } from './hands';

/**
 * Three Card Poker from one 52-card deck: an ante (and, if the player wants, a pair plus bet) opens the
 * round and deals three cards to the player and three to the dealer. The player then plays (a play bet
 * equal to the ante) or folds (losing the ante). The floats shuffle the deck's first six places when the
 * round opens (a partial Fisher–Yates, one float each): the player's cards, then the dealer's, so the
 * decision never changes which cards the dealer holds.
 */
export const THREE_CARD_FLOATS = 6;

/** Pays per unit staked, the stake itself not counted (1 is even money). */
export type ThreeCardConfig = {
  limits: StakeLimits;
  /** Paid on the ante when the player plays, whatever the dealer holds. */
  anteBonus: Partial<Record<ThreeCardHand, number>>;
  pairPlus: Partial<Record<ThreeCardHand, number>>;
};

/** `pairPlus` 0 is no pair plus bet. */
export type ThreeCardBet = { ante: bigint; pairPlus: bigint };
export type ThreeCardAction = { kind: 'play' } | { kind: 'fold' };

/** What each bet paid back, stakes included (0 for a bet lost or not made). */
export type ThreeCardPays = { ante: bigint; play: bigint; anteBonus: bigint; pairPlus: bigint };

/**
 * The 'cards' step comes first and holds all six cards, so the stored state is all `act` needs; a player
 * may see it (the dealer's hand) only once the round is finished (`threeCardView`). 'deal' is the player's
 * three cards; 'showdown' the decision, the dealer's cards and what each bet paid.
 */
export type ThreeCardStep =
  | { kind: 'cards'; cards: string[] }
  | { kind: 'deal'; cards: string[]; hand: ThreeCardHand; ante: bigint; pairPlus: bigint }
  | {
      kind: 'showdown';
      decision: 'play' | 'fold';
      dealer: string[];
      dealerHand: ThreeCardHand;
      qualifies: boolean;
      /** The ante and play against the dealer; null when the player folded or the dealer did not qualify. */
      outcome: 'win' | 'lose' | 'tie' | null;
      pays: ThreeCardPays;
    };

export type ThreeCardState = RoundState<ThreeCardStep>;

const STAKE_REFUSALS = {
  'The stake is below the minimum for this game.': 'below the minimum for this game',
  'The stake is above the maximum for this game.': 'above the maximum for this game',
} as Record<string, string>;

/** Why the bet is not allowed (a sentence naming the bet), and which of the two it is; null when it is. */
export function checkThreeCardBet(config: ThreeCardConfig, bet: ThreeCardBet): { field: 'ante' | 'pairPlus'; message: string } | null {
  const ante = checkStake(config.limits, bet.ante);
  if (ante) return { field: 'ante', message: `The ante is ${STAKE_REFUSALS[ante] ?? 'not allowed'}.` };
  if (bet.pairPlus === 0n) return null;
  const pairPlus = checkStake(config.limits, bet.pairPlus);
  return pairPlus ? { field: 'pairPlus', message: `The pair plus bet is ${STAKE_REFUSALS[pairPlus] ?? 'not allowed'}.` } : null;
}

function cardsOf(state: RoundState<ThreeCardStep>): string[] {
  const first = state.steps[0];
  if (first?.kind !== 'cards') throw new Error('a three card poker round starts with its cards');
  return first.cards;
}

/** The opening bet, from the deal (stored rounds hold its amounts as decimal strings). */
function betOf(state: RoundState<ThreeCardStep>): ThreeCardBet {
  const deal = state.steps[1];
  if (deal?.kind !== 'deal') throw new Error('a three card poker round deals the player three cards first');
  return { ante: BigInt(deal.ante), pairPlus: BigInt(deal.pairPlus) };
}

/** Why the player cannot take this decision now (a sentence for the player), or null. */
export function checkThreeCardAction(state: RoundState<ThreeCardStep>, action: ThreeCardAction): string | null {
  if (state.isFinished) return 'This round is over.';
  if (action?.kind !== 'play' && action?.kind !== 'fold') return 'Play (a bet equal to the ante) or fold.';
  return null;
}

const multiple = (stake: bigint, pays: number | undefined) => stake * BigInt(pays ?? 0);

/** Settles the round: the dealer's hand, the ante and play against it, the ante bonus and the pair plus. */
export function showdown(config: ThreeCardConfig, bet: ThreeCardBet, cards: readonly number[], decision: 'play' | 'fold') {
  const player = handValue(cards.slice(0, 3));
  const dealer = handValue(cards.slice(3, 6));
  const playerHand = handOfValue(player);
  const qualifies = dealer >= QUALIFYING_VALUE;
  const pairPay = config.pairPlus[playerHand];
  const pairPlus = bet.pairPlus > 0n && pairPay ? bet.pairPlus * BigInt(1 + pairPay) : 0n;
  const pays: ThreeCardPays = { ante: 0n, play: 0n, anteBonus: 0n, pairPlus };
  let outcome: 'win' | 'lose' | 'tie' | null = null;
  if (decision === 'play') {
    pays.anteBonus = multiple(bet.ante, config.anteBonus[playerHand]);
    if (!qualifies) {
      // The ante wins even money, the play is returned.
      pays.ante = 2n * bet.ante;
      pays.play = bet.ante;
    } else {
      outcome = player > dealer ? 'win' : player < dealer ? 'lose' : 'tie';
      const back = outcome === 'win' ? 2n : outcome === 'tie' ? 1n : 0n;
      pays.ante = back * bet.ante;
      pays.play = back * bet.ante;
    }
  }
  return { dealerHand: handOfValue(dealer), qualifies, outcome, pays };
}

export const threeCardPokerFamily: GameFamily<ThreeCardConfig, ThreeCardBet, ThreeCardStep, ThreeCardAction> = {
  id: 'threeCardPoker',

  checkBet: (config, bet) => checkThreeCardBet(config, bet)?.message ?? null,

  maxFloats: () => THREE_CARD_FLOATS,

  open(_config, bet, floats) {
    const deck = Array.from({ length: DECK_SIZE }, (_, card) => card);
    for (let place = 0; place < THREE_CARD_FLOATS; place += 1) {
      const pick = place + floats.nextInt(DECK_SIZE - place);
      [deck[place], deck[pick]] = [deck[pick]!, deck[place]!];
    }
    const cards = deck.slice(0, THREE_CARD_FLOATS);
    return {
      stake: bet.ante + bet.pairPlus,
      win: 0n,
      steps: [
        { kind: 'cards', cards: cards.map(cardCode) },
        {
          kind: 'deal',
          cards: cards.slice(0, 3).map(cardCode),
          hand: handOfValue(handValue(cards.slice(0, 3))),
          ante: bet.ante,
          pairPlus: bet.pairPlus,
        },
      ],
      isFinished: false,
    };
  },

  /**
   * Play raises the round's stake by the ante (the platform takes the difference through the wallet, as it
   * took the opening stake); fold keeps it. Either settles the round.
   */
  act(config, state, action) {
    const refusal = checkThreeCardAction(state, action);
    if (refusal) throw new Error(refusal);
    const bet = betOf(state);
    const cards = cardsOf(state);
    const result = showdown(
      config,
      bet,
      cards.map((code) => cardOf(code)!),
      action.kind,
    );
    const { pays } = result;
    return {
      stake: action.kind === 'play' ? state.stake + bet.ante : state.stake,
      win: pays.ante + pays.play + pays.anteBonus + pays.pairPlus,
      steps: [...state.steps, { kind: 'showdown', decision: action.kind, dealer: cards.slice(3, 6), ...result }],
      isFinished: true,
    };
  },
};

/** What the player may see of a round: the three cards and their hand; the dealer's cards once it is settled. */
export function threeCardView(state: RoundState<ThreeCardStep>) {
  const dealt = state.steps[1];
  const showdownStep = state.steps[2];
  if (dealt?.kind !== 'deal') throw new Error('a three card poker round deals the player three cards first');
  return {
    cards: dealt.cards,
    hand: dealt.hand,
    showdown: showdownStep?.kind === 'showdown' ? showdownStep : null,
    win: state.isFinished ? state.win : null,
  };
}
