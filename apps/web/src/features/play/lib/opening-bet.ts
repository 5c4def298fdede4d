import type { TPlaySession, TVirtualEvent, TVirtualMarket } from '@casino/contracts';
import {
  CARD_DUEL_TITLES,
  checkRounding,
  CRAPS_TITLES,
  CRASH_TITLES,
  LOTTERY_TITLES,
  openingStake,
  ROUNDING_FREE_STAKE,
  TABLE_TITLES,
  VIRTUAL_SPORTS_TITLES,
  type PlinkoRisk,
  type Title,
  type VirtualSportsRoundingBet,
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
  ...(VIRTUAL_SPORTS_TITLES as Record<string, Title>),
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

/**
 * A price in hundredths pays to the minor unit on any multiple of 100 units: the virtual sports slip opens on
 * the first from the minimum, so whichever single of its first market is picked there is taken.
 */
const wholePriceStake = (min: bigint) => (min >= ROUNDING_FREE_STAKE ? min : ((min + 99n) / 100n) * 100n);

/** The stake a screen opens with: the session's minimum, raised where needed until its opening bet is taken. */
export function openingStakeOf(session: Pick<TPlaySession, 'game' | 'currency' | 'limits'>): string {
  const { game, currency, limits } = session;
  const title = roundedTitleOf(game);
  const min = readAmount(limits.minBet, currency);
  if (title?.family === 'virtualSports' && min !== null) return toDecimal(wholePriceStake(min), currency);
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

/**
 * The same for a virtual sports selection at the typed stake: checked on the event's book, priced from the
 * field's ratings (runners' strengths, or the two sides' scoring chances).
 */
export function virtualRoundingNotice(
  session: Pick<TPlaySession, 'game' | 'currency'>,
  stake: string,
  event: Pick<TVirtualEvent, 'field' | 'ratings'>,
  selection: { market: TVirtualMarket; pick: string },
): string | null {
  const title = roundedTitleOf(session.game);
  if (title?.family !== 'virtualSports') return null;
  const { field, ratings } = event;
  const drawn: VirtualSportsRoundingBet['event'] =
    title.config.sport === 'penalties'
      ? { home: field[0] ?? '', away: field[1] ?? '', homeChance: ratings[0] ?? 0, awayChance: ratings[1] ?? 0 }
      : { field: field.map((name, i) => ({ name, strength: ratings[i] ?? 0 })) };
  return roundingNotice(session, stake, (amount): VirtualSportsRoundingBet => ({ amount, ...selection, event: drawn }));
}
