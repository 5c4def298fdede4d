import { REELS, ROWS, type CompiledSlot } from './compile';
import { lineWin, scatterCount, waysWins } from './evaluate';

/**
 * The best window of a strip set, by the free spins it awards: every figure of the maximum round is
 * built from these. A window is the five reels' stops; its value is what it pays before any
 * multiplier, in hundredths of a coin (a scatter pays multiples of the stake, which is
 * `betMultiplier` coins).
 */
export type BestWindow = { stops: number[]; value: number };

/**
 * Best windows by award class: index 0 holds the best window that awards no free spins, index m
 * (3..5) the best showing exactly m scatters where m scatters award spins; null where no window of
 * the strips falls in that class.
 */
export type BestWindows = (BestWindow | null)[];

/** The award class of a scatter count: itself when it awards free spins, else 0. */
export const awardClass = (slot: CompiledSlot, scatters: number) => (slot.awards[scatters]! > 0 ? scatters : 0);

/** The window a set of stops shows, `cells[reel * ROWS + row]` (each reel shows its stop and the two after it, wrapping). */
export function windowCells(reels: Int32Array[], stops: readonly number[]): Int32Array {
  const cells = new Int32Array(REELS * ROWS);
  for (let r = 0; r < REELS; r += 1) {
    const reel = reels[r]!;
    for (let row = 0; row < ROWS; row += 1) cells[r * ROWS + row] = reel[(stops[r]! + row) % reel.length]!;
  }
  return cells;
}

/** What a window pays before any multiplier, in hundredths of a coin, by the engine's own evaluation. */
export function windowValue(slot: CompiledSlot, cells: ArrayLike<number>): number {
  let value = slot.scatterPays[scatterCount(slot, cells)]! * slot.betMultiplier;
  if (slot.paylines) for (const line of slot.paylines) value += lineWin(slot, cells, line)?.pay ?? 0;
  else for (const win of waysWins(slot, cells)) value += win.pay * win.ways;
  return value;
}

/**
 * The exact best window of every award class, by branch and bound over the reels from the left.
 * After the first k reels are fixed, a line (or a ways symbol) whose run has broken pays exactly what
 * it pays now; one still running pays at most its 5-of-a-kind pay (a line of wilds only: the best
 * 5-of-a-kind of any symbol), times for ways the most matching cells each later reel can show. The
 * scatter count can still grow by one per later reel that holds a scatter. A branch is dropped when,
 * for every scatter count it can still reach, that bound is no better than the best window found of
 * that count's class; children are tried best bound first so that good windows are found early.
 */
export function bestWindows(slot: CompiledSlot, reels: Int32Array[]): BestWindows {
  const { wild, pays, scatter } = slot;
  const windows = reels.map((reel) => {
    const cells = new Int32Array(reel.length * ROWS);
    for (let stop = 0; stop < reel.length; stop += 1)
      for (let row = 0; row < ROWS; row += 1) cells[stop * ROWS + row] = reel[(stop + row) % reel.length]!;
    return cells;
  });
  const scatters = windows.map((cells, r) =>
    Int32Array.from({ length: reels[r]!.length }, (_, stop) => {
      let count = 0;
      for (let row = 0; row < ROWS; row += 1) if (cells[stop * ROWS + row] === scatter) count += 1;
      return count;
    }),
  );
  // Later reels that can show a scatter, from reel r on.
  const scatterReelsFrom = Array.from({ length: REELS + 1 }, (_, r) => scatters.slice(r).filter((reel) => reel.some((c) => c > 0)).length);
  const top5 = Math.max(...pays.map((p) => p[5]!));
  // Ways: the most cells of a symbol (or the wild) one window of reel r shows.
  const mostMatching = reels.map((_, r) =>
    pays.map((_, symbol) => {
      let most = 0;
      for (let stop = 0; stop < reels[r]!.length; stop += 1) {
        let matching = 0;
        for (let row = 0; row < ROWS; row += 1) {
          const cell = windows[r]![stop * ROWS + row];
          if (cell === symbol || cell === wild) matching += 1;
        }
        most = Math.max(most, matching);
      }
      return most;
    }),
  );

  const cells = new Int32Array(REELS * ROWS);
  const stops = new Array<number>(REELS).fill(0);
  const best: BestWindows = [null, null, null, null, null, null];
  const bestValue = [-1, -1, -1, -1, -1, -1];
  const scatterPay = (count: number) => slot.scatterPays[count]! * slot.betMultiplier;

  /** An upper bound on the line or way pays of any window that starts with the first `k` reels of `cells`; exact at k = 5. */
  const paysBound = (k: number): number => {
    let bound = 0;
    if (slot.paylines) {
      for (const line of slot.paylines) {
        let wildRun = 0;
        while (wildRun < k && cells[wildRun * ROWS + line[wildRun]!] === wild) wildRun += 1;
        const wildPay = wild >= 0 ? pays[wild]![wildRun]! : 0;
        if (wildRun === k) {
          bound += k === REELS ? wildPay : top5;
          continue;
        }
        const target = cells[wildRun * ROWS + line[wildRun]!]!;
        if (target === scatter) {
          bound += wildPay;
          continue;
        }
        let count = wildRun;
        while (count < k) {
          const cell = cells[count * ROWS + line[count]!];
          if (cell !== target && cell !== wild) break;
          count += 1;
        }
        bound += Math.max(wildPay, count === k ? pays[target]![REELS]! : pays[target]![count]!);
      }
      return bound;
    }
    for (const symbol of slot.regular) {
      let ways = 1;
      let count = 0;
      for (; count < k; count += 1) {
        let matching = 0;
        for (let row = 0; row < ROWS; row += 1) {
          const cell = cells[count * ROWS + row];
          if (cell === symbol || cell === wild) matching += 1;
        }
        if (matching === 0) break;
        ways *= matching;
      }
      if (count < k) {
        bound += pays[symbol]![count]! * ways;
        continue;
      }
      // Still running: it may end on any later reel, having crossed the ones before at most their best.
      let most = pays[symbol]![count]! * ways;
      for (; count < REELS && mostMatching[count]![symbol]! > 0; count += 1) {
        ways *= mostMatching[count]![symbol]!;
        most = Math.max(most, pays[symbol]![count + 1]! * ways);
      }
      bound += most;
    }
    return bound;
  };

  /** Whether a branch with this pays bound and these scatters so far can still beat a class's best. */
  const promising = (bound: number, shown: number, k: number) => {
    for (let count = shown; count <= shown + scatterReelsFrom[k]!; count += 1) {
      if (count <= REELS && bound + scatterPay(count) > bestValue[awardClass(slot, count)]!) return true;
    }
    return false;
  };
  const most = (bound: number, shown: number, k: number) => {
    let top = 0;
    for (let count = shown; count <= Math.min(REELS, shown + scatterReelsFrom[k]!); count += 1) top = Math.max(top, scatterPay(count));
    return bound + top;
  };

  const visit = (k: number, shown: number) => {
    if (k === REELS) {
      const value = paysBound(REELS) + scatterPay(shown);
      const cls = awardClass(slot, shown);
      if (value > bestValue[cls]!) {
        bestValue[cls] = value;
        best[cls] = { stops: [...stops], value };
      }
      return;
    }
    const reel = windows[k]!;
    const length = reels[k]!.length;
    const children: { stop: number; bound: number; top: number }[] = [];
    for (let stop = 0; stop < length; stop += 1) {
      for (let row = 0; row < ROWS; row += 1) cells[k * ROWS + row] = reel[stop * ROWS + row]!;
      const bound = paysBound(k + 1);
      const now = shown + scatters[k]![stop]!;
      if (promising(bound, now, k + 1)) children.push({ stop, bound, top: most(bound, now, k + 1) });
    }
    children.sort((a, b) => b.top - a.top);
    for (const { stop, bound } of children) {
      const now = shown + scatters[k]![stop]!;
      if (!promising(bound, now, k + 1)) continue;
      for (let row = 0; row < ROWS; row += 1) cells[k * ROWS + row] = reel[stop * ROWS + row]!;
      stops[k] = stop;
      visit(k + 1, now);
    }
  };
  visit(0, 0);
  return best;
}
