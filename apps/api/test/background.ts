import type { Background } from '../src/lib/background';

export type ManualBackground = Background & {
  /** Labels of the tasks started and not yet run, oldest first. */
  readonly queued: string[];
  /** Runs the oldest queued task; its failure fails the test. */
  runNext(): Promise<void>;
  /** Runs every queued task, including those the tasks start. */
  flush(): Promise<void>;
};

/** Background tasks that wait until the test runs them, so it can look at what a request did before its answer. */
export function createManualBackground(): ManualBackground {
  const queue: { label: string; task: () => Promise<void> }[] = [];
  const runNext = async () => {
    const next = queue.shift();
    if (!next) throw new Error('no background task is queued');
    await next.task();
  };
  return {
    run: (label, task) => void queue.push({ label, task }),
    get queued() {
      return queue.map((q) => q.label);
    },
    runNext,
    flush: async () => {
      while (queue.length > 0) await runNext();
    },
    idle: async () => undefined,
  };
}
