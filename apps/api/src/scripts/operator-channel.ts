import { request } from 'node:http';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { systemClock } from '../lib/clock';
import { createMailer } from '../lib/mailer';
import { findRegisterPerson } from '../modules/profile';
import { startNationalRegisters } from '../modules/responsible-gaming';
import {
  executeOperatorCommand,
  isLongCommand,
  OPERATOR_COMMANDS,
  type OperatorCommandName,
  type OperatorContext,
  type OperatorInput,
  type OperatorResult,
} from '../operator/commands';
import { readOperatorToken } from '../operator/token-file';
import { STAFF_API_PREFIX } from '../staff-app';
import { withDatabaseForWriting } from './operator-script';

type Answer = { status: number; body: { result?: unknown; message?: string } };

/** How long the command waits for the API: a long command (mails, thumbnails) works for minutes on a large site. */
const timeoutOf = (name: OperatorCommandName) => (isLongCommand(name) ? 60 * 60_000 : 60_000);

/** The running API's answer through the operator channel, or null when no API answers on the staff port. */
async function askRunningApi(
  config: Pick<Config, 'dataDir' | 'staffPort'>,
  name: OperatorCommandName,
  input: unknown,
): Promise<Answer | null> {
  const token = readOperatorToken(config.dataDir);
  if (!token) return null;
  const body = JSON.stringify(input);
  // node:http rather than fetch: fetch gives up on an answer slower than five minutes, and a long command may be.
  return new Promise<Answer | null>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: config.staffPort,
        path: `${STAFF_API_PREFIX}/operator/${name}`,
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        timeout: timeoutOf(name),
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: parsedBody(text) }));
        res.on('error', reject);
      },
    );
    // A command the API took but did not finish in time may still be running there: say so, never run it twice.
    req.on('timeout', () => req.destroy(new Error(`The running API did not answer ${name} in time; look at its log.`)));
    req.on('error', (err: NodeJS.ErrnoException) => {
      // No API listening (it stopped, and left its file behind): the command runs here instead.
      if (err.code === 'ECONNREFUSED') resolve(null);
      else reject(err);
    });
    req.end(body);
  });
}

function parsedBody(text: string): Answer['body'] {
  try {
    return JSON.parse(text) as Answer['body'];
  } catch {
    return {};
  }
}

/** The same words and exit code as a refusal of the command run here (operator-script.ts). */
function refuse(message: string): void {
  console.error(`Refused: ${/[.!?]$/.test(message) ? message : `${message}.`}`);
  process.exitCode = 1;
}

/** The app's parts for a command run in its own process, made when a command first asks for them. */
function partsMadeHere(config: Config, db: Db): { parts: OperatorContext['parts']; close(): Promise<void> } {
  let made: Promise<{ parts: Awaited<ReturnType<OperatorContext['parts']>>; close(): Promise<void> }> | undefined;
  const make = async () => {
    const mailer = createMailer(config, db);
    const national = await startNationalRegisters(config, db);
    const close = async () => {
      await mailer.close();
      await national.close();
    };
    return { parts: { mailer, registerChecks: { registers: national.registers, personOf: findRegisterPerson } }, close };
  };
  return {
    parts: async () => (await (made ??= make())).parts,
    close: async () => void (made && (await (await made).close())),
  };
}

/**
 * Runs an operator command: through the running API when there is one (it holds the embedded database), else on
 * the database opened here. `print` shows the result; a refusal prints "Refused: …" with exit code 1 either way.
 * `runHere` replaces the database opened for writing when no API answers (a read-only check opens it as it is).
 */
export async function runOperatorCommand<N extends OperatorCommandName>(
  config: Config,
  name: N,
  input: OperatorInput<N>,
  print: (result: OperatorResult<N>) => void,
  runHere?: () => Promise<void>,
): Promise<void> {
  const parsed = OPERATOR_COMMANDS[name].input.safeParse(input);
  if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? 'Invalid input');
  const answer = await askRunningApi(config, name, parsed.data);
  if (answer && answer.status < 500 && answer.status !== 401 && answer.status !== 403) {
    if (answer.status === 200) return print(answer.body.result as OperatorResult<N>);
    return refuse(answer.body.message ?? `The API answered ${answer.status}`);
  }
  if (answer) throw new Error(`The running API refused the operator command (${answer.status}: ${answer.body.message ?? 'no message'}).`);
  if (runHere) return runHere();
  await withDatabaseForWriting(config, async ({ db }) => {
    const made = partsMadeHere(config, db);
    try {
      print(await executeOperatorCommand({ db, config, clock: systemClock, parts: made.parts }, name, parsed.data));
    } finally {
      await made.close();
    }
  });
}
