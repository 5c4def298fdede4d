import type { TCurrencyCode, TPlaySession } from '@casino/contracts';
import { maxWin, stakeLimitsOf, type RoundState, type Title } from '@casino/games';
import { conflict } from '../../lib/errors';
import { toMajorUnits } from '../../lib/money';
import type { EurCentsConverter } from '../games';
import type { AnyEngine, EnginePart, TitleFamily } from './families/family-entry';
import { familyEntry } from './families/registry';

// A title as one session plays it: its configuration in the session's currency, its limits, the engine
// that plays its rounds and the decisions that engine allows (game-view.ts: what the client is shown of it;
// engine-bets.ts: the player's bets and decisions turned into the engine's). Each family's parts are in families/.

/**
 * How the platform plays a title's rounds. Crash and virtual sports titles have no engine of their own: their
 * bets join the title's live round (ADR 018) or one of its scheduled events (ADR 020), a 409 here.
 */
export function enginePlayOf(title: Title): EnginePart<TitleFamily> {
  const entry = familyEntry(title.family);
  if (entry.live) throw conflict(entry.live.betsGoTo);
  return entry.play;
}

/** The engine that plays a title's rounds. */
export function engineOf(title: Title): AnyEngine {
  return enginePlayOf(title).engine;
}

/**
 * The title with its limits (and coin values) converted from EUR cents, rounded up like every converted
 * minimum. Converting changes only the unit: the pays are multiples of the stake, so the RTP stays.
 */
export function titleInCurrency(title: Title, convert: EurCentsConverter): Title {
  return familyEntry(title.family).inCurrency(title, convert);
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
  const decisions = familyEntry(title.family).play?.decisions;
  if (decisions) return decisions.check(title, state, action);
  return state.isFinished ? 'This round is over.' : 'This game has no decisions inside a round.';
}
