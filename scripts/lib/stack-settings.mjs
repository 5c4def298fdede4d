import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APP_ROLE, DATABASE } from './stack-postgres.mjs';

// The settings of `npm run stack`'s processes: the ports of one machine's layout, the secrets every API process must
// share (docs/deployment.md), and the environment each process gets, written to env/<process>.env for the operator.

/** Where each process of the default layout listens (all on 127.0.0.1). */
export const DEFAULT_PORTS = {
  site: 8080,
  apiBalancer: 8081,
  console: 8100,
  stats: 8404,
  webs: [3001, 3002],
  apis: [4001, 4002],
  staffs: [4101, 4102],
  primary: 5433,
  replica: 5434,
  redis: 6380,
  aggregator: 4700,
};

const hex = (bytes) => randomBytes(bytes).toString('hex');

/**
 * The API's settings that it would otherwise make up per process outside production (apps/api/src/config.ts): given
 * to every API process, the same on each, or a captcha, a device cookie, a 3-D Secure step or a wallet API call
 * signed by one process is refused by the next. An operator's own values come from the environment.
 */
const SHARED_API_SECRETS = {
  CAPTCHA_HMAC_KEY: () => hex(32),
  UNSUBSCRIBE_SECRET: () => hex(32),
  DEVICE_COOKIE_SECRET: () => hex(32),
  PAYMENTS_SANDBOX_SECRET: () => `whsec_${randomBytes(32).toString('base64')}`,
  // The sandbox game aggregator's (decision 037); an operator's own list without it runs no sandbox aggregator.
  WALLET_API_SECRETS: () => `${SANDBOX_AGGREGATOR}:${hex(32)}`,
};

const SANDBOX_AGGREGATOR = 'sandbox-aggregator';

/** The secret the sandbox aggregator signs with: its entry of WALLET_API_SECRETS, or null when the list has none. */
export function sandboxAggregatorSecret(secrets) {
  const entry = secrets.WALLET_API_SECRETS.split(',')
    .map((e) => e.trim())
    .find((e) => e.startsWith(`${SANDBOX_AGGREGATOR}:`));
  return entry ? entry.slice(SANDBOX_AGGREGATOR.length + 1).split('|')[0] : null;
}

/** The passwords of the stack's own servers: they belong to the clusters in the state folder, so only the file holds them. */
const SERVER_PASSWORDS = {
  POSTGRES_PASSWORD: () => hex(24),
  CASINO_DB_PASSWORD: () => hex(24),
  REPLICATION_PASSWORD: () => hex(24),
  REDIS_PASSWORD: () => hex(24),
};

function readEnvFile(file) {
  if (!existsSync(file)) return {};
  const lines = readFileSync(file, 'utf8').split('\n');
  return Object.fromEntries(lines.filter((l) => /^[A-Z_]+=/.test(l)).map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]));
}

/** KEY=value lines, readable by this user only: they hold secrets. */
export function writeEnvFile(file, values) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    `${Object.entries(values)
      .map(([k, v]) => `${k}=${v}`)
      .join('\n')}\n`,
    { mode: 0o600 },
  );
}

/**
 * The secrets of the state folder's `secrets.env`, made on the first run and kept for the next ones; the shared API
 * secrets of the environment win over the file's.
 */
export function loadSecrets(stateDir, env = process.env) {
  const file = path.join(stateDir, 'secrets.env');
  const kept = readEnvFile(file);
  const made = {};
  for (const [name, make] of Object.entries({ ...SERVER_PASSWORDS, ...SHARED_API_SECRETS })) made[name] = kept[name] ?? make();
  writeEnvFile(file, made);
  const fromEnv = Object.fromEntries(Object.keys(SHARED_API_SECRETS).flatMap((name) => (env[name] ? [[name, env[name]]] : [])));
  return { ...made, ...fromEnv };
}

/** The URLs the processes are given, from the ports, the secrets and an external Redis (`redisUrl`) if any. */
export function stackUrls(ports, secrets, { publicUrl, redisUrl }) {
  const database = (port) => `postgres://${APP_ROLE}:${encodeURIComponent(secrets.CASINO_DB_PASSWORD)}@127.0.0.1:${port}/${DATABASE}`;
  return {
    publicUrl: publicUrl ?? `http://localhost:${ports.site}`,
    apiUrl: `http://127.0.0.1:${ports.apiBalancer}`,
    consoleUrl: `http://localhost:${ports.console}`,
    statsUrl: `http://127.0.0.1:${ports.stats}`,
    databaseUrl: database(ports.primary),
    replicaUrl: database(ports.replica),
    redisUrl: redisUrl ?? `redis://:${encodeURIComponent(secrets.REDIS_PASSWORD)}@127.0.0.1:${ports.redis}`,
  };
}

/** API process `i` (0-based): its ports and data folder; everything else is the same on every API process. */
export function apiEnvOf(i, { stateDir, ports, secrets, urls }) {
  return {
    HOST: '127.0.0.1',
    API_PORT: String(ports.apis[i]),
    STAFF_PORT: String(ports.staffs[i]),
    STAFF_URL: urls.consoleUrl,
    PUBLIC_URL: urls.publicUrl,
    DATABASE_URL: urls.databaseUrl,
    DATABASE_REPLICA_URL: urls.replicaUrl,
    REDIS_URL: urls.redisUrl,
    // Its own: the embedded-database default is unused, and the operator channel's token is per process.
    DATA_DIR: path.join(stateDir, `api-${i + 1}`),
    // Shared: what one process stores, every process serves (across machines, a shared volume).
    DOCUMENTS_DIR: path.join(stateDir, 'documents'),
    THUMBNAILS_DIR: path.join(stateDir, 'thumbnails'),
    // The web servers and the internal balancer, all on this machine.
    TRUSTED_PROXIES: '127.0.0.1,::1',
    ...Object.fromEntries(Object.keys(SHARED_API_SECRETS).map((name) => [name, secrets[name]])),
    ...(sandboxAggregatorSecret(secrets) && { GAME_AGGREGATORS: `${SANDBOX_AGGREGATOR}=http://127.0.0.1:${ports.aggregator}` }),
  };
}

/** The sandbox game aggregator: its own process, calling the wallet API through the internal balancer as an outside one would. */
export function aggregatorEnvOf({ ports, secrets, urls }) {
  return {
    SANDBOX_AGGREGATOR_PORT: String(ports.aggregator),
    SANDBOX_AGGREGATOR_PUBLIC_URL: `http://localhost:${ports.aggregator}`,
    SANDBOX_AGGREGATOR_SECRET: sandboxAggregatorSecret(secrets),
    WALLET_API_URL: urls.apiUrl,
  };
}

/** Web process `i` (0-based): the API through the internal balancer, and the site's balancer as its trusted proxy. */
export function webEnvOf(i, { ports, secrets, urls }) {
  return {
    WEB_HOST: '127.0.0.1',
    WEB_PORT: String(ports.webs[i]),
    API_URL: urls.apiUrl,
    PUBLIC_URL: urls.publicUrl,
    WEB_TRUSTED_PROXIES: '127.0.0.1,::1',
    ...(sandboxAggregatorSecret(secrets) && { AGGREGATOR_ORIGINS: `http://localhost:${ports.aggregator}` }),
  };
}
