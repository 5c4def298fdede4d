import type { FastifyBaseLogger } from 'fastify';

/** Work a request starts but does not wait for: it runs once the answer is on its way. */
export type Background = {
  /** Runs `task` after the current request has been answered. A failure is logged under `label`, never thrown. */
  run(label: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far has finished (shutdown waits for it). */
  idle(): Promise<void>;
};

export function createBackground(log: FastifyBaseLogger): Background {
  const pending = new Set<Promise<void>>();
  return {
    run(label, task) {
      // setImmediate: the answer's serialisation and write (promise callbacks) go first.
      const work = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err: unknown) => log.error({ err, task: label }, 'background task failed'))
        .finally(() => pending.delete(work));
      pending.add(work);
    },
    idle: async () => {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
