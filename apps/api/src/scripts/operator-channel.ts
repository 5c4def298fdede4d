import type { Config } from '../config';
import { systemClock } from '../lib/clock';
import { executeOperatorCommand, OPERATOR_COMMANDS, type OperatorCommandName, type OperatorResult } from '../operator/commands';
import { readOperatorToken } from '../operator/token-file';
import { STAFF_API_PREFIX } from '../staff-app';
import { withDatabaseForWriting } from './operator-script';

type Answer = { status: number; body: { result?: unknown; message?: string } };

/** The running API's answer through the operator channel, or null when no API answers on the staff port. */
async function askRunningApi(config: Pick<Config, 'dataDir' | 'staffPort'>, name: string, input: unknown): Promise<Answer | null> {
  const token = readOperatorToken(config.dataDir);
  if (!token) return null;
  try {
    const res = await fetch(`http://127.0.0.1:${config.staffPort}${STAFF_API_PREFIX}/operator/${name}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(input),
      signal: AbortSignal.timeout(30_000),
    });
    return { status: res.status, body: (await res.json().catch(() => ({}))) as Answer['body'] };
  } catch {
    // No API listening (it stopped, and left its file behind): the command runs here instead.
    return null;
  }
}

/** The same words and exit code as a refusal of the command run here (operator-script.ts). */
function refuse(message: string): void {
  console.error(`Refused: ${/[.!?]$/.test(message) ? message : `${message}.`}`);
  process.exitCode = 1;
}

/**
 * Runs an operator command: through the running API when there is one (it holds the embedded database), else on
 * the database opened here. `print` shows the result; a refusal prints "Refused: …" with exit code 1 either way.
 */
export async function runOperatorCommand<N extends OperatorCommandName>(
  config: Config,
  name: N,
  input: Parameters<(typeof OPERATOR_COMMANDS)[N]['run']>[1],
  print: (result: OperatorResult<N>) => void,
): Promise<void> {
  const parsed = OPERATOR_COMMANDS[name].input.safeParse(input);
  if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? 'Invalid input');
  const answer = await askRunningApi(config, name, parsed.data);
  if (answer && answer.status < 500 && answer.status !== 401 && answer.status !== 403) {
    if (answer.status === 200) return print(answer.body.result as OperatorResult<N>);
    return refuse(answer.body.message ?? `The API answered ${answer.status}`);
  }
  if (answer) throw new Error(`The running API refused the operator command (${answer.status}: ${answer.body.message ?? 'no message'}).`);
  await withDatabaseForWriting(config, async ({ db }) => {
    print(await executeOperatorCommand({ db, config, clock: systemClock }, name, parsed.data));
  });
}
