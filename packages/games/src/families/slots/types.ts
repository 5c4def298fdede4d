/**
 * A slot title's configuration, plain data. Symbol ids are one character so that a reel strip is a
 * string: `reels[r][i]` is the id at stop i of reel r. Limits and coin values are minor units of the
 * reference currency (EUR cents); the platform converts them for other currencies.
 */
export type SlotSymbol = {
  /** One character, unique within the title. */
  id: string;
  name: string;
  kind: 'regular' | 'wild' | 'scatter';
  /**
   * Pays for 3, 4 and 5 of a kind. Regular symbols and the wild: coins per winning line or way (a
   * coin is the line bet). Scatter: multiples of the total stake, anywhere on the window. At most
   * two decimals; a win is rounded down to the minor unit.
   */
  pays?: readonly [number, number, number];
};

/** Row (0 top, 1 middle, 2 bottom) on each of the five reels. */
export type Payline = readonly [number, number, number, number, number];

export type SlotMode =
  /** The stake is coin value × the number of lines. */
  | { kind: 'lines'; paylines: readonly Payline[] }
  /** 243 ways: adjacent reels from the left; the stake is coin value × `coins`. */
  | { kind: 'ways'; coins: number };

export type FreeSpinsFeature = {
  /** Free spins for 3, 4 and 5 scatters, on the trigger and again on a retrigger. */
  awards: readonly [number, number, number];
  /** Free spins use their own strips, or the base game's when absent. */
  reels?: readonly string[];
  /** Every free-spin win (lines, ways and scatter) is multiplied by this. */
  multiplier: number;
  /** The most free spins one feature may award in total, retriggers included. */
  maxSpins: number;
};

export type SlotConfig = {
  key: string;
  name: string;
  /** The RTP the title states, in percent with two decimals; the exact math must agree within 0.05. */
  rtp: string;
  volatility: 'low' | 'medium' | 'high';
  mode: SlotMode;
  symbols: readonly SlotSymbol[];
  /** Five base-game reel strips. */
  reels: readonly string[];
  freeSpins: FreeSpinsFeature;
  coinValues: readonly bigint[];
  minStake: bigint;
  maxStake: bigint;
};

export type SlotBet = { coinValue: bigint };

/** [reel, row] of a window cell. */
export type Position = readonly [number, number];

export type SlotWin = {
  /** The payline's index in the title's list, or null for a ways win. */
  line: number | null;
  symbol: string;
  count: number;
  /** 1 for a line win; the product of the matching cells per reel for a ways win. */
  ways: number;
  positions: Position[];
  amount: bigint;
};

/** One spin of a round (the paid spin, then every free spin), everything a player saw. */
export type SlotSpinStep = {
  /** 0 for the paid spin, then 1, 2, ... for the free spins. */
  freeSpin: number;
  /** Free spins awarded in the feature so far, this spin's award included (so spin 3 of 10 reads 3 / 10). */
  freeSpinsTotal: number;
  multiplier: number;
  stops: number[];
  /** window[reel][row], symbol ids. */
  window: string[][];
  wins: SlotWin[];
  scatter: { count: number; positions: Position[]; amount: bigint };
  /** Free spins this spin added (after the cap). */
  freeSpinsAwarded: number;
  win: bigint;
  /** The round's win so far. */
  total: bigint;
};
