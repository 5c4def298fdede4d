import { Worker } from 'node:worker_threads';

export type RoundsOptions = {
  baseUrl: string;
  operatorId: string;
  secret: string;
  /** One entry per concurrent player: the fields every call of theirs carries. */
  players: { player_id: string; game_code: string; currency: string; session_token: string }[];
  seconds: number;
  warmUpSeconds: number;
  /** Each player starts a round every `paceMs` instead of back to back (0: closed loop). */
  paceMs?: number;
};
export type RoundsResult = {
  rounds: number;
  roundsPerSecond: number;
  roundP50Ms: number;
  roundP99Ms: number;
  callP50Ms: number;
  callP99Ms: number;
  /** Answers per wallet status ("HTTP <code>" for anything but 200). */
  statuses: Record<string, number>;
};

/**
 * Closed-loop bet+win rounds through the wallet API (see wallet-rounds-worker.mjs), in a worker thread
 * so the players do not share the event loop of an API listening in the same process.
 */
export function runWalletRounds(options: RoundsOptions): Promise<RoundsResult> {
  return new Promise((resolve, reject) => {
    // No TypeScript loader in the thread: the worker is plain JavaScript.
    const worker = new Worker(new URL('./wallet-rounds-worker.mjs', import.meta.url), { workerData: options, execArgv: [] });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`rounds worker exited with ${code}`)));
  });
}
