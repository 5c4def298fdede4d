import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAYMENT_GATEWAYS } from '@casino/contracts';
import { z } from 'zod';
import { cryptoConfigOf, ZCryptoEnv } from './crypto-config';
import { isCountryCode } from './lib/countries';
import { aggregatorsConfigOf, ZAggregatorsEnv } from './aggregators-config';
import { registersConfigOf, ZRegistersEnv } from './registers-config';

/**
 * The repository root: relative paths in the configuration are resolved from here. Three levels up from
 * apps/api/src/config.ts, and from the built apps/api/dist/server.js alike.
 */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

/** "203.0.113.7", "2001:db8::1", "10.0.0.0/8" or "2001:db8::/32". */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const ZEnv = ZCryptoEnv.extend(ZRegistersEnv.shape)
  .extend(ZAggregatorsEnv.shape)
  .extend({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    // The operator's console and the staff interface: a listener of their own, never reached through the public origin.
    STAFF_PORT: z.coerce.number().int().min(0).max(65535).default(4100),
    STAFF_URL: z.url().default('http://localhost:4100'),
    STAFF_ALLOWED_IPS: list
      .refine((entries) => entries.every(isAddressOrRange), 'must list IP addresses or CIDR ranges such as 10.0.0.0/8,203.0.113.7')
      .optional(),
    STAFF_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(15),
    STAFF_SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(8),
    STAFF_CONSOLE_DIR: z.string().min(1).default('apps/backoffice/dist'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    // A streaming replica of DATABASE_URL: the operator's reports and the history exports read there; money never does.
    DATABASE_REPLICA_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    // Connections one API process keeps to PostgreSQL; every process's share must fit the server's max_connections.
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
    DATA_DIR: z.string().default('.data'),
    DOCUMENTS_DIR: z.string().min(1).optional(),
    THUMBNAILS_DIR: z.string().min(1).optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().default('Casino <no-reply@localhost>'),
    CAPTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(100_000),
    UNSUBSCRIBE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    DEVICE_COOKIE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    EMAIL_MX_CHECK: flag.default(false),
    TRUSTED_PROXIES: list.default(['127.0.0.1', '::1']),
    GEO_DEFAULT_COUNTRY: z
      .string()
      .transform((v) => v.trim().toUpperCase())
      .refine(isCountryCode, 'must be an ISO 3166-1 alpha-2 country code such as MT')
      .default('MT'),
    SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(60),
    SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(24),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SLOW_REQUEST_MS: z.coerce.number().int().min(1).default(500),
    // Browser tests only: "controlled" runs the API on a clock they move (POST /api/test/clock). Refused in production.
    TEST_CLOCK: z.enum(['system', 'controlled']).default('system'),
    // Live crash rounds: how often an instance ticks them (0: never, tests tick by hand with their clock), and
    // the Redis channel their events go through (instances of one site share it).
    CRASH_TICK_MS: z.coerce.number().int().min(0).max(10_000).optional(),
    CRASH_EVENTS_CHANNEL: z.string().min(1).max(200).default('casino:crash:events'),
    // Virtual sports events: how often an instance ticks their schedule (0: never, tests tick by hand), and a
    // schedule every title runs instead of its own ("interval,close,run" seconds; a short one for browser tests).
    VIRTUAL_SPORTS_TICK_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    VIRTUAL_SPORTS_SCHEDULE: z
      .string()
      .regex(/^\d{1,5},\d{1,5},\d{1,5}$/, 'must be interval,close,run seconds such as 30,5,10')
      .transform((v) => {
        const [intervalSeconds, closeSeconds, runSeconds] = v.split(',').map(Number) as [number, number, number];
        return { intervalSeconds, closeSeconds, runSeconds };
      })
      .refine(
        (s) => s.intervalSeconds >= 10 && s.closeSeconds > 0 && s.runSeconds > 0,
        'needs an interval of 10 s or more and times above 0',
      )
      .refine((s) => s.closeSeconds + s.runSeconds <= s.intervalSeconds, 'an event must end before betting on the next one closes')
      .optional(),
    // The shortest real-money slot cycle, from one accepted spin of a player to their next (0: none). Markets set it.
    SLOT_MIN_CYCLE_MS: z.coerce.number().int().min(0).max(60_000).default(2_500),
    RATES_MAX_AGE_HOURS: z.coerce.number().positive().default(48),
    PROMOTION_MIN_EUR: z
      .string()
      .regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be an amount in EUR such as 10 or 12.50')
      .default('10'),
    // Four eyes (decision 029): a withdrawal or a manual adjustment above this many EUR, at the day's rate, needs a second
    // staff member's approval.
    STAFF_FOUR_EYES_WITHDRAWAL_EUR: z
      .string()
      .regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be an amount in EUR such as 1000 or 999.50')
      .default('1000'),
    STAFF_FOUR_EYES_ADJUSTMENT_EUR: z
      .string()
      .regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be an amount in EUR such as 500 or 499.50')
      .default('500'),
    RESTRICTED_COUNTRIES_FILE: z.string().min(1).default('apps/api/data/restricted-countries.json'),
    SITE_CONFIG_FILE: z.string().min(1).default('apps/api/data/site-configuration.json'),
    JACKPOTS_FILE: z.string().min(1).default('apps/api/data/jackpots.json'),
    PROMOTIONS_FILE: z.string().min(1).default('apps/api/data/promotions.json'),
    // How often an instance grants the bonuses of completed deposits (0: never, tests grant them by hand).
    PROMOTIONS_TICK_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    // How often an instance looks for the time-based signs of harm (night play, a cancelled withdrawal staked) among the
    // players who bet in the last hour (0: never, tests run it by hand).
    HARM_MARKERS_TICK_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
    // The daily proof of liabilities: its UTC time of day, or off (the operator can still take one on demand).
    LIABILITY_SNAPSHOT_TIME: z
      .string()
      .regex(/^(off|([01]\d|2[0-3]):[0-5]\d)$/, 'must be a UTC time such as 00:00 or 23:30, or off')
      .default('00:00'),
    // How often an instance looks whether the daily snapshot is due (0: never, tests take it by hand).
    LIABILITY_SNAPSHOT_TICK_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
    // How often an instance cancels the unconfirmed withdrawals whose mailed link lapsed (0: never, tests do it by hand).
    WITHDRAWAL_LAPSE_TICK_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
    // House-side ledger accounts are split into this many rows per kind and currency (the table allows 64).
    LEDGER_HOUSE_SHARDS: z.coerce.number().int().min(1).max(64).default(64),
    PUBLIC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    IMAGE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(3000),
    // Payments: with no gateway credentials the sandbox gateways stand in (never in production unless asked for).
    PAYMENTS_SANDBOX: flag.optional(),
    PAYMENTS_SANDBOX_SECRET: z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/, 'must be whsec_ followed by 24+ random bytes in base64')
      .optional(),
    PAYMENT_GATEWAYS: list
      .refine(
        (codes) => codes.every((c) => (PAYMENT_GATEWAYS as readonly string[]).includes(c)),
        `must list codes among ${PAYMENT_GATEWAYS.join(', ')}`,
      )
      .optional(),
    // How often an instance sends the sandbox's due notices (0: never, tests send them by hand).
    PAYMENTS_TICK_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    WALLET_API_SECRETS: z
      .string()
      .transform((v, ctx) => {
        try {
          return parseWalletApiSecrets(v);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      })
      .optional(),
  });

/** The operator id of our own studio's games (gameplay's STUDIO_OPERATOR): never one an aggregator may sign as. */
export const RESERVED_OPERATOR_ID = 'studio';

export type WalletApiOperator = { operatorId: string; secrets: string[] };

/**
 * "operatorA:secret1|secret2,operatorB:secret3" → one entry per operator (aggregator), each with the
 * secrets its signatures may use: two while a secret is being rotated.
 */
function parseWalletApiSecrets(value: string): WalletApiOperator[] {
  const operators = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry, i) => {
      // Messages name the entry by position: a malformed entry may hold a secret, which must not reach a log.
      const colon = entry.indexOf(':');
      if (colon < 0) throw new Error(`entry ${i + 1} must be operatorId:secret1|secret2`);
      const operatorId = entry.slice(0, colon).trim();
      if (!/^[A-Za-z0-9._-]{1,32}$/.test(operatorId))
        throw new Error(`entry ${i + 1}: an operator id is 1-32 letters, digits, ".", "_" or "-"`);
      // Our own studio's rounds go through the wallet under this id in-process; a signer holding it could
      // settle, roll back or replay them over HTTP.
      if (operatorId.toLowerCase() === RESERVED_OPERATOR_ID)
        throw new Error(`entry ${i + 1}: the operator id "${RESERVED_OPERATOR_ID}" is reserved for the casino's own games`);
      const secrets = entry
        .slice(colon + 1)
        .split('|')
        .map((s) => s.trim());
      if (secrets.some((s) => s.length < 32)) throw new Error(`every secret of ${operatorId} must be at least 32 characters`);
      return { operatorId, secrets };
    });
  if (!operators.length) throw new Error('must name at least one operator, as operatorA:secret1|secret2,operatorB:secret3');
  const ids = operators.map((o) => o.operatorId);
  if (new Set(ids).size !== ids.length) throw new Error('names an operator twice');
  const secrets = operators.flatMap((o) => o.secrets);
  // A signature must name one operator: a secret shared by two could sign for either.
  if (new Set(secrets).size !== secrets.length) throw new Error('uses a secret twice');
  return operators;
}

/** "12.5" → 1250n, exactly (the regex above allows at most two decimals). */
/** "HH:MM" (UTC) as hour and minute, or 'off'. */
function dailyTime(value: string): { hour: number; minute: number } | 'off' {
  if (value === 'off') return 'off';
  const [hour, minute] = value.split(':').map(Number) as [number, number];
  return { hour, minute };
}

function eurToCents(amount: string): bigint {
  const [whole, fraction = ''] = amount.split('.');
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
}

export type Config = ReturnType<typeof loadConfig>;

/** The only reader of process.env. Lists every bad variable at once, then stops the process. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (e.DATABASE_REPLICA_URL && !e.DATABASE_URL) {
    throw new Error('Invalid configuration:\n  - DATABASE_REPLICA_URL: a replica of what? Set DATABASE_URL to its primary');
  }
  if (isProduction && e.TEST_CLOCK === 'controlled') {
    throw new Error('Invalid configuration:\n  - TEST_CLOCK: "controlled" lets anyone move the clock; never in production');
  }
  if (isProduction) {
    const missing = (['CAPTCHA_HMAC_KEY', 'UNSUBSCRIBE_SECRET', 'DEVICE_COOKIE_SECRET', 'WALLET_API_SECRETS'] as const).filter(
      (name) => !e[name],
    );
    if (missing.length > 0) {
      const what = (name: string) =>
        name === 'WALLET_API_SECRETS'
          ? 'operatorA:secret1|secret2,operatorB:secret3, secrets of 32+ random characters'
          : '32+ random characters';
      const lines = missing.map((name) => `  - ${name}: required in production (${what(name)})`);
      throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
    }
  }
  // Who may call the seamless-wallet API. Outside production one operator, "sandbox", with a per-process secret (the
  // test aggregator reads it from here); drive it by hand by setting the variable.
  const walletApiOperators = e.WALLET_API_SECRETS ?? [{ operatorId: 'sandbox', secrets: [randomBytes(32).toString('hex')] }];
  return {
    env: e.NODE_ENV,
    isProduction,
    host: e.HOST,
    port: e.API_PORT,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    staffPort: e.STAFF_PORT,
    // The console's origin: enrolment links point there.
    staffUrl: e.STAFF_URL.replace(/\/$/, ''),
    // null: any address may reach the staff listener (its routes still need a staff session).
    staffAllowedIps: e.STAFF_ALLOWED_IPS?.length ? e.STAFF_ALLOWED_IPS : null,
    staffSessionIdleMs: e.STAFF_SESSION_IDLE_MINUTES * 60_000,
    staffSessionAbsoluteMs: e.STAFF_SESSION_ABSOLUTE_HOURS * 3_600_000,
    // The console's built files, served by the staff listener when the folder exists.
    staffConsoleDir: path.resolve(ROOT_DIR, e.STAFF_CONSOLE_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    dataDir: path.resolve(ROOT_DIR, e.DATA_DIR),
    // Verification documents: never under a folder that is served to browsers.
    documentsDir: path.resolve(ROOT_DIR, e.DOCUMENTS_DIR ?? path.join(e.DATA_DIR, 'documents')),
    // The drawn game art: several API processes (or test stacks) may share one folder.
    thumbnailsDir: path.resolve(ROOT_DIR, e.THUMBNAILS_DIR ?? path.join(e.DATA_DIR, 'thumbnails')),
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    // Outside production a per-process key is enough: challenges live for minutes.
    captchaHmacKey: e.CAPTCHA_HMAC_KEY ?? randomBytes(32).toString('hex'),
    captchaMaxNumber: e.CAPTCHA_MAX_NUMBER,
    // Signs the unsubscribe links of promotional mail. Outside production a per-process key will do,
    // though links mailed before a restart then stop working.
    unsubscribeSecret: e.UNSUBSCRIBE_SECRET ?? randomBytes(32).toString('hex'),
    // Signs the device cookies that let a known browser sign in while its account is under attack.
    // Outside production a per-process key will do: after a restart every browser is new again.
    deviceCookieSecret: e.DEVICE_COOKIE_SECRET ?? randomBytes(32).toString('hex'),
    emailMxCheck: e.EMAIL_MX_CHECK,
    trustedProxies: e.TRUSTED_PROXIES,
    // The country of addresses the geo-IP database cannot place (private, loopback, unknown).
    geoDefaultCountry: e.GEO_DEFAULT_COUNTRY,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    logLevel: e.LOG_LEVEL,
    ledgerHouseShards: e.LEDGER_HOUSE_SHARDS,
    // A request taking this long is logged at warn; the other successful ones only at debug.
    slowRequestMs: e.SLOW_REQUEST_MS,
    // The clock moves only when a test says so (plus real time), and the route that moves it exists.
    isClockControlled: e.TEST_CLOCK === 'controlled',
    crashTickMs: e.CRASH_TICK_MS ?? (e.NODE_ENV === 'test' ? 0 : 200),
    crashEventsChannel: e.CRASH_EVENTS_CHANNEL,
    virtualSportsTickMs: e.VIRTUAL_SPORTS_TICK_MS ?? (e.NODE_ENV === 'test' ? 0 : 1_000),
    virtualSportsSchedule: e.VIRTUAL_SPORTS_SCHEDULE ?? null,
    // The server refuses a faster spin (429) whatever the client does; the game client paces itself by it too.
    slotMinCycleMs: e.SLOT_MIN_CYCLE_MS,
    ratesMaxAgeHours: e.RATES_MAX_AGE_HOURS,
    promotionMinEurCents: eurToCents(e.PROMOTION_MIN_EUR),
    fourEyesWithdrawalEurCents: eurToCents(e.STAFF_FOUR_EYES_WITHDRAWAL_EUR),
    fourEyesAdjustmentEurCents: eurToCents(e.STAFF_FOUR_EYES_ADJUSTMENT_EUR),
    restrictedCountriesFile: path.resolve(ROOT_DIR, e.RESTRICTED_COUNTRIES_FILE),
    siteConfigFile: path.resolve(ROOT_DIR, e.SITE_CONFIG_FILE),
    jackpotsFile: path.resolve(ROOT_DIR, e.JACKPOTS_FILE),
    promotionsFile: path.resolve(ROOT_DIR, e.PROMOTIONS_FILE),
    promotionsTickMs: e.PROMOTIONS_TICK_MS ?? (e.NODE_ENV === 'test' ? 0 : 1_000),
    harmMarkersTickMs: e.HARM_MARKERS_TICK_MS ?? (e.NODE_ENV === 'test' ? 0 : 900_000),
    liabilitySnapshotTime: dailyTime(e.LIABILITY_SNAPSHOT_TIME),
    liabilitySnapshotTickMs: e.LIABILITY_SNAPSHOT_TICK_MS ?? (e.NODE_ENV === 'test' ? 0 : 60_000),
    withdrawalLapseTickMs: e.WITHDRAWAL_LAPSE_TICK_MS ?? (e.NODE_ENV === 'test' ? 0 : 60_000),
    // Per IP and per route: far above what a browser asks for, low enough to make scraping slow.
    publicRateLimitPerMinute: e.PUBLIC_RATE_LIMIT_PER_MINUTE,
    imageRateLimitPerMinute: e.IMAGE_RATE_LIMIT_PER_MINUTE,
    paymentsSandbox: e.PAYMENTS_SANDBOX ?? !isProduction,
    // Signs the sandbox gateways' notices. Outside production a per-process key will do: they are sent by this process.
    paymentsSandboxSecret: e.PAYMENTS_SANDBOX_SECRET ?? `whsec_${randomBytes(32).toString('base64')}`,
    // The gateways offered to players (GET /profile/payment/gateways); all of them by default.
    paymentGateways: e.PAYMENT_GATEWAYS ?? null,
    paymentsTickMs: e.PAYMENTS_TICK_MS ?? (e.NODE_ENV === 'test' ? 0 : 1_000),
    ...cryptoConfigOf(e),
    ...registersConfigOf(e, isProduction),
    walletApiOperators,
    ...aggregatorsConfigOf(e, walletApiOperators),
  };
}
