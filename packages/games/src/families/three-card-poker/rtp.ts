import { DECK_SIZE, rankOf, suitOf } from '../../shared/cards';
import { ratio, type Rational } from '../../shared/rational';
import { handOfValue, handValue, QUALIFYING_VALUE, THREE_CARD_HANDS, type ThreeCardHand } from './hands';
import type { ThreeCardConfig } from './three-card-poker';

// The exact math of Three Card Poker. Every one of the C(52,3) = 22,100 player hands meets every one of
// the C(49,3) = 18,424 dealer hands of the cards left: 407 million showdowns. Renaming the suits changes
// no outcome, so each player hand is counted once per class of suit renamings (1,755 classes), and the
// showdowns are hand values read from a table: a fraction of a second.

const PLAYER_HANDS = 22_100;
const DEALER_HANDS = 18_424;

type Hands = { cards: Int8Array; values: Int32Array };

let allHands: Hands | undefined;

/** Every three-card hand (cards ascending) and its value, built once. */
function hands(): Hands {
  if (allHands) return allHands;
  const cards = new Int8Array(PLAYER_HANDS * 3);
  const values = new Int32Array(PLAYER_HANDS);
  let i = 0;
  for (let a = 0; a < DECK_SIZE; a += 1)
    for (let b = a + 1; b < DECK_SIZE; b += 1)
      for (let c = b + 1; c < DECK_SIZE; c += 1) {
        cards.set([a, b, c], i * 3);
        values[i] = handValue([a, b, c]);
        i += 1;
      }
  allHands = { cards, values };
  return allHands;
}

const SUIT_RENAMINGS = (() => {
  const all: number[][] = [];
  const build = (prefix: number[]) => {
    if (prefix.length === 4) all.push(prefix);
    for (let suit = 0; suit < 4; suit += 1) if (!prefix.includes(suit)) build([...prefix, suit]);
  };
  build([]);
  return all;
})();

/** The smallest key of the hand over all 24 renamings of the suits: equal for hands that play alike. */
function classKey(hand: readonly number[]): number {
  let best = Infinity;
  for (const renaming of SUIT_RENAMINGS) {
    const [a, b, c] = hand.map((card) => rankOf(card) * 4 + renaming[suitOf(card)]!).sort((x, y) => x - y) as [number, number, number];
    best = Math.min(best, (a * DECK_SIZE + b) * DECK_SIZE + c);
  }
  return best;
}

/** Against every dealer hand of the other 49 cards: how many the dealer does not qualify with, and of the rest how many the player beats, ties and loses to. */
export type Showdowns = { notQualifying: number; wins: number; ties: number; losses: number };

function showdownsOf(player: readonly number[], value: number, { cards, values }: Hands): Showdowns {
  const counts: Showdowns = { notQualifying: 0, wins: 0, ties: 0, losses: 0 };
  const [p0, p1, p2] = player;
  for (let i = 0; i < PLAYER_HANDS; i += 1) {
    const a = cards[i * 3]!;
    const b = cards[i * 3 + 1]!;
    const c = cards[i * 3 + 2]!;
    if (a === p0 || a === p1 || a === p2 || b === p0 || b === p1 || b === p2 || c === p0 || c === p1 || c === p2) continue;
    const dealer = values[i]!;
    if (dealer < QUALIFYING_VALUE) counts.notQualifying += 1;
    else if (value > dealer) counts.wins += 1;
    else if (value === dealer) counts.ties += 1;
    else counts.losses += 1;
  }
  return counts;
}

/** Per class of player hands: the showdown net of playing, excluding the ante bonus (which depends on the table). */
function playerClasses(): { hand: number[]; count: number; value: number; showdowns: Showdowns }[] {
  const all = hands();
  const byKey = new Map<number, { hand: number[]; count: number; value: number }>();
  for (let i = 0; i < PLAYER_HANDS; i += 1) {
    const hand = [all.cards[i * 3]!, all.cards[i * 3 + 1]!, all.cards[i * 3 + 2]!];
    const key = classKey(hand);
    const seen = byKey.get(key);
    if (seen) seen.count += 1;
    else byKey.set(key, { hand, count: 1, value: all.values[i]! });
  }
  return [...byKey.values()].map((group) => ({ ...group, showdowns: showdownsOf(group.hand, group.value, all) }));
}

let showdownCache: ReturnType<typeof playerClasses> | undefined;

/** The classes of player hands with their showdowns, computed once (they do not depend on the pay tables). */
export function playerHandClasses() {
  showdownCache ??= playerClasses();
  return showdownCache;
}

export type ThreeCardMath = {
  /** Ante and play under optimal play, returned per unit of the ante (the industry's convention). */
  antePlayRtp: Rational;
  /** The same return per unit wagered (ante plus the play bets made). */
  antePlayRtpPerWagered: Rational;
  /** The chance that optimal play plays. */
  playRate: Rational;
  pairPlusRtp: Rational;
  /** The weakest hand value optimal play plays, and the strongest it folds. */
  weakestPlayed: number;
  strongestFolded: number;
  /** How many of the 22,100 player hands are of each kind (the pair plus closed form). */
  handCounts: Record<ThreeCardHand, number>;
};

/**
 * The exact return of each bet. Ante and play: every player hand is played when playing returns more than
 * folding (−1 ante) against all the dealer hands it can meet, ante bonus included; that is the optimal
 * strategy, and the hands it plays are exactly those from Q-6-4 up (the tests check it). Pair plus is the
 * closed form Σ count(hand) × (1 + pay) / 22,100, whatever the player does.
 */
export function threeCardMath(config: ThreeCardConfig): ThreeCardMath {
  let net = 0n;
  let played = 0;
  let weakestPlayed = Infinity;
  let strongestFolded = -Infinity;
  const handCounts = Object.fromEntries(THREE_CARD_HANDS.map((hand) => [hand, 0])) as Record<ThreeCardHand, number>;
  for (const { count, value, showdowns } of playerHandClasses()) {
    const hand = handOfValue(value);
    handCounts[hand] += count;
    const bonus = config.anteBonus[hand] ?? 0;
    const playNet = showdowns.notQualifying + 2 * (showdowns.wins - showdowns.losses) + bonus * DEALER_HANDS;
    const isPlayed = playNet > -DEALER_HANDS;
    if (isPlayed) {
      played += count;
      weakestPlayed = Math.min(weakestPlayed, value);
    } else strongestFolded = Math.max(strongestFolded, value);
    net += BigInt(count) * BigInt(isPlayed ? playNet : -DEALER_HANDS);
  }
  const showdowns = BigInt(PLAYER_HANDS) * BigInt(DEALER_HANDS);
  const returned = showdowns + net;
  const wagered = showdowns * BigInt(PLAYER_HANDS + played);
  const pairPlusReturned = THREE_CARD_HANDS.reduce((total, hand) => {
    const pays = config.pairPlus[hand];
    return total + (pays ? BigInt(handCounts[hand]) * BigInt(1 + pays) : 0n);
  }, 0n);
  return {
    antePlayRtp: ratio(returned, showdowns),
    // A played hand wagers two antes: what comes back (the wagers plus the net) over 1 + P(play) antes.
    antePlayRtpPerWagered: ratio(wagered + net * BigInt(PLAYER_HANDS), wagered),
    playRate: ratio(played, PLAYER_HANDS),
    pairPlusRtp: ratio(pairPlusReturned, PLAYER_HANDS),
    weakestPlayed,
    strongestFolded,
    handCounts,
  };
}
