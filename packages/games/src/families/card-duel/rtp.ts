import { ratio, sum, type Rational } from '../../shared/rational';
import { MULTIPLIER_SCALE, toTenThousandths } from '../../shared/stakes';
import {
  bankerDraws,
  cardDuelSpots,
  isNatural,
  playerDraws,
  type CardDuelConfig,
  type CardDuelOutcome,
  type CardDuelSpot,
} from './card-duel';

/** How many ordered deals end in each outcome, out of `total`. */
export type OutcomeCounts = { counts: Record<CardDuelOutcome, bigint>; total: bigint };

const falling = (from: number, count: number) => Array.from({ length: count }, (_, i) => from - i).reduce((a, b) => a * b, 1);

/**
 * Baccarat: every sequence of card values (0–9; 16 cards per deck are worth 0, 4 each of the rest) is
 * followed through the tableau, weighted by the cards of each value left in the shoe as it is dealt
 * (without replacement). A coup of k cards stands for the (N−k)·…·(N−5) ways of the places it leaves
 * unused, so every coup counts out of N·(N−1)·…·(N−5). That sum is below 2^53 up to eight decks, so
 * plain integers stay exact.
 */
function baccaratCounts(decks: number): OutcomeCounts {
  const left = Array.from({ length: 10 }, (_, value) => (value === 0 ? 16 : 4) * decks);
  const size = 52 * decks;
  const tally: Record<CardDuelOutcome, number> = { player: 0, banker: 0, tie: 0 };
  const draw = (weight: number, use: (value: number, weight: number) => void) => {
    for (let value = 0; value < 10; value += 1) {
      const ways = left[value]!;
      if (ways === 0) continue;
      left[value] = ways - 1;
      use(value, weight * ways);
      left[value] = ways;
    }
  };
  const settle = (player: number, banker: number, cards: number, weight: number) => {
    const outcome = player > banker ? 'player' : player < banker ? 'banker' : 'tie';
    tally[outcome] += weight * falling(size - cards, 6 - cards);
  };
  const coup = (player: number, banker: number, weight: number) => {
    if (isNatural(player) || isNatural(banker)) return settle(player, banker, 4, weight);
    if (!playerDraws(player)) {
      if (!bankerDraws(banker, null)) return settle(player, banker, 4, weight);
      return draw(weight, (b3, w) => settle(player, (banker + b3) % 10, 5, w));
    }
    draw(weight, (p3, w5) => {
      const drawn = (player + p3) % 10;
      if (!bankerDraws(banker, p3)) return settle(drawn, banker, 5, w5);
      draw(w5, (b3, w6) => settle(drawn, (banker + b3) % 10, 6, w6));
    });
  };
  // Dealt Player, Banker, Player, Banker.
  draw(1, (p1, w1) => draw(w1, (b1, w2) => draw(w2, (p2, w3) => draw(w3, (b2, w4) => coup((p1 + p2) % 10, (b1 + b2) % 10, w4)))));
  const counts = { player: BigInt(tally.player), banker: BigInt(tally.banker), tie: BigInt(tally.tie) };
  return { counts, total: BigInt(falling(size, 6)) };
}

/** High card: of the N·(N−1) ordered pairs, 13 ranks × c·(c−1) tie (c = 4 per deck); the rest split evenly. */
function highCardCounts(decks: number): OutcomeCounts {
  const size = BigInt(52 * decks);
  const perRank = BigInt(4 * decks);
  const tie = 13n * perRank * (perRank - 1n);
  const total = size * (size - 1n);
  return { counts: { player: (total - tie) / 2n, banker: (total - tie) / 2n, tie }, total };
}

const cache = new Map<string, OutcomeCounts>();

/** The exact chance of each outcome, as counts of equally likely ordered deals (computed once per shoe). */
export function outcomeCounts(config: Pick<CardDuelConfig, 'game' | 'decks'>): OutcomeCounts {
  const key = `${config.game}:${config.decks}`;
  let counts = cache.get(key);
  if (counts === undefined) {
    counts = config.game === 'baccarat' ? baccaratCounts(config.decks) : highCardCounts(config.decks);
    cache.set(key, counts);
  }
  return counts;
}

export type CardDuelSpotMath = { spot: CardDuelSpot; isSide: boolean; rtp: Rational };

/** Per spot offered, the exact return Σ chance(outcome) × pay(outcome). */
export function cardDuelMath(config: CardDuelConfig): CardDuelSpotMath[] {
  const { counts, total } = outcomeCounts(config);
  return cardDuelSpots(config).map((spot) => {
    const pays = config.pays[spot]!;
    const rtp = sum(
      (['player', 'banker', 'tie'] as const).map((outcome) =>
        ratio(counts[outcome] * BigInt(toTenThousandths(pays[outcome])), total * BigInt(MULTIPLIER_SCALE)),
      ),
    );
    return { spot, isSide: config.sideSpots.includes(spot), rtp };
  });
}
