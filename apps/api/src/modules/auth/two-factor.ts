import { randomBytes } from 'node:crypto';
import type { TMessageResponse, TRecoveryCodes, TSecondFactorKind, TTotpEnrolment, TTwoFactorStatus } from '@casino/contracts';
import type { Db } from '../../db/client';
import { conflict, unauthorized, unprocessable } from '../../lib/errors';
import { acceptTotpCode, createTotpSecret, totpUri } from '../../lib/totp';
import { createOpaqueToken, hashToken } from '../../lib/tokens';
import type { Player } from '../sessions';
import { sendInBackground, type AuthDeps } from './deps';
import { DISABLE_TWO_FACTOR_TTL_MS, disableTwoFactorMail, twoFactorOffMail, twoFactorOnMail } from './mails';
import { hasPasskey, listPlayerPasskeys } from './passkeys';
import { recordSecurityEvent } from './security-events';
import { assertSignInAllowed, CODE_LOCKED_MESSAGE, recordSignInFailure, secondFactorKeys } from './sign-in-throttle';
import { consumeToken, deleteUnusedTokens, findLiveToken, findUserById, insertAuthToken } from './repo';
import {
  advanceTotpStep,
  countRecoveryCodesLeft,
  deleteTotp,
  findTotp,
  hasEnabledTotp,
  replaceRecoveryCodes,
  upsertPendingTotp,
  hasUnusedRecoveryCode,
  useRecoveryCode,
} from './two-factor-repo';

// A player's second factor (docs/decisions/034-player-two-factor.md): enrolment with one code, recovery codes,
// the code that completes a sign-in, and turning it off with a code and an e-mailed link.

const RECOVERY_CODES = 10;
/** Base32 without the letters and digits people confuse; 16 characters are 80 random bits. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const WRONG_CODE = 'That code is not right. Enter the current code from your authenticator app, or one of your recovery codes.';

/** XXXX-XXXX-XXXX-XXXX: what the player writes down. */
function newRecoveryCode(): string {
  const bytes = randomBytes(16);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

/** The code as typed: case, spaces and dashes do not matter. */
const normalizeRecoveryCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');
const hashRecoveryCode = (code: string) => hashToken(normalizeRecoveryCode(code));

export async function getTwoFactorStatus(db: Db, userId: string): Promise<TTwoFactorStatus> {
  const totp = await findTotp(db, userId);
  const enabledAt = totp?.enabledAt ?? null;
  return {
    totpEnabledAt: enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: enabledAt ? await countRecoveryCodesLeft(db, userId) : 0,
    passkeys: await listPlayerPasskeys(db, userId),
  };
}

/** A new secret to scan. Refused while an app is on: turning it off comes first. */
export async function startTotpEnrolment(deps: AuthDeps, player: Player): Promise<TTotpEnrolment> {
  const user = await findUserById(deps.db, player.id);
  if (!user) throw unauthorized();
  const secret = createTotpSecret();
  if (!(await upsertPendingTotp(deps.db, player.id, secret, deps.clock.now()))) throw conflict('Two-factor sign-in is already on.');
  return { secret, uri: totpUri(new URL(deps.config.publicUrl).host, user.email, secret) };
}

/** One valid code turns the app on; the answer carries the recovery codes, shown this once. */
export async function confirmTotpEnrolment(deps: AuthDeps, player: Player, code: string): Promise<TRecoveryCodes> {
  const { db } = deps;
  const now = deps.clock.now();
  const totp = await findTotp(db, player.id);
  if (!totp) throw conflict('Start again: scan a new code with your authenticator app first.');
  if (totp.enabledAt) throw conflict('Two-factor sign-in is already on.');
  const step = await acceptTotpCode(totp.secret, code, now, totp.lastStep);
  if (step === null)
    throw unprocessable('That code is not right. Check that your app shows this site, and enter its current code.', 'code');
  const recoveryCodes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  const enabled = await db.transaction(async (tx) => {
    if (!(await advanceTotpStep(tx, player.id, step, { enableAt: now }))) return false;
    await replaceRecoveryCodes(tx, player.id, recoveryCodes.map(hashRecoveryCode), now);
    await recordSecurityEvent(tx, player.id, 'two_factor_on', now);
    return true;
  });
  if (!enabled) throw conflict('Two-factor sign-in is already on.');
  const user = await findUserById(db, player.id);
  if (user) sendInBackground(deps, twoFactorOnMail(user.email));
  return { recoveryCodes };
}

/**
 * Whether `code` is the player's second factor now: a current app code (each accepted once) or an unused recovery
 * code (then spent).
 */
export async function acceptSecondFactor(db: Db, userId: string, code: string, now: Date): Promise<boolean> {
  const totp = await findTotp(db, userId);
  if (!totp?.enabledAt) return false;
  if (/^\d{6}$/.test(code)) {
    const step = await acceptTotpCode(totp.secret, code, now, totp.lastStep);
    return step !== null && (await advanceTotpStep(db, userId, step));
  }
  return useRecoveryCode(db, userId, hashRecoveryCode(code), now);
}

/**
 * A right code or passkey signature, not spent yet: `spend` spends it inside the transaction of what it allows, or
 * throws a 422 if it went.
 */
export type SecondFactorProof = { kind: 'totp' | 'recovery_code' | 'passkey'; spend(tx: Db): Promise<void> };

/**
 * A signed-in player's code, given with a withdrawal (decision 035). A wrong one is a 422 and counts as a wrong
 * password does (decision 005): five in 15 minutes lock the check, so the code cannot be guessed through this door.
 * A right one is spent only with the request it allows: a request refused for another reason (a bonus to forfeit
 * first) leaves it for the next try.
 */
export async function checkSecondFactor(db: Db, userId: string, code: string, now: Date): Promise<SecondFactorProof> {
  const keys = secondFactorKeys(userId);
  await assertSignInAllowed(db, keys, now, CODE_LOCKED_MESSAGE);
  const proof = await findSecondFactorProof(db, userId, code, now);
  if (!proof) {
    await recordSignInFailure(db, keys, now);
    throw unprocessable(WRONG_CODE, 'code');
  }
  return proof;
}

async function findSecondFactorProof(db: Db, userId: string, code: string, now: Date): Promise<SecondFactorProof | null> {
  const totp = await findTotp(db, userId);
  if (!totp?.enabledAt) return null;
  const spent = () => unprocessable('That code was just used. Wait for the next code from your app.', 'code');
  if (/^\d{6}$/.test(code)) {
    const step = await acceptTotpCode(totp.secret, code, now, totp.lastStep);
    if (step === null) return null;
    return {
      kind: 'totp',
      spend: async (tx) => {
        if (!(await advanceTotpStep(tx, userId, step))) throw spent();
      },
    };
  }
  const hash = hashRecoveryCode(code);
  if (!(await hasUnusedRecoveryCode(db, userId, hash))) return null;
  return {
    kind: 'recovery_code',
    spend: async (tx) => {
      if (!(await useRecoveryCode(tx, userId, hash, now))) throw spent();
    },
  };
}

/**
 * The second factors the player has, any of which completes a sign-in and confirms a withdrawal (decision 035): the
 * authenticator app first, as clients from before passkeys ask for it.
 */
export async function secondFactorsOf(db: Db, userId: string): Promise<TSecondFactorKind[]> {
  const [totp, passkey] = await Promise.all([hasEnabledTotp(db, userId), hasPasskey(db, userId)]);
  return [...(totp ? (['totp'] as const) : []), ...(passkey ? (['passkey'] as const) : [])];
}

/** Turning the app off: a valid code, then the link mailed to the player; until it is opened nothing changes. */
export async function requestTwoFactorOff(deps: AuthDeps, player: Player, code: string): Promise<TMessageResponse> {
  const { db } = deps;
  const now = deps.clock.now();
  const user = await findUserById(db, player.id);
  if (!user) throw unauthorized();
  if (!(await findTotp(db, player.id))?.enabledAt) throw conflict('Two-factor sign-in is not on.');
  if (!(await acceptSecondFactor(db, player.id, code, now))) throw unprocessable(WRONG_CODE, 'code');
  const token = createOpaqueToken();
  await db.transaction(async (tx) => {
    await deleteUnusedTokens(tx, player.id, 'disable_two_factor');
    await insertAuthToken(tx, {
      userId: player.id,
      purpose: 'disable_two_factor',
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + DISABLE_TWO_FACTOR_TTL_MS),
      createdAt: now,
    });
  });
  sendInBackground(deps, disableTwoFactorMail(deps.config.publicUrl, user.email, token));
  return { message: `We sent a link to ${user.email}. Two-factor sign-in stays on until you open it.` };
}

/** The e-mailed link: turns the app off and deletes the recovery codes. */
export async function confirmTwoFactorOff(deps: AuthDeps, token: string): Promise<TMessageResponse> {
  const { db } = deps;
  const now = deps.clock.now();
  const found = await findLiveToken(db, 'disable_two_factor', hashToken(token), now);
  const done =
    found &&
    (await db.transaction(async (tx) => {
      if (!(await consumeToken(tx, found.id, now))) return false;
      await deleteTotp(tx, found.userId);
      await recordSecurityEvent(tx, found.userId, 'two_factor_off', now);
      return true;
    }));
  if (!found || !done) throw unprocessable('This link has expired or was already used. Ask for a new one from your account.', 'token');
  const user = await findUserById(db, found.userId);
  if (user) sendInBackground(deps, twoFactorOffMail(user.email));
  if (await hasPasskey(db, found.userId)) return { message: 'The authenticator app is off. Your passkeys still confirm your sign-ins.' };
  return { message: 'Two-factor sign-in is off. Your password alone now signs you in.' };
}

export { WRONG_CODE as WRONG_SECOND_FACTOR };
