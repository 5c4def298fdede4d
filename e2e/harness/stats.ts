// What the harness counts: each operation (one logical request with its retries), each attempt's time and error, and
// the windows during which a fault was being injected or recovered from, to tell latencies under faults apart.

/**
 * `appliedUnanswered`: operations without a key whose answer was lost, found applied by checking (the money history);
 * `refused`: acknowledged with a 4xx, the casino's decision.
 */
export type OpCounts = {
  ops: number;
  acknowledged: number;
  refused: number;
  retried: number;
  attempts: number;
  unresolved: number;
  appliedUnanswered: number;
};

export type FaultWindow = { fault: string; start: number; end: number };

type Timing = { kind: string; at: number; ms: number };
type Failed = { error: string; at: number; ms: number };

export function createStats() {
  const ops = new Map<string, OpCounts>();
  const timings: Timing[] = [];
  const errors = new Map<string, number>();
  const failed: Failed[] = [];
  const windows: FaultWindow[] = [];

  const countsOf = (kind: string) => {
    let counts = ops.get(kind);
    if (!counts)
      ops.set(kind, (counts = { ops: 0, acknowledged: 0, refused: 0, retried: 0, attempts: 0, unresolved: 0, appliedUnanswered: 0 }));
    return counts;
  };
  /** A request in flight at any moment of a fault's window: one sent just before the injection is hit by it too. */
  const isDuringFault = (at: number, ms: number) => windows.some((w) => at <= w.end && at + ms >= w.start);

  return {
    countsOf,
    /** One attempt of `kind` that took `ms` from `at`: answered (its time counts), or failed with `error`. */
    attempt(kind: string, at: number, ms: number, error?: string) {
      countsOf(kind).attempts += 1;
      if (error) {
        const key = `${error}\t${kind}`;
        errors.set(key, (errors.get(key) ?? 0) + 1);
        failed.push({ error, at, ms });
      } else timings.push({ kind, at, ms });
    },
    /** A fault's window: from its injection until the site served again. */
    window(window: FaultWindow) {
      windows.push(window);
    },
    /** Failed requests by error and operation, the most frequent first. */
    errors: () =>
      [...errors]
        .map(([key, count]) => ({ error: key.split('\t')[0]!, kind: key.split('\t')[1]!, count }))
        .sort((a, b) => b.count - a.count || a.error.localeCompare(b.error)),
    /** Requests in flight at some moment from `start` to `end` that failed. */
    failedBetween: (start: number, end: number) => failed.filter((f) => f.at <= end && f.at + f.ms >= start).length,
    /** Requests sent from `start` to `end`, in flight during no fault's window, that failed, by error. */
    failedOutsideFaults(start: number, end: number) {
      const outside = new Map<string, number>();
      for (const f of failed) {
        if (f.at >= start && f.at <= end && !isDuringFault(f.at, f.ms)) outside.set(f.error, (outside.get(f.error) ?? 0) + 1);
      }
      return [...outside];
    },
    ops: () => [...ops].sort(([a], [b]) => a.localeCompare(b)),
    /** p50 and p99 of the answered attempts of each kind, in flight during no fault's window and during one. */
    latencies() {
      const byKind = new Map<string, { calm: number[]; faulted: number[] }>();
      for (const t of timings) {
        let entry = byKind.get(t.kind);
        if (!entry) byKind.set(t.kind, (entry = { calm: [], faulted: [] }));
        (isDuringFault(t.at, t.ms) ? entry.faulted : entry.calm).push(t.ms);
      }
      return [...byKind]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([kind, { calm, faulted }]) => ({ kind, calm: summary(calm), faulted: summary(faulted) }));
    },
  };
}

export type Stats = ReturnType<typeof createStats>;

export type LatencySummary = { count: number; p50: number; p99: number } | null;

/** Nearest-rank percentiles of `values` (ms). */
function summary(values: number[]): LatencySummary {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return { count: sorted.length, p50: rank(50), p99: rank(99) };
}
