import type { GameFamily, RoundState } from '../../family';
import { checkStake } from '../../shared/stakes';
import { cardCode, cardOf, DECK_SIZE, HAND_SIZE } from '../../shared/cards';
import { handOf, type VideoPokerConfig, type VideoPokerHand } from './pay-table';

/**
 * Five-card draw video poker, one hand from one 52-card deck. The floats shuffle the deck once,
 * before the deal: a partial Fisher–Yates over its first ten places (one float each, picking among
 * the cards not yet placed), so the five dealt cards and the five replacements, in the order they
 * are drawn, are fixed when the round opens. Holding never changes which cards come next.
 */
export const VIDEO_POKER_FLOATS = 2 * HAND_SIZE;

export type VideoPokerBet = { amount: bigint };
export type VideoPokerAction = { kind: 'draw'; hold: boolean[] };

/**
 * The 'cards' step comes first and holds all ten cards (codes such as "Ah"), so the stored state is
 * all `act` needs; a player may see it only once the round is finished (`videoPokerView`). The
 * 'deal' step is the five cards dealt; 'draw' the final hand and what it pays per unit staked.
 */
export type VideoPokerStep =
  | { kind: 'cards'; cards: string[] }
  | { kind: 'deal'; cards: string[] }
  | { kind: 'draw'; hold: boolean[]; cards: string[]; hand: VideoPokerHand | null; multiplier: number };

export type VideoPokerState = RoundState<VideoPokerStep>;

function cardsOf(state: VideoPokerState): string[] {
  const first = state.steps[0];
  if (first?.kind !== 'cards') throw new Error('a video poker round starts with its cards');
  return first.cards;
}

/** Why the player cannot make this draw now (a sentence for the player), or null. */
export function checkVideoPokerAction(state: VideoPokerState, action: VideoPokerAction): string | null {
  if (state.isFinished) return 'This round is over.';
  if (action?.kind !== 'draw') return 'Choose the cards to hold, then draw.';
  const { hold } = action;
  if (!Array.isArray(hold) || hold.length !== HAND_SIZE || hold.some((held) => typeof held !== 'boolean'))
    return 'Say for each of the five cards whether to hold it.';
  return null;
}

export const videoPokerFamily: GameFamily<VideoPokerConfig, VideoPokerBet, VideoPokerStep, VideoPokerAction> = {
  id: 'videoPoker',

  checkBet: (config, bet) => checkStake(config.limits, bet.amount),

  maxFloats: () => VIDEO_POKER_FLOATS,

  open(_config, bet, floats) {
    const deck = Array.from({ length: DECK_SIZE }, (_, card) => card);
    for (let place = 0; place < VIDEO_POKER_FLOATS; place += 1) {
      const pick = place + floats.nextInt(DECK_SIZE - place);
      [deck[place], deck[pick]] = [deck[pick]!, deck[place]!];
    }
    const cards = deck.slice(0, VIDEO_POKER_FLOATS).map(cardCode);
    return {
      stake: bet.amount,
      win: 0n,
      steps: [
        { kind: 'cards', cards },
        { kind: 'deal', cards: cards.slice(0, HAND_SIZE) },
      ],
      isFinished: false,
    };
  },

  act(config, state, action) {
    const refusal = checkVideoPokerAction(state, action);
    if (refusal) throw new Error(refusal);
    const cards = cardsOf(state);
    // Each card let go is replaced by the next undealt card, left to right.
    let next = HAND_SIZE;
    const final = action.hold.map((held, i) => (held ? cards[i]! : cards[next++]!));
    const { hand, pays } = handOf(
      config,
      final.map((code) => cardOf(code)!),
    );
    return {
      ...state,
      win: state.stake * BigInt(pays),
      steps: [...state.steps, { kind: 'draw', hold: [...action.hold], cards: final, hand, multiplier: pays }],
      isFinished: true,
    };
  },
};

/**
 * What the player may see of a round: the five cards dealt, then the hold, the final hand, what it
 * pays and the win; the replacement cards only once the round is finished.
 */
export function videoPokerView(state: VideoPokerState) {
  const dealt = state.steps[1];
  const draw = state.steps[2];
  if (dealt?.kind !== 'deal') throw new Error('a video poker round deals five cards first');
  return {
    dealt: dealt.cards,
    hold: draw?.kind === 'draw' ? draw.hold : null,
    cards: draw?.kind === 'draw' ? draw.cards : dealt.cards,
    hand: draw?.kind === 'draw' ? draw.hand : null,
    multiplier: draw?.kind === 'draw' ? draw.multiplier : null,
    win: state.isFinished ? state.win : null,
    deck: state.isFinished ? cardsOf(state) : null,
  };
}
