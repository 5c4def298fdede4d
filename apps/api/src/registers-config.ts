import { randomBytes } from 'node:crypto';
import { z } from 'zod';

// The national self-exclusion registers' variables of config.ts (which reads them): GAMSTOP and Spelpaus.se, and
// the sandbox that answers in their place while none is configured.

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const secret = z.string().min(16, 'must be at least 16 characters');

export const ZRegistersEnv = z.object({
  GAMSTOP_API_URL: z.url().optional(),
  GAMSTOP_API_KEY: secret.optional(),
  SPELPAUS_API_URL: z.url().optional(),
  SPELPAUS_ACTOR_ID: z.string().min(1).max(100).optional(),
  SPELPAUS_API_KEY: secret.optional(),
  // Without a register's URL the sandbox answers for it (never in production unless asked for).
  REGISTERS_SANDBOX: flag.optional(),
  // A register that has not answered in this time counts as unavailable: the player is not cleared.
  REGISTER_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(5_000),
});

type RegistersEnv = z.infer<typeof ZRegistersEnv>;

export function registersConfigOf(e: RegistersEnv, isProduction: boolean) {
  return {
    gamstop: e.GAMSTOP_API_URL && e.GAMSTOP_API_KEY ? { url: e.GAMSTOP_API_URL, apiKey: e.GAMSTOP_API_KEY } : null,
    spelpaus:
      e.SPELPAUS_API_URL && e.SPELPAUS_ACTOR_ID && e.SPELPAUS_API_KEY
        ? { url: e.SPELPAUS_API_URL, actorId: e.SPELPAUS_ACTOR_ID, apiKey: e.SPELPAUS_API_KEY }
        : null,
    registersSandbox: e.REGISTERS_SANDBOX ?? !isProduction,
    // The sandbox's key: it is started by this process, so a per-process one will do.
    registersSandboxKey: randomBytes(24).toString('hex'),
    registerTimeoutMs: e.REGISTER_TIMEOUT_MS,
  };
}
