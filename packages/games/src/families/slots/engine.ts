import type { FloatSource } from '../../fairness/float-source';
import type { GameFamily, RoundState } from '../../family';
import { compileSlot, PAY_SCALE, REELS, ROWS, type CompiledSlot } from './compile';
import { lineWin, waysWins, type RawWin } from './evaluate';
import type { Position, SlotBet, SlotConfig, SlotSpinStep, SlotWin } from './types';

/** The stake of a bet: coin value × the title's lines (or ways coins). */
export function slotStake(config: SlotConfig, bet: SlotBet): bigint {
  return bet.coinValue * BigInt(compileSlot(config).betMultiplier);
}

const SCALE = BigInt(PAY_SCALE);

/** A win in minor units, rounded down: coin (or stake) × pay in hundredths × ways × multiplier. */
function amount(unit: bigint, pay: number, ways: number, multiplier: number): bigint {
  const scaled = pay * ways * multiplier;
  return scaled === 0 ? 0n : (unit * BigInt(scaled)) / SCALE;
}

/** The cells of the first `reels` reels that show symbol `a` or `b`. */
function cellsShowing(cells: number[], reels: number, a: number, b: number): Position[] {
  const positions: Position[] = [];
  for (let i = 0; i < reels * ROWS; i += 1) if (cells[i] === a || cells[i] === b) positions.push([Math.floor(i / ROWS), i % ROWS]);
  return positions;
}

function priced(
  slot: CompiledSlot,
  raw: RawWin,
  line: number | null,
  positions: Position[],
  coinValue: bigint,
  multiplier: number,
): SlotWin {
  const paid = amount(coinValue, raw.pay, raw.ways, multiplier);
  return { line, symbol: slot.ids[raw.symbol]!, count: raw.count, ways: raw.ways, positions, amount: paid };
}

/**
 * One spin; the caller fills in the feature's running figures. Plain loops and few objects: the
 * benchmark plays tens of millions of spins through this.
 */
function spin(
  slot: CompiledSlot,
  reels: Int32Array[],
  multiplier: number,
  coinValue: bigint,
  stake: bigint,
  floats: FloatSource,
): SlotSpinStep {
  const stops: number[] = [];
  const cells: number[] = [];
  const window: string[][] = [];
  let scatters = 0;
  for (let r = 0; r < REELS; r += 1) {
    const reel = reels[r]!;
    // One float per reel: stop = floor(float × strip length); the window shows the stop and the two after it.
    const stop = floats.nextInt(reel.length);
    const column: string[] = [];
    for (let row = 0; row < ROWS; row += 1) {
      const symbol = reel[(stop + row) % reel.length]!;
      cells.push(symbol);
      column.push(slot.ids[symbol]!);
      if (symbol === slot.scatter) scatters += 1;
    }
    stops.push(stop);
    window.push(column);
  }

  const wins: SlotWin[] = [];
  if (slot.paylines) {
    for (let line = 0; line < slot.paylines.length; line += 1) {
      const rows = slot.paylines[line]!;
      const raw = lineWin(slot, cells, rows);
      if (raw)
        wins.push(
          priced(
            slot,
            raw,
            line,
            rows.slice(0, raw.count).map((row, r) => [r, row] as const),
            coinValue,
            multiplier,
          ),
        );
    }
  } else {
    for (const raw of waysWins(slot, cells)) {
      wins.push(priced(slot, raw, null, cellsShowing(cells, raw.count, raw.symbol, slot.wild), coinValue, multiplier));
    }
  }
  const scatter = {
    count: scatters,
    positions: scatters ? cellsShowing(cells, REELS, slot.scatter, slot.scatter) : [],
    amount: amount(stake, slot.scatterPays[scatters]!, 1, multiplier),
  };
  let win = scatter.amount;
  for (const w of wins) win += w.amount;
  return { freeSpin: 0, freeSpinsTotal: 0, multiplier, stops, window, wins, scatter, freeSpinsAwarded: 0, win, total: 0n };
}

/**
 * Slots: a paid spin on the base strips, then the free spins it triggers (3+ scatters), each of
 * which can add more, up to the title's cap. Every float picks one reel's stop, so a round uses at
 * most 5 × (1 + cap) floats.
 */
export const slotsFamily: GameFamily<SlotConfig, SlotBet, SlotSpinStep> = {
  id: 'slots',

  checkBet(config, bet) {
    if (!config.coinValues.includes(bet.coinValue)) {
      return `This game does not offer a coin value of ${bet.coinValue}; choose one of ${config.coinValues.join(', ')}.`;
    }
    const stake = slotStake(config, bet);
    if (stake < config.minStake) return `A stake of ${stake} is below this game's minimum of ${config.minStake}.`;
    if (stake > config.maxStake) return `A stake of ${stake} is above this game's maximum of ${config.maxStake}.`;
    return null;
  },

  maxFloats(config) {
    return REELS * (1 + config.freeSpins.maxSpins);
  },

  open(config, bet, floats): RoundState<SlotSpinStep> {
    const slot = compileSlot(config);
    const stake = slotStake(config, bet);
    const steps: SlotSpinStep[] = [];
    let total = 0n;
    let awarded = 0;
    for (let freeSpin = 0; freeSpin <= awarded; freeSpin += 1) {
      const step =
        freeSpin === 0
          ? spin(slot, slot.base, 1, bet.coinValue, stake, floats)
          : spin(slot, slot.free, slot.multiplier, bet.coinValue, stake, floats);
      step.freeSpin = freeSpin;
      step.freeSpinsAwarded = Math.min(slot.awards[step.scatter.count]!, slot.maxSpins - awarded);
      awarded += step.freeSpinsAwarded;
      step.freeSpinsTotal = awarded;
      total += step.win;
      step.total = total;
      steps.push(step);
    }
    return { stake, win: total, steps, isFinished: true };
  },
};
