import { z } from 'zod';
import { ZAmount } from './money';
import { ZCrashStep, ZCrashView } from './crash';
import { ZBlackjackStep, ZBlackjackView } from './play-blackjack';
import { ZCardDuelSpot, ZCardDuelStep, ZCardDuelView } from './play-card-duel';
import { CRAPS_HARDWAYS, CRAPS_POINTS, ZCrapsBets, ZCrapsStep, ZCrapsView } from './play-craps';
import { ZCasinoHoldemBet, ZCasinoHoldemRoundBet, ZCasinoHoldemStep, ZCasinoHoldemView } from './play-holdem';
import {
  ZDiceStep,
  ZDiceView,
  ZFishingStep,
  ZFishingView,
  ZMinesStep,
  ZMinesView,
  ZPlinkoStep,
  ZPlinkoView,
  ZScratchStep,
  ZScratchView,
} from './play-instant';
import { ZLotteryStep, ZLotteryView } from './play-lottery';
import { ZThreeCardPokerView, ZThreeCardStep, ZVideoPokerStep, ZVideoPokerView } from './play-poker';
import { ZRouletteSpotBet, ZRouletteStep, ZRouletteView } from './play-roulette';
import { ZSlotSpinStep, ZSlotsView } from './play-slots';
import { ZVirtualRoundBet, ZVirtualSportsView, ZVirtualStep } from './play-virtual-sports';
import { textField } from './text';

// Game launch and play (ISSUE 11 points 1, 2 and 5). The launch answers the URL of our game client,
// /play/{launchToken}; the client then speaks only to /game-aggregator-service/api/v1/play/{token}/...
// Money is in major-unit decimal strings of the session's currency, as everywhere on the player API.
// The client sends decisions only; the server draws, settles and answers the round with its steps.

/** The game launch payload (docs/product.md, Game launch). `platform` is always desktop; other values are refused. */
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

export const ZPlayBet = z.discriminatedUnion('family', [
  /** `free`: one of the player's free spins (decision 025), at the spin's stake whatever `coinValue` says. */
  z.object({ family: z.literal('slots'), coinValue: ZAmount, free: z.literal(true).optional() }),
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
    /** A free spin's round: its stake came from the player's free spins, not their balance. */
    isFree: z.boolean().optional(),
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
    /** The title's key in the catalogue (games.key): the game client loads the title's own art by it. */
    key: z.string(),
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
  /** Real money: the shortest time a slot cycle may take, in ms (2,500 unless the operator sets another); 0 in demo. The server refuses a faster spin (429). */
  minCycleMs: int,
  /**
   * Free spins the player can play on this game now, and what each stakes; null (or absent) when none.
   * `winsHeld`: their wins wait for a deposit (a no-deposit offer's unlock) instead of landing in bonus money.
   */
  freeSpins: z.object({ left: int, stake: z.string(), winsHeld: z.boolean().optional() }).nullable().optional(),
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
