import type { TPlaySession } from '@casino/contracts';
import {
  CARD_DUEL_TITLES,
  checkRounding,
  CRAPS_TITLES,
  CRASH_TITLES,
  LOTTERY_TITLES,
  openingStake,
  TABLE_TITLES,
  type PlinkoRisk,
  type Title,
} from '@casino/games';
import { readAmount, toDecimal } from './decimal';

// Wins are paid rounded down to the currency's smallest unit, and the server refuses a bet where that would
// cost more than 0.1 pp of its return (rounding.ts in games). The screens open on a choice and a stake the
// server takes, and say before a bet when the stake and choice chosen would be refused.

/** The choices the screens open with. */
export const OPENING_DICE = { direction: 'under', target: 5000 } as const;
export const OPENING_MINES = 3;
export const OPENING_PLINKO_RISK: PlinkoRisk = 'low';
/** Plinko's row counts, fewest first: the board opens on the first. */
export const plinkoRowChoices = (tables: object) =>
  Object.keys(tables)
    .map(Number)
    .sort((a, b) => a - b);

// Only the families whose wins can be rounded: the client needs no other title's configuration.
const ROUNDED_TITLES: Readonly<Record<string, Title>> = {
  ...(TABLE_TITLES as Record<string, Title>),
  ...(LOTTERY_TITLES as Record<string, Title>),
  ...(CARD_DUEL_TITLES as Record<string, Title>),
  ...(CRAPS_TITLES as Record<string, Title>),
  ...(CRASH_TITLES as Record<string, Title>),
};

/** The title a session plays (its catalogue id is `<studio>:<title key>`), where its wins can be rounded. */
export function roundedTitleOf(game: TPlaySession['game']): Title | undefined {
  const key = game.id.slice(game.id.indexOf(':') + 1);
  return Object.hasOwn(ROUNDED_TITLES, key) ? ROUNDED_TITLES[key] : undefined;
}

/**
 * The engine's bet that a screen's main button sends as the screen opens, at a stake (minor units); null where
 * the screen opens with nothing to send (keno and lotto wait for picks, baccarat for chips).
 */
export function openingBet(title: Title, amount: bigint): unknown {
  switch (title.family) {
    case 'dice':
      return { amount, ...OPENING_DICE };
    case 'mines':
      return { amount, mines: OPENING_MINES };
    case 'plinko':
      return { amount, rows: plinkoRowChoices(title.config.tables)[0], risk: OPENING_PLINKO_RISK };
    case 'lottery':
      return title.config.game === 'bingo' ? { amount, picks: [] } : null;
    case 'cardDuel':
      return title.config.game === 'baccarat' ? null : { spots: [{ spot: 'player', amount }] };
    case 'crash':
      return { amount, autoCashOut: null };
    case 'craps':
      return { line: 'pass', amount, field: 0n, place: {}, hardways: {} };
    default:
      return null;
  }
}

/** The stake a screen opens with: the session's minimum, raised where needed until its opening bet is taken. */
export function openingStakeOf(session: Pick<TPlaySession, 'game' | 'currency' | 'limits'>): string {
  const { game, currency, limits } = session;
  const title = roundedTitleOf(game);
  const min = readAmount(limits.minBet, currency);
  if (!title || min === null || openingBet(title, min) === null) return limits.minBet;
  return toDecimal(
    openingStake(title, (stake) => openingBet(title, stake), min),
    currency,
  );
}

/**
 * Why the server would refuse this bet for rounding (its own sentence), or null. `betAt` builds the engine's
 * bet at the typed stake; a stake that is not an amount is left to the stake field.
 */
export function roundingNotice(
  session: Pick<TPlaySession, 'game' | 'currency'>,
  stake: string,
  betAt: (amount: bigint) => unknown,
): string | null {
  const amount = readAmount(stake, session.currency);
  return amount !== null && amount > 0n ? roundingNoticeOf(session, betAt(amount)) : null;
}

/** The same for an engine's bet already in minor units (baccarat's chips on the table). */
export function roundingNoticeOf(session: Pick<TPlaySession, 'game'>, bet: unknown): string | null {
  const title = roundedTitleOf(session.game);
  return title ? checkRounding(title, bet) : null;
}
