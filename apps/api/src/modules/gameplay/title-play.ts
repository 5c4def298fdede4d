import type { TCurrencyCode, TPlaySession } from '@casino/contracts';
import {
  blackjackFamily,
  cardDuelFamily,
  casinoHoldemFamily,
  checkHoldemAction,
  checkCrapsAction,
  checkRoundingAction,
  crapsFamily,
  checkBlackjackAction,
  checkMinesAction,
  checkThreeCardAction,
  checkVideoPokerAction,
  diceFamily,
  fishingFamily,
  lotteryFamily,
  maxWin,
  minesFamily,
  paidMinimum,
  plinkoFamily,
  rouletteFamily,
  scratchFamily,
  slotsFamily,
  slotStake,
  stakeLimitsOf,
  threeCardPokerFamily,
  videoPokerFamily,
  type BlackjackState,
  type CrapsConfig,
  type CrapsState,
  type GameFamily,
  type HoldemState,
  type MinesState,
  type RoundState,
  type ThreeCardState,
  type Title,
  type VideoPokerState,
} from '@casino/games';
import { conflict } from '../../lib/errors';
import { toMajorUnits } from '../../lib/money';
import type { EurCentsConverter } from '../games';

// A title as one session plays it: its configuration in the session's currency, its limits, the engine
// that plays its rounds and the decisions that engine allows (game-view.ts: what the client is shown of it;
// engine-bets.ts: the player's bets and decisions turned into the engine's).

// The engines differ in their types; the platform hands each its own title's configuration and bets.
type AnyFamily = GameFamily<unknown, unknown, unknown, unknown>;
const FAMILIES: Record<Exclude<Title['family'], 'crash' | 'virtualSports'>, AnyFamily> = {
  slots: slotsFamily as AnyFamily,
  roulette: rouletteFamily as AnyFamily,
  dice: diceFamily as AnyFamily,
  mines: minesFamily as AnyFamily,
  plinko: plinkoFamily as AnyFamily,
  scratch: scratchFamily as AnyFamily,
  videoPoker: videoPokerFamily as AnyFamily,
  lottery: lotteryFamily as AnyFamily,
  threeCardPoker: threeCardPokerFamily as AnyFamily,
  cardDuel: cardDuelFamily as AnyFamily,
  fishing: fishingFamily as AnyFamily,
  craps: crapsFamily as AnyFamily,
  casinoHoldem: casinoHoldemFamily as AnyFamily,
  blackjack: blackjackFamily as AnyFamily,
};

/**
 * The engine that plays a title's rounds. Crash and virtual sports titles have none: their bets join the
 * title's live round (ADR 018) or one of its scheduled events (ADR 020).
 */
export function engineOf(title: Title): AnyFamily {
  if (title.family === 'crash') throw conflict("This game's bets go to its live round.");
  if (title.family === 'virtualSports') throw conflict("This game's bets go to its scheduled events.");
  return FAMILIES[title.family];
}

/**
 * The title with its limits (and coin values) converted from EUR cents, rounded up like every converted
 * minimum. Converting changes only the unit: the pays are multiples of the stake, so the RTP stays. A slot's
 * stake limits are its smallest and largest coin × lines, as in EUR (the coin values span them exactly).
 */
export function titleInCurrency(title: Title, convert: EurCentsConverter): Title {
  switch (title.family) {
    case 'slots': {
      const coinValues = [...new Set(title.config.coinValues.map(convert))].sort((a, b) => (a < b ? -1 : 1));
      const stakeOf = (coinValue: bigint) => slotStake(title.config, { coinValue });
      const config = { ...title.config, coinValues, minStake: stakeOf(coinValues[0]!), maxStake: stakeOf(coinValues.at(-1)!) };
      return { ...title, config };
    }
    case 'roulette': {
      const { minSpot, maxStraight, maxRound } = title.config.limits;
      return {
        ...title,
        config: { limits: { minSpot: convert(minSpot), maxStraight: convert(maxStraight), maxRound: convert(maxRound) } },
      };
    }
    default: {
      // The converted minimum moves up to the first stake some bet is paid in full at (rounding.ts in games).
      const { minBet, maxBet } = title.config.limits;
      const limits = { minBet: paidMinimum(title, convert(minBet)), maxBet: convert(maxBet) };
      return { ...title, config: { ...title.config, limits } } as Title;
    }
  }
}

/** Stake limits and the largest win of a round at the largest stake, minor units of the converted title. */
export function limitsOf(title: Title): { minBet: bigint; maxBet: bigint; maxWin: bigint } {
  return { ...stakeLimitsOf(title), maxWin: maxWin(title) };
}

export function sessionLimits(title: Title, currency: TCurrencyCode): TPlaySession['limits'] {
  const { minBet, maxBet, maxWin: win } = limitsOf(title);
  return { minBet: toMajorUnits(minBet, currency), maxBet: toMajorUnits(maxBet, currency), maxWin: toMajorUnits(win, currency) };
}

/**
 * Why a decision cannot be taken in this round now (a sentence for the player), or null. An action of
 * another family's kind is refused by the family's own check (mines asks for a tile, video poker for a draw).
 */
export function checkAction(title: Title, state: RoundState<unknown>, action: unknown): string | null {
  switch (title.family) {
    case 'mines':
      return checkMinesAction(state as MinesState, action as Parameters<typeof checkMinesAction>[1]);
    case 'videoPoker':
      return checkVideoPokerAction(state as VideoPokerState, action as Parameters<typeof checkVideoPokerAction>[1]);
    case 'threeCardPoker':
      return checkThreeCardAction(state as ThreeCardState, action as Parameters<typeof checkThreeCardAction>[1]);
    case 'casinoHoldem':
      return checkHoldemAction(state as HoldemState, action as Parameters<typeof checkHoldemAction>[1]);
    case 'blackjack':
      return checkBlackjackAction(state as BlackjackState, action as Parameters<typeof checkBlackjackAction>[1]);
    case 'craps':
      return (
        checkCrapsAction(title.config as CrapsConfig, state as CrapsState, action as Parameters<typeof checkCrapsAction>[2]) ??
        checkRoundingAction(title, state, action)
      );
    default:
      return state.isFinished ? 'This round is over.' : 'This game has no decisions inside a round.';
  }
}
