import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';

// The Redis of `npm run stack` (unless REDIS_URL names one): Debian's redis-server on a port of its own, with a
// password, as a separate machine would be. It holds rate-limit counters and carries the live rounds' events, nothing
// that must survive a restart, so it keeps nothing on disk.

/** Writes the configuration (the password stays out of the process list) and starts redis-server on it. */
export function spawnRedis({ dir, port, password }) {
  mkdirSync(dir, { recursive: true });
  const conf = path.join(dir, 'redis.conf');
  writeFileSync(
    conf,
    [`bind 127.0.0.1`, `port ${port}`, `requirepass ${password}`, `dir ${dir}`, 'save ""', 'appendonly no', 'daemonize no', ''].join('\n'),
    { mode: 0o600 },
  );
  return spawn('redis-server', [conf], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
}

/** Resolves once something answers PING on `port` with the password (+PONG); rejects if `child` exits first. */
export async function waitForRedis(port, password, child, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`redis-server on port ${port} exited while starting`);
    const answer = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(`AUTH ${password}\r\nPING\r\n`));
      let text = '';
      socket.on('data', (d) => {
        text += d;
        if (text.includes('PONG') || text.includes('-')) socket.end();
      });
      socket.on('close', () => resolve(text));
      socket.on('error', () => resolve(''));
      socket.setTimeout(1_000, () => socket.destroy());
    });
    if (String(answer).includes('+PONG')) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`redis-server on port ${port} did not answer within ${timeoutMs / 1000}s`);
}
