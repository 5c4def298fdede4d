import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

// Lighthouse's simulated throttling scales what it observes, so work still running when a page is measured (a
// benchmark that just ended, a build's last writes) shows up as slower pages. This waits for the cores to be idle.

/** Busy and total CPU time of the machine so far (Linux /proc/stat), in clock ticks; undefined elsewhere. */
function cpuTicks(): { busy: number; total: number } | undefined {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const busy = user! + nice! + system! + irq! + softirq! + steal!;
    return { busy, total: busy + idle! + iowait! };
  } catch {
    return undefined;
  }
}

/**
 * Waits until the machine's cores have been at most `maxBusy` busy over a window of `windowMs`, for at most
 * `timeoutMs`; what it saw, for the benchmark to print.
 */
export async function waitForQuietCpu({ maxBusy = 0.2, windowMs = 2000, timeoutMs = 60_000 } = {}): Promise<string> {
  const started = performance.now();
  let last = cpuTicks();
  if (!last) return 'CPU use not readable here, started at once';
  for (;;) {
    await sleep(windowMs);
    const now = cpuTicks()!;
    const busy = (now.busy - last.busy) / Math.max(1, now.total - last.total);
    const waited = ((performance.now() - started) / 1000).toFixed(0);
    if (busy <= maxBusy) return `cores ${(busy * 100).toFixed(0)} % busy after ${waited} s`;
    if (performance.now() - started >= timeoutMs) return `cores still ${(busy * 100).toFixed(0)} % busy after ${waited} s, started anyway`;
    last = now;
  }
}
