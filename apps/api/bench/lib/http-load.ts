import { Worker } from 'node:worker_threads';

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
 * Closed-loop HTTP load (see http-load-worker.mjs), in a worker thread so the client does not share
 * the event loop of an API listening in the same process.
 */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // No TypeScript loader in the thread: the worker is plain JavaScript.
    const worker = new Worker(new URL('./http-load-worker.mjs', import.meta.url), { workerData: options, execArgv: [] });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`load worker exited with ${code}`)));
  });
}
