import path from 'node:path';
import { startStack } from '../../scripts/lib/stack-start.mjs';
import { layoutPorts, STACK_THUMBNAILS_DIR } from '../support/stack';
import { writeHarnessPromotions } from './terms';

// The stack the harness runs against: `npm run stack`'s layout (scripts/lib/stack-start.mjs) on ports of its own, in a
// state folder of its own, with its own Redis (the harness restarts it; the machine's must stay untouched). The API
// processes get the harness's promotions file and an easier captcha, so dozens of players sign up within seconds.

/** `onFailure`: a process of the stack failed on its own (not a restart the harness made): the run is void. */
export async function startHarnessStack(
  stateDir: string,
  { say, onFailure, signal }: { say: (line: string) => void; onFailure: (message: string) => void; signal?: AbortSignal },
) {
  const ports = await layoutPorts();
  return startStack({
    stateDir,
    ports,
    publicUrl: `http://127.0.0.1:${ports.site}`,
    apiEnv: {
      CAPTCHA_MAX_NUMBER: '1000',
      LOG_LEVEL: 'warn',
      THUMBNAILS_DIR: STACK_THUMBNAILS_DIR,
      PROMOTIONS_FILE: writeHarnessPromotions(path.join(stateDir, 'promotions.json')),
    },
    say,
    onFailure,
    signal,
  });
}
