import { fork } from 'node:child_process';

export type LoadOptions = { url: string; headers?: Record<string, string>; connections: number; seconds: number };
export type LoadResult = {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers per status code; transport failures are counted under 0. */
  statuses: Record<number, number>;
};

/**
 * Closed-loop HTTP load (see http-load-worker.mjs), in a child process: the client shares neither the
 * event loop nor the CPU time of an API listening in this process, so `process.cpuUsage()` here
 * counts the server's work alone.
 */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // No TypeScript loader in the child: the worker is plain JavaScript.
    const child = fork(new URL('./http-load-worker.mjs', import.meta.url), [JSON.stringify(options)], { execArgv: [] });
    let result: LoadResult | undefined;
    child.once('message', (message) => (result = message as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => (result && code === 0 ? resolve(result) : reject(new Error(`load process exited with ${code}`))));
  });
}
