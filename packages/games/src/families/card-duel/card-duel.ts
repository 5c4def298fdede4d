import type { FloatSource } from '../../fairness/float-source';
import type { GameFamily } from '../../family';
import { cardCode, DECK_SIZE, rankOf } from '../../shared/cards';
import { toTenThousandths, winAt, type StakeLimits } from '../../shared/stakes';

/**
 * Two hands dealt from a fresh shoe, the higher wins: punto banco baccarat (Player and Banker, two or
 * three cards each by the standard tableau) and high card (one card each, the player against the
 * dealer). The floats deal a partial Fisher–Yates of the shoe, one float per card dealt, in deal order.
 */
export type CardDuelGame = 'baccarat' | 'highCard';
/** Baccarat's spots; high card plays 'player' only (the player's card against the dealer's). */
export type CardDuelSpot = 'player' | 'banker' | 'tie';
export type CardDuelOutcome = 'player' | 'banker' | 'tie';

/**
 * `pays[spot][outcome]`: what a unit on the spot returns (stake included; exact to ten-thousandths) when
 * the round ends in the outcome. The spots a player may stake are its keys. `sideSpots` are proposition
 * spots (baccarat's tie): each has its own RTP, shown to the player, outside the title's stated figure.
 * Each spot takes `limits.minBet` at least; the spots of one round add up to `limits.maxBet` at most.
 */
export type CardDuelConfig = {
  game: CardDuelGame;
  decks: number;
  pays: Readonly<Partial<Record<CardDuelSpot, Readonly<Record<CardDuelOutcome, number>>>>>;
  sideSpots: readonly CardDuelSpot[];
  limits: StakeLimits;
};

export type CardDuelBetSpot = { spot: CardDuelSpot; amount: bigint };
export type CardDuelBet = { spots: CardDuelBetSpot[] };

/**
 * The hands as dealt (codes such as "Ah"; baccarat's third cards last), their totals (baccarat: points
 * 0–9; high card: the rank, 2 to 14 for an ace), the outcome, and what each spot of the bet returned,
 * in the bet's order.
 */
export type CardDuelStep = {
  player: string[];
  banker: string[];
  playerTotal: number;
  bankerTotal: number;
  outcome: CardDuelOutcome;
  wins: bigint[];
};

export const CARD_DUEL_SPOTS: readonly CardDuelSpot[] = ['player', 'banker', 'tie'];
const SPOT_NAMES: Record<CardDuelSpot, string> = { player: 'Player', banker: 'Banker', tie: 'Tie' };

/** A card's baccarat value: ace 1, two to nine their pips, ten and the faces 0. */
export const baccaratValue = (card: number) => {
  const rank = rankOf(card % DECK_SIZE);
  return rank === 12 ? 1 : rank <= 7 ? rank + 2 : 0;
};
/** A card's high-card rank: 2 to 14 (ace high). */
export const highCardRank = (card: number) => rankOf(card % DECK_SIZE) + 2;

/**
 * The tableau: does the Banker, on `banker` points, draw a third card? `playerThird` is the value of the
 * Player's third card, or null when the Player stood (then the Banker draws on 0–5 like the Player).
 */
export function bankerDraws(banker: number, playerThird: number | null): boolean {
  if (playerThird === null) return banker <= 5;
  switch (banker) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/** The Player draws on 0–5 and stands on 6–7; a natural 8 or 9 on either side ends the deal. */
export const isNatural = (points: number) => points >= 8;
export const playerDraws = (points: number) => points <= 5;

export const cardDuelSpots = (config: CardDuelConfig) => CARD_DUEL_SPOTS.filter((spot) => config.pays[spot] !== undefined);

/** Why this bet cannot be played (a sentence for the player), or null. */
export function checkCardDuelBet(config: CardDuelConfig, bet: CardDuelBet): string | null {
  const offered = cardDuelSpots(config);
  if (!Array.isArray(bet?.spots) || bet.spots.length === 0) return 'Place a stake on at least one spot.';
  const placed = new Set<CardDuelSpot>();
  let total = 0n;
  for (const { spot, amount } of bet.spots) {
    if (!offered.includes(spot)) return `This game offers these spots: ${offered.map((s) => SPOT_NAMES[s]).join(', ')}.`;
    const name = SPOT_NAMES[spot];
    if (placed.has(spot)) return `${name}: that spot is in the bet twice; put all its stake on it once.`;
    placed.add(spot);
    if (typeof amount !== 'bigint' || amount < config.limits.minBet) return `${name}: the stake is below the minimum for a spot.`;
    total += amount;
  }
  return total > config.limits.maxBet ? 'The stakes on the table are above the maximum for one round.' : null;
}

/** The cards of one deal from a fresh shoe: a partial Fisher–Yates, one float per card, in deal order. */
function dealer(config: CardDuelConfig, floats: FloatSource) {
  const size = config.decks * DECK_SIZE;
  const shoe = new Map<number, number>(); // place → card, for the places a swap has touched
  let place = 0;
  return () => {
    const pick = place + floats.nextInt(size - place);
    const card = shoe.get(pick) ?? pick;
    shoe.set(pick, shoe.get(place) ?? place);
    place += 1;
    return card;
  };
}

/** Deals a baccarat coup by the tableau. */
function dealBaccarat(next: () => number) {
  const points = (hand: number[]) => hand.reduce((sum, card) => sum + baccaratValue(card), 0) % 10;
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  if (!isNatural(points(player)) && !isNatural(points(banker))) {
    let playerThird: number | null = null;
    if (playerDraws(points(player))) {
      player.push(next());
      playerThird = baccaratValue(player[2]!);
    }
    if (bankerDraws(points(banker), playerThird)) banker.push(next());
  }
  return { player, banker, playerTotal: points(player), bankerTotal: points(banker) };
}

function dealHighCard(next: () => number) {
  const player = [next()];
  const banker = [next()];
  return { player, banker, playerTotal: highCardRank(player[0]!), bankerTotal: highCardRank(banker[0]!) };
}

export const cardDuelFamily: GameFamily<CardDuelConfig, CardDuelBet, CardDuelStep> = {
  id: 'cardDuel',

  checkBet: checkCardDuelBet,

  /** Baccarat deals at most six cards, high card two. */
  maxFloats: (config) => (config.game === 'baccarat' ? 6 : 2),

  open(config, bet, floats) {
    const next = dealer(config, floats);
    const deal = config.game === 'baccarat' ? dealBaccarat(next) : dealHighCard(next);
    const { playerTotal, bankerTotal } = deal;
    const outcome: CardDuelOutcome = playerTotal > bankerTotal ? 'player' : playerTotal < bankerTotal ? 'banker' : 'tie';
    const wins = bet.spots.map(({ spot, amount }) => winAt(amount, toTenThousandths(config.pays[spot]![outcome])));
    const sum = (amounts: bigint[]) => amounts.reduce((a, b) => a + b, 0n);
    const codes = (hand: number[]) => hand.map((card) => cardCode(card % DECK_SIZE));
    return {
      stake: sum(bet.spots.map((spot) => spot.amount)),
      win: sum(wins),
      steps: [{ player: codes(deal.player), banker: codes(deal.banker), playerTotal, bankerTotal, outcome, wins }],
      isFinished: true,
    };
  },
};
