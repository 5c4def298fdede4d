import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The processes of `npm run stack`: each writes to a log file of its own, and they stop in stages (the load balancer
// and the web servers first, the databases last), so no process loses what it talks to while it still serves.

/** Stages, in the order they stop. */
export const STAGES = { balancer: 0, web: 1, api: 2, replica: 3, primary: 4, redis: 5 };

/** An API or web process that dies after this long is started again (the load balancer routes around it meanwhile). */
const RESTART_AFTER_UPTIME_MS = 5_000;

/** Written to a log before each start of its process: what a process wrote in an earlier run is not news. */
const START_MARK = '--- started ';

/** The last `lines` lines its process wrote to a log file since its latest start. */
function tailOf(file, lines = 20) {
  try {
    const text = readFileSync(file, 'utf8');
    return text.slice(text.lastIndexOf(START_MARK)).trimEnd().split('\n').slice(1).slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/**
 * @typedef {{ name: string, stage: number, stopSignal?: NodeJS.Signals, stopTimeoutMs?: number, restartable?: boolean }} ChildSpec
 * @typedef {import('node:child_process').ChildProcess} Child
 * @param {{ logDir: string, say: (line: string) => void, onFailure: (message: string) => void }} options `onFailure`: a
 * process that is not restarted exited on its own (once `watch()` was called; before, `failures()` tells).
 */
export function createChildren({ logDir, say, onFailure }) {
  mkdirSync(logDir, { recursive: true });
  /**
   * @type {{
   *   spec: ChildSpec, start: () => Child, child: Child, startedAt: number, logClosed: Promise<void>, isRestarting?: boolean,
   * }[]}
   */
  const entries = [];
  /** @type {string[]} */
  const failed = [];
  let isWatching = false;
  let isStopping = false;

  const logFileOf = (name) => path.join(logDir, `${name}.log`);
  const report = (name, how) => `${name} exited ${how}. The end of ${logFileOf(name)}:\n${tailOf(logFileOf(name))}`;

  /** Runs `start` (which spawns with stdio 'pipe' and `detached`), its output appended to logs/<name>.log. */
  function launch(entry) {
    const log = createWriteStream(logFileOf(entry.spec.name), { flags: 'a' });
    log.write(`${START_MARK}${new Date().toISOString()} ---\n`);
    const child = entry.start();
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    Object.assign(entry, { child, startedAt: Date.now(), logClosed: new Promise((resolve) => log.once('close', resolve)) });
    // Told apart at once, as stop() may begin before the pipes are drained.
    let isUnexpected = false;
    child.once('exit', () => (isUnexpected = !isStopping && !entry.isRestarting));
    // 'close' follows 'exit' once the pipes are drained: the log then holds the process's last words.
    child.once('close', (code, signal) => log.end(() => isUnexpected && exited(code, signal)));
    const exited = (code, signal) => {
      const how = signal ? `on ${signal}` : `with code ${code}`;
      const isUp = Date.now() - entry.startedAt >= RESTART_AFTER_UPTIME_MS;
      if (entry.spec.restartable && isWatching && !isStopping && isUp) {
        say(`${entry.spec.name} exited ${how}; starting it again (log: ${logFileOf(entry.spec.name)})`);
        setTimeout(() => !isStopping && launch(entry), 1_000).unref();
        return;
      }
      failed.push(report(entry.spec.name, how));
      if (isWatching && !isStopping) onFailure(failed.at(-1));
    };
  }

  /** Ends one child: its stop signal, then SIGKILL if it is still there after its timeout. */
  function end({ spec, child }) {
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      const kill = setTimeout(() => child.kill('SIGKILL'), spec.stopTimeoutMs ?? 10_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill(spec.stopSignal ?? 'SIGTERM');
    });
  }

  // Last resort when this process ends without stop() (an exception): no child may outlive it.
  process.once('exit', () => {
    for (const { child } of entries) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });

  return {
    logFileOf,
    /**
     * @param {ChildSpec} spec
     * @param {() => Child} start
     * @returns {Child}
     */
    start(spec, start) {
      const entry = /** @type {(typeof entries)[number]} */ ({ spec, start });
      entries.push(entry);
      launch(entry);
      return entry.child;
    },
    /**
     * A planned restart of `name`, whatever its kind (a database restarted on purpose): its stop signal, then a new
     * process as at the start. That exit is neither a failure nor a reason to stop the stack. Answers the new process.
     * @param {string} name
     * @returns {Promise<Child>}
     */
    async restart(name) {
      const entry = entries.find((e) => e.spec.name === name);
      if (!entry) throw new Error(`No process is named ${name}`);
      if (isStopping) throw new Error(`${name} is not restarted: the stack is stopping`);
      entry.isRestarting = true;
      try {
        await end(entry);
      } finally {
        entry.isRestarting = false;
      }
      if (isStopping) throw new Error(`${name} is not restarted: the stack is stopping`);
      launch(entry);
      return entry.child;
    },
    /** The running process of `name` (a restarted one's newest). */
    childOf: (name) => entries.find((e) => e.spec.name === name)?.child,
    /** From now on a process exiting on its own is restarted (API, web) or reported to `onFailure`. */
    watch: () => void (isWatching = true),
    /** What the processes that exited on their own wrote last, one message each. */
    failures: () => [...failed],
    /** Stops every child, stage by stage (the children of one stage together), and closes their logs. */
    async stop() {
      isStopping = true;
      const stages = [...new Set(entries.map((e) => e.spec.stage))].sort((a, b) => a - b);
      for (const stage of stages) await Promise.all(entries.filter((e) => e.spec.stage === stage).map(end));
      await Promise.all(entries.map((e) => e.logClosed));
    },
  };
}
