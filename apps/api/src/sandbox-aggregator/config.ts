import { z } from 'zod';

// The sandbox aggregator's environment, read once at start: every missing or bad variable is listed at once.

const origin = (what: string) =>
  z
    .url({ protocol: /^https?$/, error: `must be an http(s) origin such as ${what}` })
    .transform((v) => v.replace(/\/+$/, ''))
    .refine((v) => new URL(v).pathname === '/' || new URL(v).pathname === '', `must be an origin without a path, such as ${what}`);

const ZSandboxAggregatorEnv = z.object({
  SANDBOX_AGGREGATOR_PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(4700),
  SANDBOX_AGGREGATOR_HOST: z.string().min(1).default('127.0.0.1'),
  // Where browsers reach it: the game URLs it hands out start with this.
  SANDBOX_AGGREGATOR_PUBLIC_URL: origin('http://localhost:4700').optional(),
  SANDBOX_AGGREGATOR_OPERATOR_ID: z
    .string()
    .regex(/^[\x21-\x7e]{1,32}$/, 'must be 1-32 printable characters without spaces')
    .default('sandbox-aggregator'),
  SANDBOX_AGGREGATOR_SECRET: z
    .string({ error: 'is required: the secret the casino lists for this operator in WALLET_API_SECRETS' })
    .min(32, 'must be at least 32 characters, the same as in the casino’s WALLET_API_SECRETS'),
  WALLET_API_URL: origin('http://127.0.0.1:4000').default('http://127.0.0.1:4000'),
  SANDBOX_AGGREGATOR_SETTLE_DELAY_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(0)
    .max(600_000)
    .default(1500),
});

export type SandboxAggregatorConfig = {
  host: string;
  port: number;
  /** Undefined: http://localhost:<the port it listens on>. */
  publicUrl: string | undefined;
  operatorId: string;
  secret: string;
  walletApiUrl: string;
  settleDelayMs: number;
};

export function loadSandboxAggregatorConfig(env: NodeJS.ProcessEnv = process.env): SandboxAggregatorConfig {
  const parsed = ZSandboxAggregatorEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid sandbox aggregator configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    host: e.SANDBOX_AGGREGATOR_HOST,
    port: e.SANDBOX_AGGREGATOR_PORT,
    publicUrl: e.SANDBOX_AGGREGATOR_PUBLIC_URL,
    operatorId: e.SANDBOX_AGGREGATOR_OPERATOR_ID,
    secret: e.SANDBOX_AGGREGATOR_SECRET,
    walletApiUrl: e.WALLET_API_URL,
    settleDelayMs: e.SANDBOX_AGGREGATOR_SETTLE_DELAY_MS,
  };
}
