import type { ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createHttpClient, NoAnswer, type HttpAnswer } from './http-client';

// What the harness reaches beside the site, as the operator of the stack: its settings files, the primary as its
// superuser (fault injection, the driver's game sessions, the mailbox, and the ledger read back at the end), and the
// API processes' operator channel (withdrawal decisions, the ledger check), as `npm run withdrawals` reaches it.

/** The part of a started stack (scripts/lib/stack-start.mjs) the harness drives. */
export type HarnessStack = {
  stateDir: string;
  publicUrl: string;
  apiUrl: string;
  statsUrl: string;
  ports: { primary: number; apis: number[]; staffs: number[]; site: number };
  childOf(name: string): ChildProcess | undefined;
  restart(name: string): Promise<void>;
};

export const SANDBOX_AGGREGATOR = 'sandbox-aggregator';
const STAFF_API = '/staff-api/v1';

function readEnvFile(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const lines = readFileSync(file, 'utf8').split('\n');
  return Object.fromEntries(lines.filter((l) => /^[A-Z_]+=/.test(l)).map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]));
}

/** A failure of the connection or the server's availability (a restart, a terminated backend), not of the statement. */
function isConnectionProblem(err: unknown): boolean {
  const { code, message } = err as { code?: string; message?: string };
  return !code || /^(08|57P)/.test(code) || /^E[A-Z]+$/.test(code) || /Connection terminated/i.test(message ?? '');
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function openStackAccess(stack: HarnessStack, { deadlineMs = 120_000 } = {}) {
  const secrets = readEnvFile(path.join(stack.stateDir, 'secrets.env'));
  const apiEnvs = stack.ports.apis.map((_, i) => readEnvFile(path.join(stack.stateDir, 'env', `api-${i + 1}.env`)));
  const apiEnv = apiEnvs[0]!;
  const walletSecret = (apiEnv.WALLET_API_SECRETS ?? '')
    .split(',')
    .find((entry) => entry.startsWith(`${SANDBOX_AGGREGATOR}:`))
    ?.slice(SANDBOX_AGGREGATOR.length + 1)
    .split('|')[0];
  if (!walletSecret) throw new Error(`The stack's WALLET_API_SECRETS names no ${SANDBOX_AGGREGATOR}: the harness signs as it`);
  const sandboxSecret = apiEnv.PAYMENTS_SANDBOX_SECRET;
  if (!sandboxSecret) throw new Error("The stack's API settings have no PAYMENTS_SANDBOX_SECRET");

  const db = new pg.Pool({
    connectionString: `postgres://postgres:${encodeURIComponent(secrets.POSTGRES_PASSWORD ?? '')}@127.0.0.1:${stack.ports.primary}/casino`,
    max: 3,
  });
  // The primary restarts under the harness: a dropped idle connection is expected, the next query opens another.
  db.on('error', () => undefined);

  /** A query on the primary, sent again while the primary restarts (every statement here may be repeated). */
  async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
    const end = Date.now() + deadlineMs;
    for (;;) {
      try {
        return (await db.query<T>(sql, params)).rows;
      } catch (err) {
        if (!isConnectionProblem(err) || Date.now() > end) throw err;
        await pause(250);
      }
    }
  }

  const operatorHttp = createHttpClient({ timeoutMs: 30_000 });
  let turn = 0;
  /**
   * One operator command through an API process's channel, as the operator command does on its machine: the token that
   * process wrote in its DATA_DIR. Each call asks the next process, so a process that is down costs one attempt.
   */
  async function operatorOnce(command: string, input: object): Promise<HttpAnswer> {
    const env = apiEnvs[turn++ % apiEnvs.length]!;
    let token: string;
    try {
      // Written by the process at each start: read again, as a restarted process has a new one.
      token = readFileSync(path.join(env.DATA_DIR!, 'operator-token'), 'utf8').trim();
    } catch {
      throw new NoAnswer('no token', `api process on ${env.STAFF_PORT} has no operator token now`);
    }
    return operatorHttp.send(`http://127.0.0.1:${env.STAFF_PORT}${STAFF_API}/operator/${command}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
  }

  return {
    walletSecret,
    sandboxSecret,
    promotionsFile: apiEnv.PROMOTIONS_FILE,
    minimumPromotionEur: apiEnv.PROMOTION_MIN_EUR,
    query,
    operatorOnce,
    /**
     * A game session of the sandbox aggregator for `playerId`, issued as the launch issues one (a random token, its
     * SHA-256 kept): the harness drives the wallet API as that aggregator, so it needs a token of its own.
     */
    async issueGameSession(playerId: string, gameCode: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const idleMs = 4 * 3_600_000;
      await query(
        `INSERT INTO game_wallet_sessions (token_hash, operator_id, player_id, game_code, currency, idle_ms, expires_at, created_at)
         VALUES ($1, $2, $3, $4, 'EUR', $5, $6, now()) ON CONFLICT DO NOTHING`,
        [createHash('sha256').update(token).digest('hex'), SANDBOX_AGGREGATOR, playerId, gameCode, idleMs, new Date(Date.now() + idleMs)],
      );
      return token;
    },
    /** The confirmation tokens of the withdrawal links mailed to `email`, oldest first (the dev outbox, no SMTP_URL). */
    async withdrawalLinkTokens(email: string): Promise<string[]> {
      const rows = await query<{ text: string }>(`SELECT text FROM mail_outbox WHERE "to" = $1 ORDER BY created_at, id`, [email]);
      return rows.flatMap((r) => {
        const token = /[?&]confirmWithdrawalToken=([A-Za-z0-9_%-]+)/.exec(r.text)?.[1];
        return token ? [decodeURIComponent(token)] : [];
      });
    },
    async close() {
      operatorHttp.close();
      await db.end();
    },
  };
}

export type StackAccess = ReturnType<typeof openStackAccess>;
