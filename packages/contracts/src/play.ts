import { z } from 'zod';
import { ZAmount } from './money';
import { ZBlackjackStep } from './play-blackjack';
import { ZCard } from './play-card';
import { ZCasinoHoldemBet, ZCasinoHoldemRoundBet, ZCasinoHoldemStep, ZCasinoHoldemView } from './play-holdem';
import { ZVirtualRoundBet, ZVirtualSportsView, ZVirtualStep } from './play-virtual-sports';
import { textField } from './text';

// Game launch and play (ISSUE 11 points 1, 2 and 5). The launch answers the URL of our game client,
// /play/{launchToken}; the client then speaks only to /game-aggregator-service/api/v1/play/{token}/...
// Money is in major-unit decimal strings of the session's currency, as everywhere on the player API.
// The client sends decisions only; the server draws, settles and answers the round with its steps.

/** SPEC.md §3 Game launch payload. `platform` is always desktop (SPEC.md §9); other values are refused. */
export const ZGameLaunchRequest = z.object({
  id: textField().min(1).max(200),
  gameName: textField().max(200),
  demo: z.boolean(),
  lang: textField().max(16),
  launchId: textField().min(1).max(200),
  imageId: textField().max(200).nullable(),
  platform: z.literal('desktop'),
  provider: textField().max(200),
  category: textField().max(200),
});
export type TGameLaunchRequest = z.infer<typeof ZGameLaunchRequest>;

/** A launch token as it stands in /play/{launchToken}: base64url, as the API issues it. */
export const PLAY_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** `url` is `/play/{launchToken}` on the site's own origin. */
export const ZGameLaunchResponse = z.object({ url: z.string() });
export type TGameLaunchResponse = z.infer<typeof ZGameLaunchResponse>;

export const PLAY_FAMILIES = [
  'slots',
  'roulette',
  'dice',
  'mines',
  'plinko',
  'scratch',
  'videoPoker',
  'lottery',
  'cardDuel',
  'threeCardPoker',
  'fishing',
  'craps',
  'crash',
  'casinoHoldem',
  'blackjack',
  'virtualSports',
] as const;
export const ZPlayFamily = z.enum(PLAY_FAMILIES);
export type TPlayFamily = z.infer<typeof ZPlayFamily>;

const int = z.number().int();

// ---------------------------------------------------------------------------------------------
// What the client needs to draw a title and check a bet before sending it. Limits are converted to
// the session's currency. Multiplier tables are decimals as the engines state them.

const ZSlotsView = z.object({
  family: z.literal('slots'),
  mode: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('lines'), paylines: z.array(z.array(int)) }),
    z.object({ kind: z.literal('ways'), coins: int }),
  ]),
  symbols: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      kind: z.enum(['regular', 'wild', 'scatter']),
      pays: z.tuple([z.number(), z.number(), z.number()]).optional(),
    }),
  ),
  /** Five base-game strips (public: they are what the RTP is proven from). */
  reels: z.array(z.string()),
  freeSpins: z.object({ awards: z.tuple([int, int, int]), multiplier: z.number(), maxSpins: int }),
  /** Coin values offered, converted; the stake is coin value × lines (or × coins for ways). */
  coinValues: z.array(z.string()),
});
const ZRouletteView = z.object({
  family: z.literal('roulette'),
  limits: z.object({ minSpot: z.string(), maxStraight: z.string(), maxRound: z.string() }),
});
const ZDiceView = z.object({ family: z.literal('dice'), rtpBasisPoints: int });
const ZMinesView = z.object({ family: z.literal('mines'), rtpBasisPoints: int });
const ZPlinkoView = z.object({
  family: z.literal('plinko'),
  /** rows → risk → multipliers from the edge slot to the middle one (the other half mirrors it). */
  tables: z.record(z.string(), z.object({ low: z.array(z.number()), medium: z.array(z.number()), high: z.array(z.number()) })),
});
const ZScratchView = z.object({
  family: z.literal('scratch'),
  prizes: z.array(z.object({ symbol: z.string(), label: z.string(), multiplier: z.number() })),
});
/** Video poker hands, best first, of both decks (Jacks or Better style, then Deuces Wild). */
export const VIDEO_POKER_HANDS = [
  'royalFlush',
  'naturalRoyalFlush',
  'fourDeuces',
  'wildRoyalFlush',
  'fiveOfAKind',
  'straightFlush',
  'fourAces',
  'fourJacksToKings',
  'fourFivesToTens',
  'fourTwosToFours',
  'fourOfAKind',
  'fullHouse',
  'flush',
  'straight',
  'threeOfAKind',
  'twoPair',
  'jacksOrBetter',
] as const;
export const ZVideoPokerHand = z.enum(VIDEO_POKER_HANDS);
export type TVideoPokerHand = z.infer<typeof ZVideoPokerHand>;
const ZVideoPokerView = z.object({
  family: z.literal('videoPoker'),
  /** 'deucesWild': every two is wild. */
  deck: z.enum(['standard', 'deucesWild']),
  /** The paying hands, best first, and what each pays per unit staked. */
  payTable: z.array(z.object({ hand: ZVideoPokerHand, pays: int })),
});
const ZLotteryView = z.object({
  family: z.literal('lottery'),
  /** keno and lotto: the player picks; bingo: a 5×5 card (free centre) is dealt. */
  game: z.enum(['keno', 'lotto', 'bingo']),
  /** The board: 1 to `numbers`, of which `drawn` are drawn. */
  numbers: int,
  drawn: int,
  /** Per pick count (bingo: the card's 24), what each number of hits pays per unit staked, from 0 hits up. */
  payTables: z.array(z.object({ picks: int, pays: z.array(z.number()) })),
});
/** Card duels: baccarat's spots are Player, Banker and Tie; high card's only Player (against the dealer). */
export const CARD_DUEL_SPOTS = ['player', 'banker', 'tie'] as const;
export const ZCardDuelSpot = z.enum(CARD_DUEL_SPOTS);
export type TCardDuelSpot = z.infer<typeof ZCardDuelSpot>;
const ZCardDuelOutcome = z.enum(['player', 'banker', 'tie']);
const ZCardDuelView = z.object({
  family: z.literal('cardDuel'),
  /** baccarat: punto banco by the standard tableau; highCard: one card each, ace high. */
  game: z.enum(['baccarat', 'highCard']),
  /** Decks in the shoe, shuffled afresh for every round. */
  decks: int,
  /**
   * The spots offered: what a unit returns (stake included) when the round ends in each outcome, and the
   * spot's exact RTP (percent, two decimals). A side spot (baccarat's tie) is outside the title's stated RTP.
   */
  spots: z.array(
    z.object({
      spot: ZCardDuelSpot,
      pays: z.object({ player: z.number(), banker: z.number(), tie: z.number() }),
      rtp: z.string(),
      isSide: z.boolean(),
    }),
  ),
});
/** Three-card hands, best first. */
export const THREE_CARD_HANDS = ['straightFlush', 'threeOfAKind', 'straight', 'flush', 'pair', 'highCard'] as const;
export const ZThreeCardHand = z.enum(THREE_CARD_HANDS);
export type TThreeCardHand = z.infer<typeof ZThreeCardHand>;
const ZThreeCardPayTable = z.array(z.object({ hand: ZThreeCardHand, pays: int }));
const ZThreeCardPokerView = z.object({
  family: z.literal('threeCardPoker'),
  /** Paid to one on the ante when the player plays, whatever the dealer holds; and on pair plus. Best hand first. */
  anteBonus: ZThreeCardPayTable,
  pairPlus: ZThreeCardPayTable,
});
/**
 * Crash: one live round shared by every player (bets and cash-outs go to /play/{token}/crash, not to
 * rounds). The cap the rise stops at (hundredths) and the betting phase, for the rules.
 */
const ZCrashView = z.object({ family: z.literal('crash'), maxMultiplier: int, bettingMs: int });
/** Fishing: the targets that swim across the scene, each with its multiplier and capture chance. */
const ZFishingView = z.object({
  family: z.literal('fishing'),
  targets: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      multiplier: int,
      /** RTP ÷ multiplier, in percent with five decimals (exact: rounded up to the float's 2^-32 grain). */
      capture: z.string(),
    }),
  ),
});
/** A pay to one as a fraction: [7, 6] pays 7 for every 6 staked, the stake returned besides. */
const ZPay = z.tuple([int, int]);
export const CRAPS_POINTS = ['4', '5', '6', '8', '9', '10'] as const;
export const CRAPS_HARDWAYS = ['4', '6', '8', '10'] as const;
/** A come bet in the box ('come'), or on its come point ('come6'); don't come alike. */
export const CRAPS_COME_BETS = [
  'come',
  'dontCome',
  ...CRAPS_POINTS.map((n) => `come${n}` as const),
  ...CRAPS_POINTS.map((n) => `dontCome${n}` as const),
] as const;
export const CRAPS_BETS = [
  'pass',
  'dontPass',
  'passOdds',
  'dontPassOdds',
  'come',
  'dontCome',
  'field',
  ...CRAPS_POINTS.map((n) => `place${n}` as const),
  ...CRAPS_HARDWAYS.map((n) => `hard${n}` as const),
] as const;
const ZCrapsView = z.object({
  family: z.literal('craps'),
  /** The most odds behind the line by point, as a multiple of the line bet. */
  oddsMultiple: z.record(z.enum(CRAPS_POINTS), int),
  /** The field pays even money but on 2 and 12. */
  field: z.object({ two: int, twelve: int }),
  place: z.record(z.enum(CRAPS_POINTS), ZPay),
  hardways: z.record(z.enum(CRAPS_HARDWAYS), ZPay),
  /** Each bet's exact return per unit staked, percent with two decimals. */
  rtps: z.array(z.object({ bet: z.enum(CRAPS_BETS), rtp: z.string() })),
  /** The most rolls a round may use; a round still undecided then returns every bet. */
  maxRolls: int,
});
/** Blackjack: the table's rules as figures (the info screen states them). */
const ZBlackjackView = z.object({
  family: z.literal('blackjack'),
  decks: int,
  /** The most hands splitting makes. */
  maxHands: int,
  /** Pays to one, as fractions: blackjack [3, 2], insurance [2, 1]. */
  blackjackPays: ZPay,
  insurancePays: ZPay,
  /** Each hand of a round can end, at most, doubled and winning: the most a round returns, in bets. */
  maxWinBets: int,
});
export const ZPlayGameView = z.discriminatedUnion('family', [
  ZBlackjackView,
  ZCrapsView,
  ZSlotsView,
  ZRouletteView,
  ZDiceView,
  ZMinesView,
  ZPlinkoView,
  ZScratchView,
  ZVideoPokerView,
  ZLotteryView,
  ZCardDuelView,
  ZThreeCardPokerView,
  ZFishingView,
  ZCrashView,
  ZCasinoHoldemView,
  ZVirtualSportsView,
]);
export type TPlayGameView = z.infer<typeof ZPlayGameView>;

// ---------------------------------------------------------------------------------------------
// Bets: the decisions that open a round. Amounts are checked against the session's currency.

const ZRouletteSpotBet = z.object({
  kind: z.enum([
    'straight',
    'split',
    'street',
    'trio',
    'corner',
    'firstFour',
    'sixLine',
    'red',
    'black',
    'odd',
    'even',
    'low',
    'high',
    'dozen',
    'column',
  ]),
  numbers: z.array(int.min(0).max(36)).max(6).optional(),
  which: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  amount: ZAmount,
});
export const ZPlayBet = z.discriminatedUnion('family', [
  z.object({ family: z.literal('slots'), coinValue: ZAmount }),
  z.object({ family: z.literal('roulette'), spots: z.array(ZRouletteSpotBet).min(1).max(160) }),
  z.object({ family: z.literal('dice'), amount: ZAmount, direction: z.enum(['over', 'under']), target: int }),
  z.object({ family: z.literal('mines'), amount: ZAmount, mines: int }),
  z.object({ family: z.literal('plinko'), amount: ZAmount, rows: int, risk: z.enum(['low', 'medium', 'high']) }),
  z.object({ family: z.literal('scratch'), amount: ZAmount }),
  z.object({ family: z.literal('videoPoker'), amount: ZAmount }),
  /** The numbers picked (bingo: none, the card is dealt); the engine checks them against the board. */
  z.object({ family: z.literal('lottery'), amount: ZAmount, picks: z.array(int).max(75) }),
  /** The stake on each spot; the engine checks the spots against the game's. */
  z.object({
    family: z.literal('cardDuel'),
    spots: z
      .array(z.object({ spot: ZCardDuelSpot, amount: ZAmount }))
      .min(1)
      .max(3),
  }),
  /** The ante, and a pair plus bet when given (absent or "0": none); both within the session's limits. */
  z.object({ family: z.literal('threeCardPoker'), ante: ZAmount, pairPlus: ZAmount.optional() }),
  /** One shot at the target aimed at, named by its id; the engine checks it against the title's. */
  z.object({ family: z.literal('fishing'), amount: ZAmount, target: z.string().min(1).max(40) }),
  /** The line bet (pass or don't pass) and any field, place and hardway bets (absent or "0": none). */
  z.object({
    family: z.literal('craps'),
    line: z.enum(['pass', 'dontPass']),
    amount: ZAmount,
    field: ZAmount.optional(),
    place: z.partialRecord(z.enum(CRAPS_POINTS), ZAmount).optional(),
    hardways: z.partialRecord(z.enum(CRAPS_HARDWAYS), ZAmount).optional(),
  }),
  ZCasinoHoldemBet,
  z.object({ family: z.literal('blackjack'), amount: ZAmount }),
]);
export type TPlayBet = z.infer<typeof ZPlayBet>;

/** POST /play/{token}/rounds. `requestId` makes a resent request (lost answer) return the same round. */
export const ZOpenRoundRequest = z.object({ requestId: z.uuid(), bet: ZPlayBet });
export type TOpenRoundRequest = z.infer<typeof ZOpenRoundRequest>;

const HOLD_MESSAGE = 'Say for each of the five cards whether to hold it (true or false).';
/** hold[i]: keep the i-th dealt card. */
const ZHold = z.array(z.boolean({ error: HOLD_MESSAGE }), { error: HOLD_MESSAGE }).length(5, { error: HOLD_MESSAGE });

/**
 * POST /play/{token}/rounds/{roundId}/actions: a decision inside an open round (mines, video poker's draw,
 * three card poker's play, which stakes a play bet equal to the ante, or fold).
 */
export const ZPlayAction = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('reveal'), tile: int.min(0).max(24) }),
  z.object({ kind: z.literal('cashOut') }),
  z.object({ kind: z.literal('draw'), hold: ZHold }),
  z.object({ kind: z.literal('play') }),
  z.object({ kind: z.literal('fold') }),
  /** Casino hold'em: call, which stakes a call bet of two antes (or fold). */
  z.object({ kind: z.literal('call') }),
  /** Craps: the next roll; odds behind the line, a come or a don't come bet once a point is set, which raise the round's stake. */
  z.object({ kind: z.literal('roll') }),
  z.object({ kind: z.literal('odds'), amount: ZAmount }),
  z.object({
    kind: z.literal('come'),
    bet: z.enum(['come', 'dontCome'], { error: 'Bet come or don\u2019t come.' }),
    amount: ZAmount,
  }),
  /** Blackjack, for the active hand: double and split raise the round's stake; insurance (half the bet) is taken or declined. */
  z.object({ kind: z.literal('hit') }),
  z.object({ kind: z.literal('stand') }),
  z.object({ kind: z.literal('double') }),
  z.object({ kind: z.literal('split') }),
  z.object({ kind: z.literal('insurance'), take: z.boolean({ error: 'Say whether you take insurance (true or false).' }) }),
]);
export type TPlayAction = z.infer<typeof ZPlayAction>;
export const ZRoundActionRequest = z.object({ action: ZPlayAction });
export type TRoundActionRequest = z.infer<typeof ZRoundActionRequest>;

// ---------------------------------------------------------------------------------------------
// Steps: everything the player saw, in order; amounts converted to decimal strings.

const ZSlotWin = z.object({
  line: int.nullable(),
  symbol: z.string(),
  count: int,
  ways: int,
  positions: z.array(z.tuple([int, int])),
  amount: z.string(),
});
export const ZSlotSpinStep = z.object({
  freeSpin: int,
  freeSpinsTotal: int,
  multiplier: z.number(),
  stops: z.array(int),
  window: z.array(z.array(z.string())),
  wins: z.array(ZSlotWin),
  scatter: z.object({ count: int, positions: z.array(z.tuple([int, int])), amount: z.string() }),
  freeSpinsAwarded: int,
  win: z.string(),
  total: z.string(),
});
export const ZRouletteStep = z.object({ pocket: int, colour: z.enum(['green', 'red', 'black']), wins: z.array(z.string()) });
export const ZDiceStep = z.object({
  roll: int,
  direction: z.enum(['over', 'under']),
  target: int,
  multiplier: z.number(),
  isWin: z.boolean(),
});
/** The board step (mine positions) is only present once the round is settled. */
export const ZMinesStep = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('board'), mines: z.array(int) }),
  z.object({ kind: z.literal('reveal'), tile: int, isMine: z.boolean(), multiplier: z.number() }),
  z.object({ kind: z.literal('cashOut'), multiplier: z.number() }),
]);
export const ZPlinkoStep = z.object({ path: z.array(z.enum(['left', 'right'])), slot: int, multiplier: z.number() });
export const ZScratchStep = z.object({
  grid: z.array(z.string()),
  prize: z.object({ symbol: z.string(), multiplier: z.number() }).nullable(),
  winningCells: z.array(int),
});

/**
 * Cards are codes: rank (2–9, T, J, Q, K, A) then suit (c, d, h, s). The 'cards' step (the shuffled
 * deck's first ten cards: the deal and the replacements in draw order) is only present once the round
 * is settled. While the round is open, the deal carries `hint`: the hold with the highest expected pay.
 */
export const ZVideoPokerStep = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cards'), cards: z.array(ZCard) }),
  z.object({ kind: z.literal('deal'), cards: z.array(ZCard), hint: z.array(z.boolean()).optional() }),
  z.object({
    kind: z.literal('draw'),
    hold: z.array(z.boolean()),
    cards: z.array(ZCard),
    hand: ZVideoPokerHand.nullable(),
    multiplier: int,
  }),
]);

/**
 * `ticket`: the numbers played (the picks, or the bingo card column by column, B to O, N having four);
 * `drawn` in draw order; `hits` the ticket's numbers drawn; `multiplier` what the ticket paid per unit.
 */
export const ZLotteryStep = z.object({ ticket: z.array(int), drawn: z.array(int), hits: z.array(int), multiplier: z.number() });

/**
 * The two hands as dealt (baccarat's third cards last; in high card `banker` is the dealer's card), their
 * totals (baccarat points 0–9; high card the rank, 2 to 14 for an ace), the outcome and what each spot of
 * the bet returned, in the bet's order.
 */
export const ZCardDuelStep = z.object({
  player: z.array(ZCard),
  banker: z.array(ZCard),
  playerTotal: int,
  bankerTotal: int,
  outcome: ZCardDuelOutcome,
  wins: z.array(z.string()),
});

/**
 * The 'cards' step (the player's three cards, then the dealer's) is only present once the round is
 * settled. 'deal' is the player's cards, their hand and the bets; 'showdown' the decision, the dealer's
 * cards and hand, whether it qualifies, the ante and play's outcome (null on a fold or a dealer who does
 * not qualify) and what each bet paid back, stakes included.
 */
export const ZThreeCardStep = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cards'), cards: z.array(ZCard) }),
  z.object({ kind: z.literal('deal'), cards: z.array(ZCard), hand: ZThreeCardHand, ante: z.string(), pairPlus: z.string() }),
  z.object({
    kind: z.literal('showdown'),
    decision: z.enum(['play', 'fold']),
    dealer: z.array(ZCard),
    dealerHand: ZThreeCardHand,
    qualifies: z.boolean(),
    outcome: z.enum(['win', 'lose', 'tie']).nullable(),
    pays: z.object({ ante: z.string(), play: z.string(), anteBonus: z.string(), pairPlus: z.string() }),
  }),
]);
export type TThreeCardStep = z.infer<typeof ZThreeCardStep>;
/** The target shot (id and name), its multiplier, and whether it was caught (the round's win is stake × multiplier). */
export const ZFishingStep = z.object({ target: z.string(), name: z.string(), multiplier: int, caught: z.boolean() });

/**
 * A crash bet's outcome once settled: the multiplier it cashed out at (null: still in at the bust) and, once
 * the live round has busted, what checks it: the round's hash, its crash and the chain's terminating hash
 * (the commitment is the round's server seed hash, the salt its client seed, the round number its nonce).
 */
export const ZCrashStep = z.object({
  cashedOutAt: z.string().nullable(),
  bust: z.object({ crash: z.string(), hash: z.string(), terminatingHash: z.string(), maxMultiplier: int }).nullable(),
});
export type TCrashStep = z.infer<typeof ZCrashStep>;

/**
 * The 'dice' step (every face the round could use, two per roll) is only present once the round is settled.
 * 'bets' is what the round opened with; each 'roll' its two faces, the point after it (null: off) and what
 * it settled, each bet won (paid with its stake), lost or returned ('push'), and the come bets then up;
 * 'odds' the odds taken or laid; 'come' a come or don't come bet put down.
 */
const ZCrapsBetName = z.enum([
  'line',
  'odds',
  'field',
  ...CRAPS_POINTS.map((n) => `place${n}` as const),
  ...CRAPS_HARDWAYS.map((n) => `hard${n}` as const),
  ...CRAPS_COME_BETS,
]);
const ZCrapsBets = z.object({
  line: z.enum(['pass', 'dontPass']),
  amount: z.string(),
  field: z.string(),
  place: z.partialRecord(z.enum(CRAPS_POINTS), z.string()),
  hardways: z.partialRecord(z.enum(CRAPS_HARDWAYS), z.string()),
});
export const ZCrapsStep = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('dice'), faces: z.array(int) }),
  ZCrapsBets.extend({ kind: z.literal('bets') }),
  z.object({
    kind: z.literal('roll'),
    dice: z.tuple([int, int]),
    point: int.nullable(),
    results: z.array(z.object({ bet: ZCrapsBetName, outcome: z.enum(['win', 'lose', 'push']), paid: z.string() })),
    /** The come bets up after the roll, by where they stand; only while any is up. */
    come: z.partialRecord(z.enum(CRAPS_COME_BETS), z.string()).optional(),
  }),
  z.object({ kind: z.literal('odds'), amount: z.string() }),
  z.object({ kind: z.literal('come'), bet: z.enum(['come', 'dontCome']), amount: z.string() }),
]);
export type TCrapsStep = z.infer<typeof ZCrapsStep>;

const round = <F extends string, B extends z.ZodType, S extends z.ZodType>(family: F, bet: B, step: S) =>
  z.object({ family: z.literal(family), bet, steps: z.array(step) });
const ZRoundPlay = z.discriminatedUnion('family', [
  round('slots', z.object({ coinValue: z.string() }), ZSlotSpinStep),
  round('roulette', z.object({ spots: z.array(ZRouletteSpotBet.extend({ amount: z.string() })) }), ZRouletteStep),
  round('dice', z.object({ amount: z.string(), direction: z.enum(['over', 'under']), target: int }), ZDiceStep),
  round('mines', z.object({ amount: z.string(), mines: int }), ZMinesStep),
  round('plinko', z.object({ amount: z.string(), rows: int, risk: z.enum(['low', 'medium', 'high']) }), ZPlinkoStep),
  round('scratch', z.object({ amount: z.string() }), ZScratchStep),
  round('videoPoker', z.object({ amount: z.string() }), ZVideoPokerStep),
  round('lottery', z.object({ amount: z.string(), picks: z.array(int) }), ZLotteryStep),
  round('cardDuel', z.object({ spots: z.array(z.object({ spot: ZCardDuelSpot, amount: z.string() })) }), ZCardDuelStep),
  round('threeCardPoker', z.object({ ante: z.string(), pairPlus: z.string() }), ZThreeCardStep),
  round('fishing', z.object({ amount: z.string(), target: z.string() }), ZFishingStep),
  round('craps', ZCrapsBets, ZCrapsStep),
  round('crash', z.object({ amount: z.string(), autoCashOut: z.string().nullable(), roundNumber: int }), ZCrashStep),
  round('casinoHoldem', ZCasinoHoldemRoundBet, ZCasinoHoldemStep),
  round('blackjack', z.object({ amount: z.string() }), ZBlackjackStep),
  round('virtualSports', ZVirtualRoundBet, ZVirtualStep),
]);

/** The provably fair inputs of a round; `serverSeed` once its pair is revealed. */
export const ZRoundFairness = z.object({
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: int,
});

/** A round as the client and game recall see it. `balanceAfter` is the wallet after the round's last movement. */
export const ZPlayRound = z.intersection(
  ZRoundPlay,
  z.object({
    id: z.string(),
    status: z.enum(['open', 'settled']),
    currency: z.string(),
    stake: z.string(),
    win: z.string(),
    /** A jackpot pool this round won, paid on top of `win`; absent when it won none. */
    jackpotWin: z.string().optional(),
    /**
     * The jackpot draw this round took part in, at the chance it had (1 in `chanceOneIn`); absent when it drew none.
     * The draw is recomputable from `fairness` alone (jackpotFloat in packages/games): it won when floor(float × N) = 0.
     */
    jackpotDraw: z.object({ chanceOneIn: int }).optional(),
    balanceAfter: z.string().nullable(),
    fairness: ZRoundFairness,
    createdAt: z.iso.datetime(),
    settledAt: z.iso.datetime().nullable(),
  }),
);
export type TPlayRound = z.infer<typeof ZPlayRound>;

/** GET /play/{token}: the session the game client draws. */
export const ZPlaySession = z.object({
  mode: z.enum(['demo', 'real']),
  game: z.object({
    id: z.string(),
    name: z.string(),
    provider: z.string(),
    family: ZPlayFamily,
    /** Percent with two decimals, as the title's configuration proves it. */
    rtp: z.string(),
    volatility: z.enum(['low', 'medium', 'high']),
    /** The catalogue's slug, for the way back to /game/{slug}. */
    slug: z.string(),
    /** The game screen's backdrop, drawn from the title's theme (a path on this site), or null. */
    backdrop: z.string().nullable(),
  }),
  currency: z.string(),
  balance: z.string(),
  limits: z.object({ minBet: z.string(), maxBet: z.string(), maxWin: z.string() }),
  view: ZPlayGameView,
  /** A round left open (mines, a video poker deal, an interrupted slot feature): the client resumes it. */
  openRound: ZPlayRound.nullable(),
  /** The seeds the next round uses; the demo has its own. */
  fairness: z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: int }),
  /** When this launch started, and the stake and win since: session time and net position on screen. */
  startedAt: z.iso.datetime(),
  totals: z.object({ staked: z.string(), won: z.string() }),
  /** Real money: the shortest time a slot cycle may take, in ms (2,500); 0 in demo. */
  minCycleMs: int,
  /**
   * The jackpot this title takes part in, in the session currency (absent when none): the share of each
   * real-money stake that feeds it (percent, two decimals, paid from the house's share: `game.rtp` is the game's
   * own), the chance of each real-money bet winning it (1 in `chanceOneIn`) and the pool now.
   */
  jackpot: z.object({ name: z.string(), contributionPercent: z.string(), chanceOneIn: int, amount: z.string() }).optional(),
});
export type TPlaySession = z.infer<typeof ZPlaySession>;

/** What a round request answers: the round and the balance after it. */
export const ZPlayRoundResponse = z.object({ round: ZPlayRound, balance: z.string(), totals: ZPlaySession.shape.totals });
export type TPlayRoundResponse = z.infer<typeof ZPlayRoundResponse>;
