import { spawn } from 'node:child_process';

// Other work on the machine, on purpose: `count` processes that keep a core busy each, so a budget stated for a
// load average of about `count` is measured at it rather than on whatever the machine happens to be doing.

export function startBackgroundLoad(count: number): { stop(): void } {
  const burners = Array.from({ length: count }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  return {
    stop() {
      for (const burner of burners) burner.kill('SIGKILL');
    },
  };
}
