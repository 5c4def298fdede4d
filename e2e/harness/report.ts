import type { HarnessReport } from './run';
import type { LatencySummary } from './stats';

// The run's figures as the operator reads them: operations, acknowledged, errors by kind, recovery per fault, and
// p50/p99 per kind with and without faults. Timings are printed, never judged, but for the recovery bound.

const seconds = (ms: number | null) => (ms === null ? '-' : `${(ms / 1000).toFixed(1)} s`);
const table = (rows: string[][]) => {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  return rows.map((r) => `  ${r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ')}`.trimEnd());
};
const latency = (s: LatencySummary) => (s ? [String(s.count), String(s.p50), String(s.p99)] : ['0', '-', '-']);

export function formatReport(report: HarnessReport): string {
  const { options, stats } = report;
  const lines: string[] = [];
  lines.push(
    `Fault harness: ${report.players} players for ${options.seconds} s of load (whole run ${report.seconds.toFixed(1)} s), seed ${options.seed}` +
      (options.sabotage ? `, sabotaged: ${options.sabotage}` : ''),
  );
  const { deposits, bonuses, withdrawals } = report.money;
  lines.push(
    `After the load: settling ${report.phases.settle.toFixed(1)} s, sending everything again ${report.phases.replay.toFixed(1)} s, ` +
      `checks ${report.phases.verify.toFixed(1)} s`,
    `Money: deposits credited ${deposits.credited}, declined ${deposits.declined}; welcome bonuses ${bonuses.granted} ` +
      `(wagered through and converted ${bonuses.completed}, forfeited by a withdrawal ${bonuses.forfeited}); ` +
      `withdrawals paid ${withdrawals.paid}, returned ${withdrawals.returned}, still held ${withdrawals.waiting}`,
  );
  const ops = stats.ops();
  const total = ops.reduce(
    (sum, [, c]) => ({ ops: sum.ops + c.ops, acknowledged: sum.acknowledged + c.acknowledged, attempts: sum.attempts + c.attempts }),
    { ops: 0, acknowledged: 0, attempts: 0 },
  );
  lines.push('', `Operations: ${total.ops}, acknowledged ${total.acknowledged}, requests sent ${total.attempts}`);
  lines.push(
    ...table([
      ['operation', 'ops', 'acknowledged', 'refused', 'retried', 'applied, answer lost', 'requests', 'unresolved'],
      ...ops.map(([kind, c]) =>
        [kind, c.ops, c.acknowledged, c.refused, c.retried, c.appliedUnanswered, c.attempts, c.unresolved].map(String),
      ),
    ]),
  );
  const errors = stats.errors();
  const byError = new Map<string, number>();
  for (const e of errors) byError.set(e.error, (byError.get(e.error) ?? 0) + e.count);
  lines.push(
    '',
    `Errors by kind (failed requests, each sent again or checked): ${errors.reduce((n, e) => n + e.count, 0)}` +
      [...byError].map(([error, count]) => `, ${error} ${count}`).join(''),
  );
  lines.push(
    ...(errors.length ? table([['error', 'operation', 'requests'], ...errors.map((e) => [e.error, e.kind, String(e.count)])]) : ['  none']),
  );
  lines.push(
    '',
    'Faults (recovery: from the injection until the site answered probes right, each within 2 s, five in a row and for 3 s; ' +
      'over: until the fault itself was over; ' +
      'failed: players’ requests failed meanwhile)',
  );
  lines.push(
    ...table([
      ['fault', 'at', 'injection', 'recovery', 'over', 'failed'],
      ...report.faults.map((f) => [
        f.fault,
        seconds(f.atMs),
        seconds(f.injectMs),
        seconds(f.recoveryMs),
        seconds(f.settledMs),
        String(f.failed),
      ]),
    ]),
    ...report.faults.map((f) => `  ${f.fault}: ${f.detail}`),
  );
  const outside = report.failedOutsideFaults;
  lines.push(
    `  failed during the load outside every fault's window: ${outside.reduce((n, [, c]) => n + c, 0)}` +
      outside.map(([error, count]) => `, ${error} ${count}`).join(''),
    `  the balancer took out and put back: ${
      report.balancer.map((e) => `${e.server} ${e.status} at ${seconds(e.atMs)}`).join(', ') || 'no process, at any time'
    }`,
  );
  lines.push(
    '',
    'Latency of answered requests, ms (faults: in flight during a fault, from its injection until the site served and the fault was over)',
  );
  lines.push(
    ...table([
      ['request', 'calm n', 'p50', 'p99', 'faults n', 'p50', 'p99'],
      ...stats.latencies().map((l) => [l.kind, ...latency(l.calm), ...latency(l.faulted)]),
    ]),
  );
  lines.push(
    '',
    `Answers compared with the first answer to the same request: ${report.replays.compared}, differing ${report.replays.differed} ` +
      `(${report.walletTransactions} wallet transactions and ${report.rounds} in-house rounds, each sent again at the end)`,
  );
  for (const [what, messages] of report.notes) {
    lines.push('', `Noted (no check of the money): ${what}: ${messages.length}`, ...messages.slice(0, 5).map((m) => `    ${m}`));
  }
  if (report.failures.length === 0) lines.push('', 'Every check held.');
  else {
    lines.push('', 'FAILED checks:');
    for (const [check, messages] of report.failures) {
      lines.push(`  ${check}: ${messages.length}`);
      for (const message of messages.slice(0, 5)) lines.push(`    ${message.split('\n').join('\n      ')}`);
    }
  }
  return lines.join('\n');
}
