import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The PostgreSQL clusters of `npm run stack`: a primary and a streaming replica of it (pg_basebackup -R), each with its
// own data folder and port, made once and reused by later runs. Debian's server binaries; initdb and postgres refuse
// to run as root, so as root they run as the postgres user.

/** The physical replication slot the primary keeps its WAL in for the replica, however long the replica is away. */
const SLOT = 'casino_replica';
export const DATABASE = 'casino';
export const APP_ROLE = 'casino';
const REPLICATION_ROLE = 'replicator';

/** Debian's server binaries (the newest installed major version), or PG_BIN. */
export function findPostgresBin(env = process.env) {
  if (env.PG_BIN) return env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin/postgres'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest)
    throw new Error('PostgreSQL server binaries not found in /usr/lib/postgresql: apt-get install -y postgresql (or set PG_BIN)');
  return path.join(root, newest, 'bin');
}

const isRoot = () => process.getuid?.() === 0;

/** The command running a server binary: as the postgres user when this process is root (setpriv execs, so signals reach it). */
export function asServerUser(bin, args) {
  return isRoot() ? ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', bin, ...args]] : [bin, args];
}

/** Hands a file or folder to the server user (as root: to postgres, whom Debian's package made). */
function giveToServerUser(file) {
  if (!isRoot()) return;
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  chownSync(file, id('-u'), id('-g'));
}

/** A folder the server user owns. */
function ownedFolder(dir) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  giveToServerUser(dir);
}

/** Runs a command to its end; rejects with its output when it fails. */
function run(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${path.basename(command)} ${args.join(' ')} failed:\n${output}`)),
    );
  });
}

const quoted = (text) => `'${text.replaceAll("'", "''")}'`;

/**
 * What both clusters run with, as settings on the command line rather than edits of postgresql.conf: TCP on loopback
 * only (password authentication, the pg_hba.conf initdb wrote), no Unix socket to clash with the machine's own server,
 * and a replica that tells the primary which rows its queries still read, so a long report is not cancelled.
 */
export function serverArgs(dataDir, port) {
  const settings = {
    port,
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    wal_level: 'replica',
    max_wal_senders: 5,
    hot_standby: 'on',
    hot_standby_feedback: 'on',
    max_connections: 100,
  };
  return ['-D', dataDir, ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
}

/**
 * @param {{ bin: string, port: number, password: string }} server the superuser's way in
 * @param {string} sql
 */
function psql({ bin, port, password }, sql) {
  const args = ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-tAc', sql];
  return run(path.join(bin, 'psql'), args, { PGPASSWORD: password });
}

/**
 * Makes a cluster folder with `make(folder)` beside `dataDir`, renamed to it once complete: a run interrupted midway
 * leaves no half-made cluster for the next one to take as made. Answers whether it made one.
 */
async function makeOnce(dataDir, make) {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return false;
  ownedFolder(path.dirname(dataDir));
  const partial = `${dataDir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  await make(partial);
  renameSync(partial, dataDir);
  return true;
}

/** A new primary cluster in `dataDir` unless one is there; answers whether it made one. */
export function initPrimary({ bin, dataDir, superuserPassword }) {
  return makeOnce(dataDir, async (folder) => {
    const pwfile = path.join(path.dirname(dataDir), '.initdb-password');
    writeFileSync(pwfile, `${superuserPassword}\n`, { mode: 0o600 });
    giveToServerUser(pwfile);
    try {
      const args = ['-D', folder, '-U', 'postgres', `--pwfile=${pwfile}`, '--auth-host=scram-sha-256', '--auth-local=peer'];
      await run(...asServerUser(path.join(bin, 'initdb'), [...args, '-E', 'UTF8', '--locale=C.UTF-8']));
    } finally {
      rmSync(pwfile, { force: true });
    }
  });
}

/**
 * The application's role and database, and the replication role, on the running primary; their passwords set each
 * run, so the secrets file stays the one source of them.
 */
export async function prepareRoles(server, { appPassword, replicationPassword }) {
  await psql(
    server,
    `DO $$ BEGIN
      IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN CREATE ROLE ${APP_ROLE} LOGIN; END IF;
      IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${REPLICATION_ROLE}') THEN CREATE ROLE ${REPLICATION_ROLE} LOGIN REPLICATION; END IF;
    END $$;
    ALTER ROLE ${APP_ROLE} PASSWORD ${quoted(appPassword)};
    ALTER ROLE ${REPLICATION_ROLE} PASSWORD ${quoted(replicationPassword)};`,
  );
  const exists = (await psql(server, `SELECT 1 FROM pg_database WHERE datname = '${DATABASE}'`)).trim() === '1';
  if (!exists) await psql(server, `CREATE DATABASE ${DATABASE} OWNER ${APP_ROLE}`);
}

/**
 * A replica in `dataDir` cloned from the running primary unless one is there: a base backup that streams the WAL
 * written meanwhile, the slot created with it, and standby.signal with the primary's address (-R).
 */
export function cloneReplica(server, { dataDir, replicationPassword }) {
  return makeOnce(dataDir, async (folder) => {
    // A slot left by an interrupted clone, or by a replica whose folder was removed, would refuse the new one.
    await psql(server, `SELECT pg_drop_replication_slot(slot_name) FROM pg_replication_slots WHERE slot_name = '${SLOT}' AND NOT active`);
    // A fast checkpoint: the default spreads it over minutes of a quiet primary.
    const args = ['-h', '127.0.0.1', '-p', String(server.port), '-U', REPLICATION_ROLE, '-D', folder, '--checkpoint=fast'];
    await run(...asServerUser(path.join(server.bin, 'pg_basebackup'), [...args, '-R', '-X', 'stream', '-C', '-S', SLOT]), {
      PGPASSWORD: replicationPassword,
    });
  });
}

/** Resolves once the server on `port` accepts connections (a replica: once it is consistent); rejects if `child` exits. */
export async function waitForPostgres(bin, port, child, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`PostgreSQL on port ${port} exited while starting`);
    const ready = await run(path.join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-q']).then(
      () => true,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`PostgreSQL on port ${port} did not accept connections within ${timeoutMs / 1000}s`);
}

/** Whether the replica on `port` is in recovery and streaming from its primary. */
export async function isStreaming(server) {
  const state = await psql(server, `SELECT pg_is_in_recovery() AND EXISTS (SELECT FROM pg_stat_wal_receiver WHERE status = 'streaming')`);
  return state.trim() === 't';
}
