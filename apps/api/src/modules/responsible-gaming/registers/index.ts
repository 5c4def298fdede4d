import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import type { NationalRegister } from '../market-profiles';
import { createGamstopRegister } from './gamstop';
import type { SelfExclusionRegister } from './register';
import { startSandboxRegisters } from './sandbox-server';
import { createSpelpausRegister } from './spelpaus';

export type NationalRegisters = ReadonlyMap<NationalRegister, SelfExclusionRegister>;

type RegistersConfig = Pick<Config, 'gamstop' | 'spelpaus' | 'registersSandbox' | 'registersSandboxKey' | 'registerTimeoutMs'>;

/**
 * The registers the site asks: each configured one's real client; for the others, while the sandbox is allowed
 * (outside production unless asked for), the same client pointed at the sandbox registers, started here on a port of
 * their own. A register with neither is absent: its players' checks cannot be made, so they are never cleared.
 */
export async function startNationalRegisters(
  config: RegistersConfig,
  db: Db,
): Promise<{ registers: NationalRegisters; close(): Promise<void> }> {
  const timeoutMs = config.registerTimeoutMs;
  const needsSandbox = config.registersSandbox && (!config.gamstop || !config.spelpaus);
  const sandbox = needsSandbox ? await startSandboxRegisters(db, { apiKey: config.registersSandboxKey }) : null;
  const registers = new Map<NationalRegister, SelfExclusionRegister>();
  const gamstop = config.gamstop ?? (sandbox && { url: `${sandbox.url}/gamstop`, apiKey: config.registersSandboxKey });
  if (gamstop) registers.set('gamstop', createGamstopRegister({ ...gamstop, timeoutMs }));
  const spelpaus =
    config.spelpaus ?? (sandbox && { url: `${sandbox.url}/spelpaus`, actorId: 'sandbox', apiKey: config.registersSandboxKey });
  if (spelpaus) registers.set('spelpaus', createSpelpausRegister({ ...spelpaus, timeoutMs }));
  return { registers, close: async () => sandbox?.close() };
}

export { startSandboxRegisters } from './sandbox-server';
export { deleteSandboxEntry, insertSandboxEntry, listSandboxEntries, type SandboxEntry } from './sandbox-repo';
export {
  REGISTER_NAMES,
  registerExcludedMessage,
  RegisterUnavailable,
  splitFullName,
  type CheckPurpose,
  type RegisterPerson,
} from './register';
