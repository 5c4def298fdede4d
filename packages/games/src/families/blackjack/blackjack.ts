import type { GameFamily, RoundState } from '../../family';
import { cardCode, DECK_SIZE } from '../../shared/cards';
import { checkStake, type StakeLimits } from '../../shared/stakes';
import { handTotal, isNatural, valueOfCode } from './hand';

/**
 * Blackjack from a six-deck shoe, shuffled afresh for every round. The rules: the dealer stands on soft 17
 * and peeks for blackjack under an ace or a ten (a dealer blackjack takes only the opening bet); double on
 * any first two cards, after a split too; split two cards of equal value (10-J is a pair) up to four hands;
 * split aces take one card each and are not split again, and 21 on a split hand is not a blackjack;
 * insurance is offered under an ace, half the bet (rounded down to the minor unit), paying 2:1; blackjack
 * pays 3:2 (rounded down); no surrender.
 *
 * The floats are all drawn when the round opens (`act` never draws): a partial Fisher–Yates over the
 * shoe's 312 cards, one float per place, fixes the order of the first MAX_CARDS cards, and the round deals
 * them in that order to whichever hand asks next. The player's decisions decide who gets a card, never
 * which card comes next, and a player can verify the whole order from the seeds.
 */
export const DECKS = 6;
export const SHOE_SIZE = DECKS * DECK_SIZE;
export const MAX_HANDS = 4;

/**
 * The most cards one round can deal. A player's hand draws only below 21, so its cards but the last total at
 * most 20 counted hard (aces as 1); the dealer's cards but the last total at most 16. Over four hands and the
 * dealer that is at most 96 points in all but five cards, and the shoe's cheapest cards (24 aces, 24 twos,
 * then threes) reach 96 points with 56 cards: 56 + 5.
 */
export const MAX_CARDS = 61;

export type BlackjackConfig = { limits: StakeLimits };
/** `amount` like the other single-bet families, so the platform takes it as they do. */
export type BlackjackBet = { amount: bigint };
export type BlackjackAction =
  { kind: 'hit' } | { kind: 'stand' } | { kind: 'double' } | { kind: 'split' } | { kind: 'insurance'; take: boolean };

export type HandOutcome = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

export type BlackjackHand = {
  cards: string[];
  /** This hand's stake: the bet, twice it once doubled. */
  stake: bigint;
  isDoubled: boolean;
  /** Split aces take one card and are done. */
  isSplitAces: boolean;
  isDone: boolean;
  /** Set when the round settles, with what the hand paid back (its stake included). */
  outcome: HandOutcome | null;
  pays: bigint;
};

/** 'insurance' waits for the insurance answer, 'play' for a decision on the active hand. */
export type BlackjackPhase = 'insurance' | 'play' | 'settled';

/**
 * Every step after the first is the table as the player saw it after the deal or a decision, so the last
 * step is all `act` needs and a reload shows the same hand. The first step, the shoe's dealt order, is for
 * the engine and the fairness check: a player sees it only once the round is settled (`blackjackView`).
 */
export type BlackjackTable = {
  kind: 'table';
  /** What brought the table here: the deal or the decision taken. */
  after: 'deal' | BlackjackAction['kind'];
  phase: BlackjackPhase;
  hands: BlackjackHand[];
  /** The hand the next decision is for (null outside 'play'). */
  active: number | null;
  /** The dealer's up card until the dealer plays, then all the dealer's cards. */
  dealer: string[];
  bet: bigint;
  /** null until answered; 0 declined. */
  insurance: bigint | null;
  insurancePays: bigint;
  /** The place in the shoe of the next card. */
  next: number;
};

export type BlackjackStep = { kind: 'shoe'; cards: string[] } | BlackjackTable;
export type BlackjackState = RoundState<BlackjackStep>;

const STAKE_REFUSALS = {
  'The stake is below the minimum for this game.': 'The bet is below the minimum for this game.',
  'The stake is above the maximum for this game.': 'The bet is above the maximum for this game.',
} as Record<string, string>;

export function checkBlackjackBet(config: BlackjackConfig, bet: BlackjackBet): string | null {
  const refusal = checkStake(config.limits, bet?.amount);
  return refusal ? (STAKE_REFUSALS[refusal] ?? refusal) : null;
}

/** The round as stored: amounts may come back from the database as decimal strings. */
function tableOf(state: BlackjackState): BlackjackTable {
  const last = state.steps.at(-1);
  if (last?.kind !== 'table') throw new Error('a blackjack round is dealt before it is played');
  return {
    ...last,
    bet: BigInt(last.bet),
    insurance: last.insurance === null ? null : BigInt(last.insurance),
    insurancePays: BigInt(last.insurancePays),
    hands: last.hands.map((hand) => ({ ...hand, cards: [...hand.cards], stake: BigInt(hand.stake), pays: BigInt(hand.pays) })),
    dealer: [...last.dealer],
  };
}

function shoeOf(state: BlackjackState): string[] {
  const first = state.steps[0];
  if (first?.kind !== 'shoe') throw new Error('a blackjack round starts with its shoe');
  return first.cards;
}

const isPair = (hand: BlackjackHand) => hand.cards.length === 2 && valueOfCode(hand.cards[0]!) === valueOfCode(hand.cards[1]!);

/** Why the player cannot take this decision now (a sentence for the player), or null. */
export function checkBlackjackAction(state: BlackjackState, action: BlackjackAction): string | null {
  if (state.isFinished) return 'This round is over.';
  const kinds = ['hit', 'stand', 'double', 'split', 'insurance'];
  if (!kinds.includes(action?.kind)) return 'Hit, stand, double, split or answer the insurance offer.';
  const table = tableOf(state);
  if (table.phase === 'insurance') {
    if (action.kind !== 'insurance') return 'Take or decline insurance first.';
    if (typeof action.take !== 'boolean') return 'Say whether you take insurance.';
    return null;
  }
  if (action.kind === 'insurance') return 'Insurance is offered only when the dealer shows an ace, before any other decision.';
  const hand = table.hands[table.active!]!;
  if (action.kind === 'double' && hand.cards.length !== 2) return 'You can double only on your first two cards.';
  if (action.kind === 'split') {
    if (!isPair(hand)) return 'You can split only two cards of the same value.';
    if (table.hands.length >= MAX_HANDS) return `You can split into at most ${MAX_HANDS} hands.`;
    if (hand.isSplitAces) return 'Split aces are not split again.';
  }
  return null;
}

/** Deals from the shoe in order. */
function draw(table: BlackjackTable, shoe: readonly string[]): string {
  const card = shoe[table.next];
  if (card === undefined) throw new Error(`the round dealt more than its ${MAX_CARDS} cards`);
  table.next += 1;
  return card;
}

/** A hand is done at 21 or over; a hand split from a pair takes its second card when its turn comes. */
function advance(table: BlackjackTable, shoe: readonly string[]) {
  for (let index = table.active ?? 0; index < table.hands.length; index += 1) {
    const hand = table.hands[index]!;
    if (hand.cards.length === 1) hand.cards.push(draw(table, shoe));
    if (handTotal(hand.cards).total >= 21) hand.isDone = true;
    if (!hand.isDone) {
      table.active = index;
      return;
    }
  }
  table.active = null;
  dealerPlays(table, shoe);
}

/**
 * The dealer turns the hole card and draws to 17, standing on soft 17, unless no hand is left to beat (every
 * hand bust, or a lone blackjack); then each hand is settled.
 */
function dealerPlays(table: BlackjackTable, shoe: readonly string[]) {
  if (table.dealer.length === 1) table.dealer.push(shoe[3]!);
  const isOneHand = table.hands.length === 1;
  const isLive = (hand: BlackjackHand) => handTotal(hand.cards).total <= 21 && !(isOneHand && isNatural(hand.cards));
  const hasLiveHand = table.hands.some(isLive);
  while (hasLiveHand && handTotal(table.dealer).total < 17) table.dealer.push(draw(table, shoe));
  const dealer = handTotal(table.dealer).total;
  const dealerNatural = isNatural(table.dealer);
  for (const hand of table.hands) {
    const total = handTotal(hand.cards).total;
    const natural = isOneHand && isNatural(hand.cards);
    let outcome: HandOutcome;
    if (total > 21) outcome = 'bust';
    else if (natural && !dealerNatural) outcome = 'blackjack';
    else if (dealerNatural && !natural) outcome = 'lose';
    else if (dealer > 21 || total > dealer) outcome = 'win';
    else outcome = total === dealer ? 'push' : 'lose';
    hand.outcome = outcome;
    hand.isDone = true;
    hand.pays =
      outcome === 'blackjack' ? (hand.stake * 5n) / 2n : outcome === 'win' ? 2n * hand.stake : outcome === 'push' ? hand.stake : 0n;
  }
  table.phase = 'settled';
}

/** After the deal or the insurance answer: the dealer peeks under an ace or a ten; a blackjack on either side ends the round. */
function peek(table: BlackjackTable, shoe: readonly string[]) {
  const dealerNatural = isNatural([table.dealer[0]!, shoe[3]!]);
  if (table.insurance !== null && table.insurance > 0n && dealerNatural) table.insurancePays = 3n * table.insurance;
  if (dealerNatural || isNatural(table.hands[0]!.cards)) {
    table.active = null;
    dealerPlays(table, shoe);
    return;
  }
  table.phase = 'play';
  table.active = 0;
}

function finish(state: BlackjackState, table: BlackjackTable, raise: bigint): BlackjackState {
  const isFinished = table.phase === 'settled';
  const win = isFinished ? table.hands.reduce((sum, hand) => sum + hand.pays, 0n) + table.insurancePays : 0n;
  return { stake: state.stake + raise, win, steps: [...state.steps, table], isFinished };
}

export const blackjackFamily: GameFamily<BlackjackConfig, BlackjackBet, BlackjackStep, BlackjackAction> = {
  id: 'blackjack',

  checkBet: checkBlackjackBet,

  maxFloats: () => MAX_CARDS,

  open(_config, bet, floats) {
    const shoe = Array.from({ length: SHOE_SIZE }, (_, place) => place % DECK_SIZE);
    for (let place = 0; place < MAX_CARDS; place += 1) {
      const pick = place + floats.nextInt(SHOE_SIZE - place);
      [shoe[place], shoe[pick]] = [shoe[pick]!, shoe[place]!];
    }
    const cards = shoe.slice(0, MAX_CARDS).map(cardCode);
    // Player, dealer, player, dealer's hole card.
    const table: BlackjackTable = {
      kind: 'table',
      after: 'deal',
      phase: 'play',
      hands: [
        { cards: [cards[0]!, cards[2]!], stake: bet.amount, isDoubled: false, isSplitAces: false, isDone: false, outcome: null, pays: 0n },
      ],
      active: null,
      dealer: [cards[1]!],
      bet: bet.amount,
      insurance: null,
      insurancePays: 0n,
      next: 4,
    };
    if (valueOfCode(cards[1]!) === 1) table.phase = 'insurance';
    else peek(table, cards);
    return finish({ stake: bet.amount, win: 0n, steps: [{ kind: 'shoe', cards }], isFinished: false }, table, 0n);
  },

  /** Doubling, splitting and insurance raise the round's stake; the platform takes the difference through the wallet. */
  act(_config, state, action) {
    const refusal = checkBlackjackAction(state, action);
    if (refusal) throw new Error(refusal);
    const shoe = shoeOf(state);
    const table = tableOf(state);
    table.after = action.kind;
    if (action.kind === 'insurance') {
      table.insurance = action.take ? table.bet / 2n : 0n;
      peek(table, shoe);
      return finish(state, table, table.insurance);
    }
    const hand = table.hands[table.active!]!;
    let raise = 0n;
    switch (action.kind) {
      case 'hit':
        hand.cards.push(draw(table, shoe));
        break;
      case 'stand':
        hand.isDone = true;
        break;
      case 'double':
        raise = hand.stake;
        hand.stake *= 2n;
        hand.isDoubled = true;
        hand.cards.push(draw(table, shoe));
        hand.isDone = true;
        break;
      case 'split': {
        raise = hand.stake;
        const isAces = valueOfCode(hand.cards[0]!) === 1;
        const second: BlackjackHand = { ...hand, cards: [hand.cards[1]!], isSplitAces: isAces };
        hand.cards = [hand.cards[0]!, draw(table, shoe)];
        hand.isSplitAces = isAces;
        table.hands.splice(table.active! + 1, 0, second);
        if (isAces) {
          second.cards.push(draw(table, shoe));
          hand.isDone = true;
          second.isDone = true;
        }
        break;
      }
    }
    advance(table, shoe);
    return finish(state, table, raise);
  },
};

/** The table as the player may see it: the shoe only once the round is settled. */
export function blackjackView(state: BlackjackState) {
  return { table: tableOf(state), shoe: state.isFinished ? shoeOf(state) : null, win: state.isFinished ? state.win : null };
}

/** Which decisions the active hand allows now (for the screen's buttons). */
export function allowedActions(state: BlackjackState): BlackjackAction['kind'][] {
  if (state.isFinished) return [];
  const probe: BlackjackAction[] = [
    { kind: 'hit' },
    { kind: 'stand' },
    { kind: 'double' },
    { kind: 'split' },
    { kind: 'insurance', take: true },
  ];
  return probe.filter((action) => checkBlackjackAction(state, action) === null).map((action) => action.kind);
}
