import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createChildren, STAGES } from './stack-children.mjs';

// The stack's process table: a database or Redis exiting on its own stops the stack (onFailure), but a planned
// restart of the same process (the fault harness restarts the primary on purpose) is neither a failure nor a stop.

const dirs = [];
let stopAll = async () => {};
afterEach(async () => {
  await stopAll();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A process that serves until told to stop, as a database server does; it prints its pid so the log tells runs apart. */
const server = () =>
  spawn(process.execPath, ['-e', 'console.log(`serving ${process.pid}`); setInterval(() => {}, 1000)'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });

function childrenForTest() {
  const logDir = mkdtempSync(path.join(tmpdir(), 'casino-stack-children-'));
  dirs.push(logDir);
  const failures = [];
  const children = createChildren({ logDir, say: () => undefined, onFailure: (message) => failures.push(message) });
  stopAll = () => children.stop();
  return { children, failures, logDir };
}

const logOf = (logDir) => readFileSync(path.join(logDir, 'postgres-primary.log'), 'utf8');
/** Resolves once `child` wrote its first line: it is up, as a database accepting connections is. */
const serving = (logDir, child) => expect.poll(() => logOf(logDir)).toContain(`serving ${child.pid}`);

const exitOf = (child) => new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));

describe('the stack processes', () => {
  it('reports a database that exits on its own as a failure', async () => {
    const { children, failures } = childrenForTest();
    const first = children.start({ name: 'postgres-primary', stage: STAGES.primary, stopSignal: 'SIGINT' }, server);
    children.watch();
    const exited = exitOf(first);
    first.kill('SIGKILL');
    await exited;
    await expect.poll(() => failures.length).toBe(1);
    expect(failures[0]).toMatch(/^postgres-primary exited on SIGKILL/);
  });

  it('restarts a database on purpose with its stop signal, as neither a failure nor a stop, and still stops it at the end', async () => {
    const { children, failures, logDir } = childrenForTest();
    const first = children.start({ name: 'postgres-primary', stage: STAGES.primary, stopSignal: 'SIGINT' }, server);
    children.watch();
    await serving(logDir, first);
    const firstExit = exitOf(first);
    const second = await children.restart('postgres-primary');
    expect(await firstExit).toBe('SIGINT');
    expect(second.pid).not.toBe(first.pid);
    expect(children.childOf('postgres-primary')).toBe(second);
    // The new process writes to the same log.
    await serving(logDir, second);

    await children.stop();
    expect(second.signalCode).toBe('SIGINT');
    expect(failures).toEqual([]);
  });

  it('refuses to restart a process it does not know', async () => {
    const { children } = childrenForTest();
    await expect(children.restart('postgres-replica')).rejects.toThrow('No process is named postgres-replica');
  });
});
