import type { TPlaySession } from '@casino/contracts';
import { checkRounding, openingStake, type Title } from '@casino/games';
import { readAmount, toDecimal } from './decimal';

// Wins are paid rounded down to the currency's smallest unit, and the server refuses a bet where that would
// cost more than 0.1 pp of its return (rounding.ts in games). The screens open on a choice and a stake the
// server takes, and say before a bet when the stake and choice chosen would be refused. Each family whose wins
// can be rounded says how in its folder's opening-bet.ts.

/** What a family's screen knows of rounding its wins. */
export type RoundedFamily<T extends Title = Title> = {
  /** The family's titles by title key: its own alone, so the game client carries no other title's configuration. */
  titles: Readonly<Record<string, T>>;
  /**
   * The engine's bet that the screen's main button sends as the screen opens, at a stake (minor units); null
   * where the screen opens with nothing to send (keno and lotto wait for picks, baccarat for chips).
   */
  openingBet?(title: T, amount: bigint): unknown;
  /** The family's own opening stake from the session's minimum, where it opens on no single bet. */
  openingStake?(min: bigint): bigint;
};

/** The title a session plays (its catalogue id is `<studio>:<title key>`), among a family's titles. */
export function titleOf<T extends Title>(game: TPlaySession['game'], titles: Readonly<Record<string, T>>): T | undefined {
  const key = game.id.slice(game.id.indexOf(':') + 1);
  return Object.hasOwn(titles, key) ? titles[key] : undefined;
}

/** The stake a screen opens with: the session's minimum, raised where needed until its opening bet is taken. */
export function openingStakeOf<T extends Title>(
  session: Pick<TPlaySession, 'game' | 'currency' | 'limits'>,
  rounded: RoundedFamily<T>,
): string {
  const { game, currency, limits } = session;
  const title = titleOf(game, rounded.titles);
  const min = readAmount(limits.minBet, currency);
  if (!title || min === null) return limits.minBet;
  if (rounded.openingStake) return toDecimal(rounded.openingStake(min), currency);
  const betAt = (stake: bigint) => rounded.openingBet?.(title, stake) ?? null;
  if (betAt(min) === null) return limits.minBet;
  return toDecimal(openingStake(title, betAt, min), currency);
}

/**
 * Why the server would refuse this bet for rounding (its own sentence), or null. `betAt` builds the engine's
 * bet at the typed stake; a stake that is not an amount is left to the stake field.
 */
export function roundingNotice(
  session: Pick<TPlaySession, 'game' | 'currency'>,
  titles: Readonly<Record<string, Title>>,
  stake: string,
  betAt: (amount: bigint) => unknown,
): string | null {
  const amount = readAmount(stake, session.currency);
  return amount !== null && amount > 0n ? roundingNoticeOf(session, titles, betAt(amount)) : null;
}

/** The same for an engine's bet already in minor units (baccarat's chips on the table). */
export function roundingNoticeOf(
  session: Pick<TPlaySession, 'game'>,
  titles: Readonly<Record<string, Title>>,
  bet: unknown,
): string | null {
  const title = titleOf(session.game, titles);
  return title ? checkRounding(title, bet) : null;
}
