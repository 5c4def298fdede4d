import { readdirSync, readFileSync } from 'node:fs';

// CPU time of this machine's processes by kind, from /proc: what a benchmark's work cost each kind of process.

const TICKS_PER_SECOND = 100;

export type ProcessKind = 'api' | 'postgres' | 'haproxy' | 'web';

type Proc = { pid: string; ppid: string; cmdline: string; cpuMs: number };

function readProcess(pid: string): Proc | null {
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    // Fields after the command's closing parenthesis: the parent is the 2nd, utime and stime the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { pid, ppid: fields[1]!, cmdline, cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND };
  } catch {
    // The process ended between the listing and the read.
    return null;
  }
}

/**
 * user + system CPU milliseconds per kind, summed over every live process of that kind. PostgreSQL's are the servers
 * whose data folder is under `clustersDir` and their children (the backends), not the machine's own server.
 */
export function cpuByKind(clustersDir: string): Record<ProcessKind, number> {
  const procs = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(readProcess)
    .filter((p): p is Proc => p !== null);
  const servers = new Set(procs.filter((p) => p.cmdline.includes('bin/postgres') && p.cmdline.includes(clustersDir)).map((p) => p.pid));
  const totals: Record<ProcessKind, number> = { api: 0, postgres: 0, haproxy: 0, web: 0 };
  for (const p of procs) {
    const kind: ProcessKind | null =
      servers.has(p.pid) || servers.has(p.ppid)
        ? 'postgres'
        : p.cmdline.includes('apps/api/dist/server.js')
          ? 'api'
          : p.cmdline.includes('haproxy')
            ? 'haproxy'
            : p.cmdline.includes('apps/web/server/main.ts')
              ? 'web'
              : null;
    if (kind) totals[kind] += p.cpuMs;
  }
  return totals;
}

/** What each kind spent since `before`. A process that ended meanwhile takes its time with it: keep runs short. */
export function cpuSince(clustersDir: string, before: Record<ProcessKind, number>): Record<ProcessKind, number> {
  const now = cpuByKind(clustersDir);
  return {
    api: now.api - before.api,
    postgres: now.postgres - before.postgres,
    haproxy: now.haproxy - before.haproxy,
    web: now.web - before.web,
  };
}
