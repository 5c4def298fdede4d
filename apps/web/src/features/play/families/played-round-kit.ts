import { TABLE_TITLES, type TableTitleKey } from '@casino/games';

// Shared by the families' played-round checks (played-round.ts in each family's folder).

/**
 * The stake a round's draws are recomputed at: everything chance decided, nothing that scales with the stake.
 * A nominal stake of 1 minor unit is enough, since no engine lets the stake change what it draws.
 */
export const NOMINAL_STAKE = 1n;

/** The configuration of a table game's title (dice, mines, plinko, roulette, scratch). */
export const tableConfig = <C>(titleKey: string): C | undefined =>
  (TABLE_TITLES as Record<string, { config: unknown }>)[titleKey as TableTitleKey]?.config as C | undefined;
