import type { GameFamily } from '../family';
import type { Rational } from '../shared/rational';
import type { Payout } from '../shared/rounding';
import type { StakeLimits } from '../shared/stakes';

/**
 * A catalogue title: the family it plays, the catalogue's name, stated RTP and volatility, and the engine
 * configuration. Limits and coin values are EUR cents; the platform converts them into the round's currency.
 */
export type FamilyTitle<Family extends string, Config> = {
  family: Family;
  name: string;
  rtp: string;
  volatility: 'low' | 'medium' | 'high';
  config: Config;
};

/**
 * What rounding wins down to the minor unit means for a family whose pays are not whole multiples of the
 * stake (shared/rounding.ts). Families paying whole multiples have none.
 */
export type FamilyRounding<Config> = {
  /** Every bet whose pays can be rounded, each as the ways it can be played to its end (its payouts each). */
  bets(config: Config): Iterable<Payout[][]>;
  /** Why rounding refuses this well-formed bet (a sentence for the player), or null; none: never refused. */
  check?(config: Config, bet: unknown): string | null;
  /** Why rounding refuses this decision inside an open round, or null; none: never refused. */
  checkAction?(config: Config, state: unknown, action: unknown): string | null;
};

/**
 * One game family as the catalogue sees it: its engine, its titles and what the catalogue proves or states
 * about each title's configuration. families/registry.ts lists every family's module.
 */
export type FamilyModule<Title extends FamilyTitle<string, unknown>> = {
  id: Title['family'];
  /** Null where rounds are not played one bet at a time (crash's shared rounds, virtual sports' events). */
  engine: GameFamily<Title['config'], never, unknown, never> | null;
  /** The family's titles, keyed by title key (games.key). */
  titles: Readonly<Record<string, Title>>;
  /** The exact return the configuration proves: the lowest over the player's choices where they change it. */
  exactRtp(config: Title['config']): Rational;
  /** The most one round can pay at the largest bet, in the configuration's minor units: never understated. */
  maxWin(config: Title['config']): bigint;
  /** The smallest and largest bet of one round, in the configuration's minor units. */
  stakeLimits(config: Title['config']): { minBet: bigint; maxBet: bigint };
  rounding?: FamilyRounding<Title['config']>;
};

/** The stake limits of a family whose configuration states them as `limits`. */
export const limitsOf = ({ limits }: { limits: StakeLimits }) => ({ minBet: limits.minBet, maxBet: limits.maxBet });
