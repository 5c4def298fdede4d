import type { Payline, SlotConfig } from './types';

export const REELS = 5;
export const ROWS = 3;
/** Pays are kept in hundredths, so that every amount is integer arithmetic. */
export const PAY_SCALE = 100;

/**
 * A configuration checked and turned into indexes, which the engine and the math share. Symbols are
 * numbered in the order the configuration lists them; strips become arrays of those numbers.
 */
export type CompiledSlot = {
  ids: string[];
  wild: number;
  scatter: number;
  regular: number[];
  /** pays[symbol][count], hundredths of a coin; 0 below 3. */
  pays: number[][];
  /** scatterPays[count], hundredths of the stake. */
  scatterPays: number[];
  /** awards[count]: free spins for that many scatters. */
  awards: number[];
  base: Int32Array[];
  free: Int32Array[];
  paylines: readonly Payline[] | null;
  betMultiplier: number;
  multiplier: number;
  maxSpins: number;
};

const compiled = new WeakMap<SlotConfig, CompiledSlot>();

/** The compiled form of a configuration, checked once and cached for as long as the configuration lives. */
export function compileSlot(config: SlotConfig): CompiledSlot {
  let result = compiled.get(config);
  if (!result) {
    result = build(config);
    compiled.set(config, result);
  }
  return result;
}

function fail(config: SlotConfig, problem: string): never {
  throw new Error(`slot ${config.key}: ${problem}`);
}

function hundredths(config: SlotConfig, pay: number): number {
  const scaled = Math.round(pay * PAY_SCALE);
  if (pay < 0 || Math.abs(scaled - pay * PAY_SCALE) > 1e-6) fail(config, `pay ${pay} is not a non-negative amount with two decimals`);
  return scaled;
}

function build(config: SlotConfig): CompiledSlot {
  const ids = config.symbols.map((s) => s.id);
  if (ids.some((id) => id.length !== 1) || new Set(ids).size !== ids.length) fail(config, 'symbol ids must be distinct single characters');
  const kinds = config.symbols.map((s) => s.kind);
  if (kinds.filter((k) => k === 'wild').length > 1) fail(config, 'at most one wild');
  if (kinds.filter((k) => k === 'scatter').length !== 1) fail(config, 'exactly one scatter');
  const wild = kinds.indexOf('wild');
  const scatter = kinds.indexOf('scatter');
  const pays = config.symbols.map((s) => {
    if (s.kind === 'regular' && !s.pays) fail(config, `${s.id} pays nothing`);
    const [p3, p4, p5] = (s.pays ?? [0, 0, 0]).map((p) => hundredths(config, p)) as [number, number, number];
    if (p3 > p4 || p4 > p5) fail(config, `${s.id} must pay at least as much for more of a kind`);
    return [0, 0, 0, p3, p4, p5];
  });
  if (config.mode.kind === 'ways' && wild >= 0 && pays[wild]!.some((p) => p > 0)) fail(config, 'a ways wild pays nothing itself');

  const strip = (reel: string) =>
    Int32Array.from(reel, (id) => (ids.includes(id) ? ids.indexOf(id) : fail(config, `unknown symbol ${id}`)));
  const reels = (strips: readonly string[]) => {
    if (strips.length !== REELS) fail(config, `${REELS} reels`);
    return strips.map((s) => {
      const reel = strip(s);
      if (reel.length === 0) fail(config, 'an empty strip');
      // At most one scatter per reel window: the scatter count is then at most 5, one per reel.
      for (let stop = 0; stop < reel.length; stop += 1) {
        let count = 0;
        for (let row = 0; row < ROWS; row += 1) if (reel[(stop + row) % reel.length] === scatter) count += 1;
        if (count > 1) fail(config, 'two scatters within three stops of one strip');
      }
      return reel;
    });
  };

  const { mode, freeSpins } = config;
  if (mode.kind === 'lines') {
    if (mode.paylines.length === 0) fail(config, 'no paylines');
    for (const line of mode.paylines) if (line.length !== REELS || line.some((row) => row < 0 || row >= ROWS)) fail(config, 'bad payline');
  } else if (!Number.isInteger(mode.coins) || mode.coins < 1) fail(config, 'ways coins must be a positive integer');
  const awards = [0, 0, 0, ...freeSpins.awards];
  if (awards.some((a) => !Number.isInteger(a) || a < 0)) fail(config, 'free-spin awards are whole numbers');
  if (!Number.isInteger(freeSpins.multiplier) || freeSpins.multiplier < 1) fail(config, 'the free-spin multiplier is a positive integer');
  if (!Number.isInteger(freeSpins.maxSpins) || freeSpins.maxSpins < 1) fail(config, 'the free-spin cap is a positive integer');
  if (config.coinValues.length === 0 || config.coinValues.some((c) => c <= 0n)) fail(config, 'coin values are positive');
  if (config.minStake > config.maxStake) fail(config, 'the minimum stake exceeds the maximum');

  const base = reels(config.reels);
  return {
    ids,
    wild,
    scatter,
    regular: kinds.flatMap((k, i) => (k === 'regular' ? [i] : [])),
    pays,
    scatterPays: pays[scatter]!,
    awards,
    base,
    free: freeSpins.reels ? reels(freeSpins.reels) : base,
    paylines: mode.kind === 'lines' ? mode.paylines : null,
    betMultiplier: mode.kind === 'lines' ? mode.paylines.length : mode.coins,
    multiplier: freeSpins.multiplier,
    maxSpins: freeSpins.maxSpins,
  };
}
