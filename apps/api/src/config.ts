import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: relative paths in the configuration are resolved from here. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().default('.data'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Casino <no-reply@localhost>'),
  SUPPORT_EMAIL: z.email().default('support@localhost.localdomain'),
  CAPTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(100_000),
  EMAIL_MX_CHECK: flag.default(false),
  TRUSTED_PROXIES: list.default(['127.0.0.1', '::1']),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(60),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(24),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATES_MAX_AGE_HOURS: z.coerce.number().positive().default(48),
  PROMOTION_MIN_EUR: z
    .string()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be an amount in EUR such as 10 or 12.50')
    .default('10'),
});

/** "12.5" → 1250n, exactly (the regex above allows at most two decimals). */
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
  if (isProduction && !e.CAPTCHA_HMAC_KEY) {
    throw new Error('Invalid configuration:\n  - CAPTCHA_HMAC_KEY: required in production (32+ random characters)');
  }
  return {
    env: e.NODE_ENV,
    isProduction,
    host: e.HOST,
    port: e.API_PORT,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(ROOT_DIR, e.DATA_DIR),
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    // Outside production a per-process key is enough: challenges live for minutes.
    captchaHmacKey: e.CAPTCHA_HMAC_KEY ?? randomBytes(32).toString('hex'),
    captchaMaxNumber: e.CAPTCHA_MAX_NUMBER,
    emailMxCheck: e.EMAIL_MX_CHECK,
    trustedProxies: e.TRUSTED_PROXIES,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    logLevel: e.LOG_LEVEL,
    ratesMaxAgeHours: e.RATES_MAX_AGE_HOURS,
    promotionMinEurCents: eurToCents(e.PROMOTION_MIN_EUR),
  };
}
