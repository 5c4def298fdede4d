import { once } from 'node:events';
import { Worker } from 'node:worker_threads';

export type TimedPost = {
  /** Sends one POST and resolves with its status and how long the answer took to arrive, in ms. */
  post(body: object, headers?: Record<string, string>): Promise<{ status: number; ms: number }>;
  close(): Promise<void>;
};

/**
 * A client for timing single requests to an API listening in this process. It runs in a worker
 * thread, as an outside client would, so work the API does after answering (on this thread) cannot
 * delay the moment the client sees the answer.
 */
export function startTimedPost(url: string): TimedPost {
  // No TypeScript loader in the thread: the worker is plain JavaScript.
  const worker = new Worker(new URL('./timed-post-worker.mjs', import.meta.url), { workerData: { url }, execArgv: [] });
  return {
    post: async (body, headers = {}) => {
      const answer = once(worker, 'message');
      worker.postMessage({ body, headers });
      return (await answer)[0] as { status: number; ms: number };
    },
    close: async () => {
      worker.postMessage('close');
      await once(worker, 'exit');
    },
  };
}
