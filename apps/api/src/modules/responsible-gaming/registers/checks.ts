import type { Db } from '../../../db/client';
import { endAllSessions } from '../../sessions';
import { findPlayerProfile } from '../player-profile';
import { insertSaferGamblingEvent } from '../limits-repo';
import type { NationalRegister } from '../market-profiles';
import { findRegisterCheck, listPersonAccounts, upsertRegisterCheck } from '../repo';
import { lockPerson, type SelfExclusionStep } from '../service';
import type { NationalRegisters } from './index';
import { RegisterUnavailable, type CheckPurpose, type RegisterPerson } from './register';

// Asking a player's national register and keeping its answer (decision 028, National registers). The register is the
// market profile's; the answer is kept per account, and a hit holds every account of the person as self-exclusion does.

export type RegisterStatus = 'clear' | 'excluded' | 'unchecked';
export type RegisterOutcome = { register: NationalRegister; status: RegisterStatus; reference: string | null };

/** What the site knows of a player for the register: from the account and the profile (the profile module's). */
export type RegisterPersonSource = (db: Db, playerId: string) => Promise<RegisterPerson | null>;

/** What register checks need, built once in app.ts. */
export type RegisterChecks = {
  registers: NationalRegisters;
  personOf: RegisterPersonSource;
  log?: { warn(details: object, message: string): void };
  /** What other modules do as an exclusion starts (gameplay ends open rounds); run for a new hit too. */
  exclusionSteps?: readonly SelfExclusionStep[];
};

const ACTIONS: Record<RegisterStatus, string> = {
  excluded: 'register_hit',
  clear: 'register_cleared',
  unchecked: 'register_unchecked',
};

/**
 * Asks `register` about `person`; null when there is no register to ask. A register that cannot answer (not
 * configured, timeout, 5xx, a fact it needs missing) gives `unchecked`, never "not excluded".
 */
export async function askRegister(
  checks: RegisterChecks,
  register: NationalRegister | null,
  person: RegisterPerson,
  purpose: CheckPurpose = 'login',
): Promise<RegisterOutcome | null> {
  if (!register) return null;
  try {
    const adapter = checks.registers.get(register);
    if (!adapter) throw new RegisterUnavailable(register, 'not configured');
    const answer = await adapter.check(person, purpose);
    return { register, status: answer.excluded ? 'excluded' : 'clear', reference: answer.reference ?? null };
  } catch (error) {
    if (!(error instanceof RegisterUnavailable)) throw error;
    checks.log?.warn({ register, reason: error.reason }, 'a national register check could not be made');
    return { register, status: 'unchecked', reference: null };
  }
}

/**
 * Keeps the answer as the player's latest, in the caller's transaction, under the person's lock. Every hit, and every
 * change of status, is a line of the record (the register acts; the system when the register gave no answer). A new
 * hit ends the open rounds (`steps`) and every session of every account of the person, as the start of a
 * self-exclusion does.
 */
export async function recordRegisterOutcome(
  tx: Db,
  playerId: string,
  outcome: RegisterOutcome,
  now: Date,
  steps: readonly SelfExclusionStep[] = [],
): Promise<void> {
  await lockPerson(tx, playerId);
  const before = await findRegisterCheck(tx, playerId);
  const isNewHit = outcome.status === 'excluded' && before?.status !== 'excluded';
  const accounts = isNewHit ? await listPersonAccounts(tx, playerId) : [];
  // Before the hit is stored, as before a self-exclusion: the wallet takes the rounds' settlements as any other.
  for (const step of isNewHit ? steps : []) await step(tx, accounts, now);
  await upsertRegisterCheck(tx, { userId: playerId, ...outcome, checkedAt: now });
  const isChange = before?.status !== outcome.status || before.register !== outcome.register;
  if (outcome.status === 'excluded' || isChange) {
    await insertSaferGamblingEvent(tx, {
      userId: playerId,
      at: now,
      actor: outcome.status === 'unchecked' ? 'system' : 'register',
      action: ACTIONS[outcome.status],
      before: before ? { register: before.register, status: before.status } : null,
      after: outcome,
    });
  }
  for (const account of accounts) await endAllSessions(tx, account, now);
}

/**
 * Checks an existing player with their profile's register, if it has one, and keeps the answer. Sign-in calls it
 * before deciding on the session; the promotional mail gate before every mail (`purpose` marketing).
 */
export async function checkPlayerRegister(
  checks: RegisterChecks,
  db: Db,
  playerId: string,
  now: Date,
  purpose: CheckPurpose = 'login',
): Promise<RegisterOutcome | null> {
  const { profile } = await findPlayerProfile(db, playerId);
  if (!profile.nationalRegister) return null;
  const person = await checks.personOf(db, playerId);
  if (!person) return null;
  const outcome = (await askRegister(checks, profile.nationalRegister, person, purpose))!;
  await db.transaction((tx) => recordRegisterOutcome(tx, playerId, outcome, now, checks.exclusionSteps));
  return outcome;
}
