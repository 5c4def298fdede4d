import type { NationalRegister } from '../market-profiles';

// What the site asks of a national self-exclusion register, whichever it is. Each register's adapter speaks its own
// API (gamstop.ts, spelpaus.ts); with no credentials configured the sandbox registers (sandbox-server.ts) answer in
// their place over HTTP, the same way.

/**
 * What a register can be asked about a person. GAMSTOP matches on the first six fields; Spelpaus.se on the personal
 * identity number only. A field the site does not know yet is null (the date of birth, postcode and mobile come
 * with the profile; the personal identity number is not collected).
 */
export type RegisterPerson = {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string | null;
  email: string;
  postcode: string | null;
  /** International form, "+447700900123". */
  mobile: string | null;
  /** Swedish personnummer, twelve digits (YYYYMMDDNNNN). */
  personalNumber: string | null;
};

/** The register's answer; `reference` is its own id of the answer, to quote to it. */
export type RegisterAnswer = { excluded: boolean; reference?: string };

/** Why the register is asked: Spelpaus.se has one API for registration and log-in, another for direct marketing. */
export type CheckPurpose = 'login' | 'marketing';

export type SelfExclusionRegister = {
  code: NationalRegister;
  /** Throws RegisterUnavailable when no answer could be had (timeout, 5xx, refused request, a fact it needs missing). */
  check(person: RegisterPerson, purpose?: CheckPurpose): Promise<RegisterAnswer>;
};

/** The check could not be made: the player is not cleared (decision 028, National registers). */
export class RegisterUnavailable extends Error {
  constructor(
    readonly register: NationalRegister,
    readonly reason: string,
  ) {
    super(`${register}: ${reason}`);
  }
}

/** How registers are named to players, in the sentences that name them. */
export const REGISTER_NAMES: Record<NationalRegister, string> = {
  gamstop: 'GAMSTOP, the national online self-exclusion scheme of Great Britain',
  spelpaus: "Spelpaus.se, Sweden's national self-exclusion register",
};

/** "Ada King Lovelace" → Ada / King Lovelace: the registration form asks for one full name. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/**
 * One HTTP request with a deadline. Anything but an answer (refused connection, reset, the deadline) is
 * RegisterUnavailable, so a caller never mistakes a failure for "not excluded".
 */
export async function requestRegister(register: NationalRegister, url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const name = (error as Error).name;
    throw new RegisterUnavailable(register, name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'unreachable');
  }
}

/** Said to a player the register found: no play, no deposits; a payout-only session (decision 006). */
export const registerExcludedMessage = (register: NationalRegister): string =>
  `You are registered with ${REGISTER_NAMES[register]}: while that self-exclusion lasts you cannot play or deposit here. You can see your balances and withdraw.`;

/** Said to a player whose check could not be made: signed in, but no play and no deposits until a check succeeds. */
export const registerUncheckedMessage = (register: NationalRegister): string =>
  `We could not check your details with ${REGISTER_NAMES[register]} yet, so you cannot play or deposit for now. Please sign in again in a few minutes; if this goes on, contact support.`;
